import { capturedTrace } from '../sim/capture/walk/capturedTrace';
import type { CaptureWalk } from '../sim/capture/walk/captureWalk';
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
const walks = new WeakMap<CaptureWalk, Trace>();

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

/** A message of the reader's capture walked: its packets, and the model of the scenario they imply around them. */
export function walkTraceOf(w: CaptureWalk): Trace {
  let t = walks.get(w);
  if (!t) {
    t = capturedTrace(traceOf(w.scenario), w);
    walks.set(w, t);
  }
  return t;
}

/** The trace on screen: the real one, the misconception's when the toggle is on, or a capture's walk when one is open. */
export function activeTraceOf(d: { scenario: Scenario; misconception: boolean; walk?: CaptureWalk | null }): Trace {
  if (d.misconception) return misconceptionTraceOf(d.scenario);
  return d.walk ? walkTraceOf(d.walk) : traceOf(d.scenario);
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
