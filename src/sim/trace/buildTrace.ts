import { machineOf, type Scenario } from '../scenario/types';
import { buildWqe } from './artifacts/wqe';
import { traceContext } from './context';
import { makePlan } from './plan';
import { rxeStepSpecs } from './rxe/rxeSteps';
import { stepsFromSpecs } from './stepSpec';
import { exchangeSteps } from './steps/exchangeSteps';
import { postSteps } from './steps/postSteps';
import { setupSteps } from './steps/setupSteps';
import { stepSources } from './text/stepSources';
import { makeTimeline } from './timeline';
import type { Trace } from './types';

/**
 * Computes the whole story of one operation (WRITE, WRITE with immediate,
 * READ or SEND, under at most one fault) from a validated scenario:
 * every step, its artifacts (built on demand), its timing and the state after
 * it. Pure and deterministic: the same scenario gives the same trace, in any
 * language (the text is messages, formatted by the views).
 */
export function buildTrace(s: Scenario): Trace {
  const plan = makePlan(s);
  const wqe = buildWqe(plan);
  const t = makeTimeline(plan);
  const c = traceContext(plan, t, wqe);
  // Each step cites the public sources its role rests on (text/stepSources.ts).
  const machine = machineOf(s.preset);
  const hardware = [...setupSteps(c), ...postSteps(c), ...exchangeSteps(c)];
  // soft-RoCE retells the same exchange, on the same clock, with the machine that does each step (src/sim/trace/rxe).
  const told = machine === 'rxe' ? rxeStepSpecs(c, hardware) : hardware;
  const specs = told.map((spec) => (spec.text.sources ? spec : { ...spec, text: { ...spec.text, sources: stepSources(spec.role, s) } }));
  const steps = stepsFromSpecs(specs);
  return { scenario: s, machine, steps, plan, timeline: t };
}
