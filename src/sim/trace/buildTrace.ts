import type { Scenario } from '../scenario/types';
import { EN, type Narrator } from '../narrative/en';
import type { TimingParams } from '../timing/timingModel';
import { makePlan } from './plan';
import { makeTimeline } from './timeline';
import type { Trace } from './types';
import { stepsFromSpecs } from './stepSpec';
import { buildWqe } from './artifacts/wqe';
import { setupSteps } from './steps/setupSteps';
import { hostASteps } from './steps/hostASteps';
import { remoteSteps } from './steps/remoteSteps';

/**
 * Computes the whole story of one RDMA WRITE from a validated scenario:
 * every step, its artifacts (built on demand), its timing and the state after
 * it. Pure and deterministic: the same scenario gives the same trace.
 */
export function buildTrace(s: Scenario, opts: { narrator?: Narrator; timing?: TimingParams } = {}): Trace {
  const plan = makePlan(s, opts.timing);
  const t = makeTimeline(plan);
  const wqe = buildWqe(plan);
  const N = opts.narrator ?? EN;
  const steps = stepsFromSpecs([...setupSteps(plan, wqe, N), ...hostASteps(plan, t, wqe, N), ...remoteSteps(plan, t, wqe, N)]);
  return { scenario: s, steps, plan, timeline: t };
}
