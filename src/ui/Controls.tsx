import { useT } from './i18n/useT';
import { useSim, useActions } from '../store/SimProvider';
import { selectPlaying, selectSpeed, selectStep, selectStepCount, selectStepIndex } from '../store/selectors';
import { SPEEDS } from '../store/createSimStore';
import { formatNs } from './format';

/** Back, play/pause, next, restart, speed and a scrubber over the step index. */
export function Controls() {
  const t = useT();
  const index = useSim(selectStepIndex);
  const count = useSim(selectStepCount);
  const playing = useSim(selectPlaying);
  const speed = useSim(selectSpeed);
  const step = useSim(selectStep);
  const { back, next, togglePlay, restart, goTo, setSpeed } = useActions();
  return (
    <div className="controls" role="toolbar" aria-label="Playback">
      <button type="button" onClick={restart} aria-label="Restart" title="Restart (Home)">
        ↺
      </button>
      <button type="button" onClick={back} disabled={index === 0} aria-label="Back" title="Back (←)">
        ◀
      </button>
      <button type="button" className="play" onClick={togglePlay} aria-label={playing ? 'Pause' : 'Play'} title="Play / pause (Space)">
        {playing ? '❚❚' : '▶'}
      </button>
      <button type="button" onClick={next} disabled={index >= count - 1} aria-label="Next" title="Next (→)">
        ▶▶
      </button>
      <label className="speed">
        Speed
        <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} aria-label="Playback speed">
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
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
        aria-label="Step"
        aria-valuetext={`Step ${index + 1} of ${count}: ${t(step.text.title)}`}
      />
      <span className="position" aria-live="polite">
        Step <b>{index + 1}</b>/{count}
      </span>
      <span className="clock" title="Simulated time of this step (placeholder timing model)">
        {step.phase === 'SETUP' ? 'before t = 0' : `t = ${formatNs(step.startNs)} → ${formatNs(step.endNs)}`}
      </span>
    </div>
  );
}
