import { type ReactNode, useEffect, useState } from 'react';
import { afterNextPaint } from '../../store/AfterPaintSim';
import { firstViewCommitted } from './readiness';

/**
 * The part of a panel below its first screen: when the reader opens the panel, it renders one painted frame after
 * the rest, so the panel's first screen shows without waiting for it (a first open of the timing tab was 175 ms of
 * one task at CPU throttling 4×). In a server render, and in the page's first view (hydration), it renders at once,
 * so the prerendered HTML and the server-rendered tests hold the whole panel.
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !firstViewCommitted());
  useEffect(() => (shown ? undefined : afterNextPaint(() => setShown(true))), [shown]);
  return shown ? children : null;
}
