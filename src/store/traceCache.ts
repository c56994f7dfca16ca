import { buildTrace } from '../sim/trace/buildTrace';
import { buildMythTrace, mythFigures, mythIndexForReal, mythScenarioOf, realIndexForMyth, type MythFigures } from '../sim/misconception';
import { provideEngine } from './engine';
import { scenarioError } from '../sim/scenario/parseScenario';
import type { Trace } from '../sim/trace/types';
import type { Scenario } from '../sim/scenario/types';

/**
 * Traces are derived from the scenario, never stored: one build per scenario
 * object, shared by every component and every store instance that holds it.
 */
const real = new WeakMap<Scenario, Trace>();
const myth = new WeakMap<Scenario, Trace>();
const figures = new WeakMap<Scenario, MythFigures>();

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
    t = buildMythTrace(s, traceOf(mythScenarioOf(s)));
    myth.set(s, t);
  }
  return t;
}

/** The misconception's failure figures for the scenario (one object per scenario: a stable selection). */
export function mythFiguresOf(s: Scenario): MythFigures {
  let f = figures.get(s);
  if (!f) {
    f = mythFigures(mythScenarioOf(s), traceOf(mythScenarioOf(s)));
    figures.set(s, f);
  }
  return f;
}

/** The trace on screen: the real one, or the misconception's when the toggle is on. */
export function activeTraceOf(d: { scenario: Scenario; misconception: boolean }): Trace {
  return d.misconception ? mythTraceOf(d.scenario) : traceOf(d.scenario);
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

/** The learner's place across the misconception toggle: each myth step names the real step it stands in for. */
export function placeAcross(scenario: Scenario, stepIndex: number, toMyth: boolean): number {
  const r = traceOf(scenario);
  const m = mythTraceOf(scenario);
  return toMyth ? mythIndexForReal(r, m, stepIndex) : realIndexForMyth(r, m, stepIndex);
}

// Importing the traces hands them to the store (which does not import the core itself).
provideEngine({ traceOf, activeTraceOf, traceProblem, placeAcross, scenarioError });
