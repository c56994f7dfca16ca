import {
  type CompareRow,
  compareRows,
  type Divergence,
  firstDivergence,
  type MisconceptionFigures,
  misconceptionIndexForReal,
  type ZeroCopyComparison,
  zeroCopy,
} from '../../sim/misconception';
import type { Scenario } from '../../sim/scenario/types';
import type { Step, Trace } from '../../sim/trace/types';
import type { SimState } from '../../store/createSimStore';
import { selectStep } from '../../store/selectors';
import { misconceptionFiguresOf, misconceptionTraceOf, traceOf } from '../../store/traceCache';

/** Everything the misconception views derive from one scenario. */
export interface MisconceptionView {
  real: Trace;
  misconception: Trace;
  figures: MisconceptionFigures;
  compare: CompareRow[];
  divergence: Divergence;
  zeroCopy: ZeroCopyComparison;
}

// Derived, never stored: one build per scenario object, like the store's traceCache.
const cache = new WeakMap<Scenario, MisconceptionView>();

export function misconceptionViewOf(s: Scenario): MisconceptionView {
  let v = cache.get(s);
  if (!v) {
    // The traces and figures come from the store's cache: built once, shared with the views.
    const real = traceOf(s);
    const figures = misconceptionFiguresOf(s);
    v = {
      real,
      misconception: misconceptionTraceOf(s),
      figures,
      compare: compareRows(s, real, figures),
      divergence: firstDivergence(s, real),
      zeroCopy: zeroCopy(s, real),
    };
    cache.set(s, v);
  }
  return v;
}

export const selectMisconceptionView = (s: SimState): MisconceptionView => misconceptionViewOf(s.scenario);

/**
 * The misconception step to explain: the current step itself once the store shows the
 * misconception trace, otherwise the misconception step standing in for the current real step.
 */
export const selectMisconceptionStep = (s: SimState): Step => {
  const step = selectStep(s);
  const v = misconceptionViewOf(s.scenario);
  if (step.view.misconception) return step;
  return v.misconception.steps[misconceptionIndexForReal(v.real, v.misconception, step.index)];
};
