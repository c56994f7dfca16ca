import { buildTrace } from '../sim/trace/buildTrace';
import { buildMythTrace } from '../sim/misconception';
import type { Trace } from '../sim/trace/types';
import type { Scenario } from '../sim/scenario/types';

/**
 * Traces are derived from the scenario, never stored: one build per scenario
 * object, shared by every component and every store instance that holds it.
 */
const real = new WeakMap<Scenario, Trace>();
const myth = new WeakMap<Scenario, Trace>();

export function traceOf(s: Scenario): Trace {
  let t = real.get(s);
  if (!t) {
    t = buildTrace(s);
    real.set(s, t);
  }
  return t;
}

/** The misconception's imagined trace for the same scenario. */
export function mythTraceOf(s: Scenario): Trace {
  let t = myth.get(s);
  if (!t) {
    t = buildMythTrace(s, traceOf(s));
    myth.set(s, t);
  }
  return t;
}

/** The trace on screen: the real one, or the misconception's when the toggle is on. */
export function activeTraceOf(d: { scenario: Scenario; misconception: boolean }): Trace {
  return d.misconception ? mythTraceOf(d.scenario) : traceOf(d.scenario);
}
