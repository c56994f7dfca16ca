import { type ReactNode, useEffect, useState } from 'react';
import { afterNextPaint } from './AfterPaint';
import { firstViewCommitted } from './readiness';

/**
 * False in the component's first painted frame when it mounts after the page's first view, true from the frame after:
 * a panel the reader opens draws its first screen first and the rest one painted frame later (a first open of the
 * timing tab was 175 ms of one task at CPU throttling 4×). In a server render, and in the page's first view
 * (hydration), it is true at once, so the prerendered HTML and the server-rendered tests hold the whole panel.
 */
export function usePastFirstFrame(): boolean {
  const [past, setPast] = useState(() => !firstViewCommitted());
  useEffect(() => (past ? undefined : afterNextPaint(() => setPast(true))), [past]);
  return past;
}

/** The part of a panel below its first screen, rendered one painted frame after the rest (see `usePastFirstFrame`). */
export function Later({ children }: { children: ReactNode }) {
  return usePastFirstFrame() ? children : null;
}
