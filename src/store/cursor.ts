import type { Scenario } from '../sim/scenario/types';
import type { Trace } from '../sim/trace/types';
import type { ArtifactCursor } from './vocabularies';

/** The artifact the reader picked in the bytes panel, and the step (of this scenario and mode) it was picked on. */
export interface CursorPick {
  stepIndex: number;
  misconception: boolean;
  scenario: Scenario;
  cursor: ArtifactCursor;
}

const FIRST: ArtifactCursor = { set: 0, item: 0 };

/**
 * The artifact the bytes panel shows, derived, never stored: the reader's pick while they stay on the step they
 * picked it on, else the artifact the step's text is about (its view hint), else the first. Every move of the
 * position is therefore right without touching it.
 */
export function cursorOf(
  trace: Trace,
  s: { stepIndex: number; misconception: boolean; scenario: Scenario; cursorPick: CursorPick | null },
): ArtifactCursor {
  const p = s.cursorPick;
  if (p && p.stepIndex === s.stepIndex && p.misconception === s.misconception && p.scenario === s.scenario) return p.cursor;
  return trace.steps[s.stepIndex]?.view.focus ?? FIRST;
}
