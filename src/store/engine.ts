import type { Msg } from '../i18n/msg';
import type { Scenario, ScenarioError } from '../sim/scenario/types';
import type { Trace } from '../sim/trace/types';

/**
 * What the store needs from the simulation core. The core is not in the first
 * chunk the page loads: the first view is prerendered HTML, and the core comes
 * with the drawings that use it (see src/views/shell/explorer). Until it has loaded,
 * actions that need a trace wait for it (`withEngine`); nothing is dropped.
 */
export interface TraceEngine {
  traceOf(s: Scenario): Trace;
  activeTraceOf(d: { scenario: Scenario; misconception: boolean }): Trace;
  /** The error a scenario's trace would throw while being built, or null. */
  traceProblem(d: { scenario: Scenario; misconception: boolean }): string | null;
  /** The step index that keeps the learner's place when the misconception toggles. */
  placeAcross(scenario: Scenario, stepIndex: number, toMisconception: boolean): number;
  /** An error naming a field, its value and what is allowed (sim/scenario/parseScenario). */
  scenarioError(field: string, raw: unknown, allowed: Msg): ScenarioError;
}

let engine: TraceEngine | null = null;
const waiting: ((e: TraceEngine) => void)[] = [];

/** Called once by the module that holds the core (store/traceCache). */
export function provideEngine(e: TraceEngine): void {
  engine = e;
  for (const f of waiting.splice(0)) f(e);
}

/** Runs `f` now when the core has loaded, else as soon as it has (in the order asked). */
export function withEngine(f: (e: TraceEngine) => void): void {
  if (engine) f(engine);
  else waiting.push(f);
}
