import {
  buildMisconceptionTrace,
  type MisconceptionFigures,
  misconceptionFigures,
  misconceptionIndexForReal,
  misconceptionScenarioOf,
  realIndexForMisconception,
} from '../sim/misconception';
import { scenarioError } from '../sim/scenario/parseScenario';
import type { Scenario } from '../sim/scenario/types';
import { buildTrace } from '../sim/trace/buildTrace';
import type { Trace } from '../sim/trace/types';
import type { TraceEngine } from './engine';

/**
 * Traces are derived from the scenario, never stored: one build per scenario
 * object, shared by every component and every store instance that holds it.
 */
const real = new WeakMap<Scenario, Trace>();
const misconception = new WeakMap<Scenario, Trace>();
const figures = new WeakMap<Scenario, MisconceptionFigures>();

export function traceOf(s: Scenario): Trace {
  let t = real.get(s);
  if (!t) {
    t = buildTrace(s);
    real.set(s, t);
  }
  return t;
}

/** The misconception's imagined trace for the same scenario. */
export function misconceptionTraceOf(s: Scenario): Trace {
  let t = misconception.get(s);
  if (!t) {
    t = buildMisconceptionTrace(s, traceOf(misconceptionScenarioOf(s)));
    misconception.set(s, t);
  }
  return t;
}

/** The misconception's failure figures for the scenario (one object per scenario: a stable selection). */
export function misconceptionFiguresOf(s: Scenario): MisconceptionFigures {
  let f = figures.get(s);
  if (!f) {
    f = misconceptionFigures(misconceptionScenarioOf(s), traceOf(misconceptionScenarioOf(s)));
    figures.set(s, f);
  }
  return f;
}

/** The trace on screen: the real one, or the misconception's when the toggle is on. */
export function activeTraceOf(d: { scenario: Scenario; misconception: boolean }): Trace {
  return d.misconception ? misconceptionTraceOf(d.scenario) : traceOf(d.scenario);
}

/** The error a scenario's trace would throw while being built, or null when it builds (every step's first artifact is built too). */
export function traceProblem(d: { scenario: Scenario; misconception: boolean }): string | null {
  try {
    const t = activeTraceOf(d);
    for (const step of t.steps) for (const set of step.artifacts) if (set.count > 0) set.at(0);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** The learner's place across the misconception toggle: each misconception step names the real step it stands in for. */
export function placeAcross(scenario: Scenario, stepIndex: number, toMisconception: boolean): number {
  const r = traceOf(scenario);
  const m = misconceptionTraceOf(scenario);
  return toMisconception ? misconceptionIndexForReal(r, m, stepIndex) : realIndexForMisconception(r, m, stepIndex);
}

/** The engine a store is given (createSimStore): these functions, over the traces derived here. */
export const engine: TraceEngine = { traceOf, activeTraceOf, traceProblem, placeAcross, scenarioError };
