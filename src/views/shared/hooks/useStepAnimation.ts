import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { motionStarted } from './motionState';

/** The reader's system asks for reduced motion. */
export const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** True where drawings must show each step's end state at once: the handout, an exported image. */
export const StillMotion = createContext(false);

/**
 * A step's animation held at a given progress (0 to 1) instead of run by the clock: each frame of an animated GIF is
 * the drawing at one value of it, written by the same frame function as on screen. Null on screen.
 */
export const MotionClock = createContext<number | null>(null);

/**
 * Runs `frame(progress)` for progress from 0 to 1 over `durationMs` whenever `key` changes
 * (a new step or scenario). The frame writes attributes on a few refs itself,
 * so nothing re-renders per frame. With reduced motion (or StillMotion) it jumps to progress = 1:
 * the end state carries the same information as the tween.
 */
export function useStepAnimation(key: unknown, durationMs: number, frame: (progress: number) => void) {
  const still = useContext(StillMotion);
  const clock = useContext(MotionClock);
  const latest = useRef(frame);
  // The first drawing of a view is its end state, as rendered (or prerendered): nothing moves or is written on load.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    latest.current = frame;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` restarts the animation on purpose
  useLayoutEffect(() => {
    const draw = latest.current;
    const first = !mounted.current;
    mounted.current = true;
    // A held clock draws its own progress, the first drawing too: nothing runs, nothing moves on the page.
    if (clock !== null) {
      draw(durationMs <= 0 ? 1 : clock);
      return;
    }
    // A first drawing renders the end state itself (ArtifactTrain, MrPanel): nothing to write.
    if (first) return;
    if (still || reducedMotion() || durationMs <= 0) {
      draw(1);
      return;
    }
    draw(0);
    let raf = 0;
    const start = performance.now();
    const ended = motionStarted();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      latest.current(progress);
      if (progress < 1) raf = requestAnimationFrame(tick);
      else ended();
    };
    raf = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(raf);
      ended();
    };
  }, [key, durationMs, still, clock]);
}

/** Animation length: most of a step at the current playback speed, never longer than 1.1 s. */
export const animationMs = (speed: number) => Math.round(Math.min(1100, 1100 / Math.max(0.5, speed)));
