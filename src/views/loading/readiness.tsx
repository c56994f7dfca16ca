import { type ReactNode, useEffect, useLayoutEffect } from 'react';

/**
 * Whether the page shows what it was asked for, on `<html data-ready>`: "true" once the first render has committed
 * and no Suspense fallback is on screen (no chunk still loading), "false" while one is. The end-to-end tests wait on
 * it (and on `data-motion`) instead of sleeping; nothing in the app reads it.
 */
let pending = 0;
let committed = false;

const mark = () => {
  if (committed && typeof document !== 'undefined') document.documentElement.dataset.ready = pending === 0 ? 'true' : 'false';
};

/** A Suspense fallback: it counts as "not ready" for as long as it is on screen. */
export function Pending({ children = null }: { children?: ReactNode }) {
  useLayoutEffect(() => {
    pending++;
    mark();
    return () => {
      pending--;
      mark();
    };
  }, []);
  return children;
}

/** Whether the page's first render has committed: what mounts later is a panel opened by the reader, not the hydration. */
export const firstViewCommitted = () => committed;

/** Called once by the page's primary instance: from its first commit on, readiness is reported. */
export function useReportReadiness(primary: boolean) {
  useEffect(() => {
    if (!primary) return;
    committed = true;
    mark();
  }, [primary]);
}
