/**
 * Whether any drawing is moving, on `<html data-motion>`: "running" while a step's tween plays, "still" once every
 * tween has ended. It is the state the end-to-end tests wait on before they look at a picture, instead of sleeping
 * for the length of a motion; nothing in the app reads it.
 */
let running = 0;

const mark = () => {
  if (typeof document !== 'undefined') document.documentElement.dataset.motion = running > 0 ? 'running' : 'still';
};

/** A tween starts; call the function it returns once, when it ends or is cancelled. */
export function motionStarted(): () => void {
  running++;
  mark();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running--;
    mark();
  };
}
