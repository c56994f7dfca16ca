import type { Frame, Page } from 'playwright-core';

/**
 * Waits until the page shows what it was asked for and nothing moves: the app marks `<html data-ready>` "true"
 * once no chunk is still loading (src/views/loading/readiness.tsx) and `<html data-motion>` "running" while a step's
 * tween plays (src/views/shared/hooks/motionState.ts). A first drawing never moves. Tests wait on this before they look at
 * a picture or a position, never on a fixed sleep.
 */
export async function settled(p: Page | Frame): Promise<void> {
  await p.waitForFunction(
    () => document.documentElement.dataset.ready === 'true' && document.documentElement.dataset.motion !== 'running',
    undefined,
    { timeout: 10_000 },
  );
}

/** Two animation frames: whatever a click started has been drawn at least once. */
export async function nextFrames(p: Page | Frame): Promise<void> {
  await p.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}
