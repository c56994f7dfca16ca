import { buildTrace } from '../sim/trace/buildTrace';
import type { Trace } from '../sim/trace/types';
import type { Scenario } from '../sim/scenario/types';

/**
 * The trace is derived from the scenario, never stored: one build per scenario
 * object, shared by every component and every store instance that holds it.
 */
const cache = new WeakMap<Scenario, Trace>();

export function traceOf(s: Scenario): Trace {
  let t = cache.get(s);
  if (!t) {
    t = buildTrace(s);
    cache.set(s, t);
  }
  return t;
}
