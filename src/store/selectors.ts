import type { SimState } from './createSimStore';
import { cursorOf } from './cursor';
import { activeTraceOf, traceOf } from './traceCache';
import { walkStartOf } from './walk';

/** Module-scope selectors: stable functions, derived data computed from the state. */
export * from './stateSelectors';

/** The trace on screen (the misconception's when its toggle is on). */
export const selectTrace = (s: SimState) => activeTraceOf(s);
/** Always the real trace: exports and the truth side of comparisons. */
export const selectRealTrace = (s: SimState) => traceOf(s.scenario);
export const selectSteps = (s: SimState) => activeTraceOf(s).steps;
export const selectStep = (s: SimState) => {
  const steps = activeTraceOf(s).steps;
  return steps[Math.min(s.stepIndex, steps.length - 1)];
};
export const selectStepCount = (s: SimState) => activeTraceOf(s).steps.length;
/** The first step Back can reach: 0, or with the setup folded the first step after it. */
export const selectWalkStart = (s: SimState) => walkStartOf(activeTraceOf(s), s.showSetup);
/** The artifact the bytes panel shows: the reader's pick on this step, else what the step is about (store/cursor.ts). */
export const selectCursor = (s: SimState) => cursorOf(activeTraceOf(s), s);

/*
 * No selector returns a built artifact: ArtifactSet.at(i) builds a new object per
 * call, which would re-render a subscriber forever. Views select the step and the
 * cursor and build the artifact in a useMemo.
 */
