import { msg } from '../../i18n/msg';
import { useActions, useSim } from '../../store/SimProvider';
import { selectPlaying, selectStepCount, selectStepIndex, selectWalkStart } from '../../store/selectors';
import { useT } from './i18n/useT';

/**
 * Back, play or pause, and next: the buttons every layout steps with (the explorer, an embed, the lecture view).
 * Next is the solid ▶ a presenter expects; auto-play is a distinct control that says what it does (▷ Play).
 */
export function StepButtons() {
  const t = useT();
  const index = useSim(selectStepIndex);
  const count = useSim(selectStepCount);
  const playing = useSim(selectPlaying);
  const floor = useSim(selectWalkStart);
  const { back, next, togglePlay } = useActions();
  return (
    <>
      <button
        type="button"
        className="back"
        onClick={back}
        disabled={index <= floor}
        aria-label={t(msg('ui.controls.back'))}
        title={t(msg('ui.controls.backTitle'))}
      >
        ◀
      </button>
      <button
        type="button"
        className="play"
        onClick={togglePlay}
        aria-label={t(msg(playing ? 'ui.controls.pause' : 'ui.controls.play'))}
        title={t(msg('ui.controls.playTitle'))}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▷'}</span>{' '}
        <span className="play-word">{t(msg(playing ? 'ui.controls.pause' : 'ui.controls.play'))}</span>
      </button>
      <button
        type="button"
        onClick={next}
        disabled={index >= count - 1}
        aria-label={t(msg('ui.controls.next'))}
        title={t(msg('ui.controls.nextTitle'))}
        className="next"
      >
        ▶
      </button>
    </>
  );
}
