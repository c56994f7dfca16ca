import type { TraceEngine } from '../engine';
import type { ArtifactCursor } from '../vocabularies';
import type { SimState } from './types';

export const clamp = (i: number, n: number) => Math.max(0, Math.min(n - 1, i));

/** Where the bytes panel opens on a step: the artifact the step's text is about (its view hint), else the first. */
export function focusOf(e: TraceEngine, d: Pick<SimState, 'scenario' | 'misconception'>, index: number): ArtifactCursor {
  return e.activeTraceOf(d).steps[index]?.view.focus ?? { set: 0, item: 0 };
}

/** Steps in the trace the store shows (the real one, or the misconception's). */
export const stepCount = (e: TraceEngine, s: SimState) => e.activeTraceOf(s).steps.length;

/**
 * Where the walk starts: step 0, or with the setup folded (`setup=0`) the first step after it, in every mode.
 * A deep link into the setup still opens there; only stepping back, restarting and replaying stop at this floor.
 */
export function walkStart(e: TraceEngine, s: SimState): number {
  return s.showSetup ? 0 : firstAfterSetup(e, s);
}

/** The first step after the setup (A1's first in the real trace). */
export function firstAfterSetup(e: TraceEngine, s: Pick<SimState, 'scenario' | 'misconception'>): number {
  return Math.max(
    0,
    e.activeTraceOf(s).steps.findIndex((x) => x.phase !== 'SETUP'),
  );
}
