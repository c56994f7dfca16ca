import { useEffect } from 'react';
import { useActions, useSim } from '../../store/SimProvider';
import { selectPlaying, selectSpeed, selectStepIndex } from '../../store/stateSelectors';

/** Base time per step at speed 1: long enough to read a title and watch the packet move. */
export const STEP_MS = 1600;

/**
 * While playing, advance one step every STEP_MS / speed: play is just index
 * changes. A component of its own that draws nothing: it follows the step
 * index, and as a hook of App it re-rendered the whole explorer on every step.
 */
export function Playback() {
  const playing = useSim(selectPlaying);
  const speed = useSim(selectSpeed);
  const index = useSim(selectStepIndex);
  const { next } = useActions();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step index restarts the timer
  useEffect(() => {
    if (!playing) return;
    const id = window.setTimeout(next, STEP_MS / speed);
    return () => window.clearTimeout(id);
  }, [playing, speed, index, next]);
  return null;
}
