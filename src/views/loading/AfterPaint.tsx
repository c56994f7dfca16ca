import { type ReactNode, useEffect, useState } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SimState } from '../../store/createSimStore';
import { SimViewContext, useSimView } from '../../store/SimProvider';

/**
 * Runs `fn` once the browser has painted the frame that is being prepared:
 * a rAF callback runs just before that frame's layout, and a task queued from
 * it runs after its paint.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const raf = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(raf);
    clearTimeout(timer);
  };
}

/**
 * Gives its subtree a copy of the store that takes each change `frames` painted frames after the store above it
 * (one by default). A step change re-renders every view; in one frame that was 30 ms of script and 20-25 ms of
 * layout, a long frame on every step. Delaying the heavy views spreads the same work over consecutive frames: the
 * step's text first, the drawings a frame later, the bytes a frame after them. Only what the subtree shows follows
 * the copy (useSim): its actions, and what handlers and effects read, go to the one store (see store/SimProvider.tsx).
 */
export function AfterPaint({ frames = 1, children }: { frames?: number; children: ReactNode }) {
  if (frames <= 0) return children;
  return (
    <OneFrameLater>
      <AfterPaint frames={frames - 1}>{children}</AfterPaint>
    </OneFrameLater>
  );
}

/** One frame's delay: a copy that follows the store (or the copy) above it once the browser has painted. */
function OneFrameLater({ children }: { children: ReactNode }) {
  // Nested, it follows the copy above it: one more frame later.
  const upstream = useSimView();
  const [copy] = useState<StoreApi<SimState>>(() => createStore<SimState>(() => upstream.getState()));
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const catchUp = () => {
      cancel = null;
      copy.setState(upstream.getState(), true);
    };
    // Changes between this subtree's render and this effect would otherwise wait for the next one.
    if (copy.getState() !== upstream.getState()) catchUp();
    const unsubscribe = upstream.subscribe(() => {
      cancel ??= afterNextPaint(catchUp);
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [upstream, copy]);
  return <SimViewContext.Provider value={copy}>{children}</SimViewContext.Provider>;
}
