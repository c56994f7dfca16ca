import type { Msg } from '../i18n/msg';
import type { CaptureWalk } from '../sim/capture/walk/captureWalk';
import type { Scenario, ScenarioError } from '../sim/scenario/types';
import type { Trace } from '../sim/trace/types';

/**
 * What the store needs from the simulation core. A store is given its engine when it is created
 * (createSimStore(init, engine)): the real one (store/traceCache), or a promise of it while the page's second chunk
 * loads (store/loadEngine). Until a promised engine is there, actions that need a trace wait for it, in the order
 * asked; nothing is dropped, and nothing is wired through a module's side effect.
 */
export interface TraceEngine {
  traceOf(s: Scenario): Trace;
  activeTraceOf(d: { scenario: Scenario; misconception: boolean; walk?: CaptureWalk | null }): Trace;
  /** The error a scenario's trace would throw while being built, or null. */
  traceProblem(d: { scenario: Scenario; misconception: boolean }): string | null;
  /** The step index that keeps the learner's place when the misconception toggles. */
  placeAcross(scenario: Scenario, stepIndex: number, toMisconception: boolean): number;
  /** An error naming a field, its value and what is allowed (sim/scenario/parseScenario). */
  scenarioError(field: string, raw: unknown, allowed: Msg): ScenarioError;
}

/** One store's way to its engine: run an action now when the engine is there, else as soon as it is. */
export interface EngineGate {
  run(f: (e: TraceEngine) => void): void;
  /** Resolves once the engine is there (at once for an engine given as it is). */
  ready: Promise<void>;
}

export function engineGate(source: TraceEngine | Promise<TraceEngine>): EngineGate {
  if (!(source instanceof Promise)) return { run: (f) => f(source), ready: Promise.resolve() };
  let engine: TraceEngine | null = null;
  const waiting: ((e: TraceEngine) => void)[] = [];
  const ready = source.then((e) => {
    engine = e;
    for (const f of waiting.splice(0)) f(e);
  });
  return {
    run: (f) => {
      if (engine) f(engine);
      else waiting.push(f);
    },
    ready,
  };
}
