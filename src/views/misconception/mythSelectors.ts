import type { SimState } from '../../store/createSimStore';
import { selectStep } from '../../store/selectors';
import { mythFiguresOf, mythTraceOf, traceOf } from '../../store/traceCache';
import type { Scenario } from '../../sim/scenario/types';
import type { Step, Trace } from '../../sim/trace/types';
import {
  compareRows,
  firstDivergence,
  mythIndexForReal,
  zeroCopy,
  type CompareRow,
  type Divergence,
  type MythFigures,
  type ZeroCopyComparison,
} from '../../sim/misconception';

/** Everything the misconception views derive from one scenario. */
export interface MythView {
  real: Trace;
  myth: Trace;
  figures: MythFigures;
  compare: CompareRow[];
  divergence: Divergence;
  zeroCopy: ZeroCopyComparison;
}

// Derived, never stored: one build per scenario object, like the store's traceCache.
const cache = new WeakMap<Scenario, MythView>();

export function mythViewOf(s: Scenario): MythView {
  let v = cache.get(s);
  if (!v) {
    // The traces and figures come from the store's cache: built once, shared with the views.
    const real = traceOf(s);
    const figures = mythFiguresOf(s);
    v = {
      real,
      myth: mythTraceOf(s),
      figures,
      compare: compareRows(s, real, figures),
      divergence: firstDivergence(s, real),
      zeroCopy: zeroCopy(s, real),
    };
    cache.set(s, v);
  }
  return v;
}

export const selectMythView = (s: SimState): MythView => mythViewOf(s.scenario);

/**
 * The myth step to explain: the current step itself once the store shows the
 * myth trace, otherwise the myth step standing in for the current real step.
 */
export const selectMythStep = (s: SimState): Step => {
  const step = selectStep(s);
  const v = mythViewOf(s.scenario);
  if (step.view.myth) return step;
  return v.myth.steps[mythIndexForReal(v.real, v.myth, step.index)];
};
