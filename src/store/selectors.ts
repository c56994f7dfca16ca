import { misconceptionScenarioOf } from '../sim/misconception/misconceptionTrace';
import { counterpartScenario } from '../sim/trace/rxe/counterpart';
import { compareMachines } from '../sim/trace/rxe/machineComparison';
import type { Trace } from '../sim/trace/types';
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
/** The real trace and the same transfer on the other machine (ConnectX or soft-RoCE), hardware first. */
export const selectMachinePair = (s: SimState) => {
  const here = traceOf(s.scenario);
  const there = traceOf(counterpartScenario(s.scenario));
  return here.machine === 'hca' ? { hca: here, rxe: there } : { hca: there, rxe: here };
};
/** The two machines' work for this transfer, read from the two traces (one object per pair of traces). */
const comparisons = new WeakMap<object, ReturnType<typeof compareMachines>>();
export const selectMachineComparison = (s: SimState) => comparisonOf(selectMachinePair(s));
/** The same for the plain WRITE the misconception stands beside (its zero-copy table). */
export const selectWriteMachineComparison = (s: SimState) => {
  const hw = misconceptionScenarioOf(s.scenario);
  return comparisonOf({ hca: traceOf(hw), rxe: traceOf(counterpartScenario(hw)) });
};
function comparisonOf({ hca, rxe }: { hca: Trace; rxe: Trace }) {
  let c = comparisons.get(rxe);
  if (!c) {
    c = compareMachines(hca, rxe);
    comparisons.set(rxe, c);
  }
  return c;
}
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
