import { msg } from '../../i18n/msg';
import { useActions, useSim } from '../../store/SimProvider';
import { selectSpeed, selectStep, selectStepCount, selectStepIndex } from '../../store/selectors';
import { SPEEDS } from '../../store/vocabularies';
import { formatNs } from '../shared/displayFormat';
import { useRich, useT } from '../shared/i18n/useT';
import { StepButtons } from '../shared/StepButtons';

/** Back, play/pause, next, restart, speed and a scrubber over the step index. */
export function Controls() {
  const t = useT();
  const rich = useRich();
  const index = useSim(selectStepIndex);
  const count = useSim(selectStepCount);
  const speed = useSim(selectSpeed);
  const step = useSim(selectStep);
  const { restart, goTo, setSpeed } = useActions();
  return (
    <div className="controls" role="toolbar" aria-label={t(msg('ui.controls.label'))}>
      <button type="button" onClick={restart} aria-label={t(msg('ui.controls.restart'))} title={t(msg('ui.controls.restartTitle'))}>
        ↺
      </button>
      <StepButtons />
      <label className="speed">
        {t(msg('ui.controls.speed'))}
        <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} aria-label={t(msg('ui.controls.speedLabel'))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {t(msg('ui.controls.speedOption', { speed: String(s) }))}
            </option>
          ))}
        </select>
      </label>
      <input
        className="scrubber"
        type="range"
        min={1}
        max={count}
        value={index + 1}
        onChange={(e) => goTo(Number(e.target.value) - 1)}
        aria-label={t(msg('ui.controls.step'))}
        aria-valuetext={t(msg('ui.controls.stepValue', { index: String(index + 1), count: String(count), title: step.text.title }))}
      />
      {/* Not live: the narration (one live region per instance) says the step, its title and first sentence. */}
      {/* A 360 px phone's bar drops the word "Step" (phone.css), so that Play keeps its word: ◀ ▷ ▶ alone read as three arrows. */}
      <span className="position">
        <span className="position-long">{rich(msg('ui.controls.position', { count: String(count) }), { index: <b>{index + 1}</b> })}</span>
        <span className="position-short">
          {rich(msg('ui.controls.positionShort', { count: String(count) }), { index: <b>{index + 1}</b> })}
        </span>
      </span>
      <span className="clock" title={t(msg('ui.controls.clockTitle'))}>
        {t(
          step.phase === 'SETUP'
            ? msg('ui.controls.beforeStart')
            : msg('ui.controls.time', { start: formatNs(step.startNs), end: formatNs(step.endNs) }),
        )}
      </span>
    </div>
  );
}
