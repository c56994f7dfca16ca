import { useEffect } from 'react';
import { useActions, useSim } from '../../store/SimProvider';
import { selectPlaying, selectSpeed, selectStepIndex } from '../../store/stateSelectors';

/** Base time per step at speed 1: long enough to read a title and watch the packet move. */
export const STEP_MS = 1600;

/** While playing, advance one step every STEP_MS / speed. Play is just index changes. */
function usePlayback() {
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
}

/**
 * The playback timer as a component of its own: it subscribes to the step
 * index, and a hook in App would re-render the whole explorer on every step.
 */
export function Playback() {
  usePlayback();
  return null;
}
