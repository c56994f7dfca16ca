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
