import { DEFAULT_PRESET } from '../scenario/presets';
import { NO_FAULT, type Scenario } from '../scenario/types';
import { buildTrace } from '../trace/buildTrace';
import { stepsFromSpecs } from '../trace/stepSpec';
import type { Trace } from '../trace/types';
import { misconceptionContext } from './misconceptionContext';
import { compareSpec, failureSpecs } from './misconceptionStepsFailures';
import { imaginedClock, imaginedPathSpecs } from './misconceptionStepsPath';

/**
 * The misconception as a trace of the same shape as the real one: the imagined
 * path (mapping, MOVs, TLPs, forwarding, landing, a load), then one step per
 * failure and a comparison. Plan and timeline are the real scenario's, so
 * views that need them keep working; `counterpart` names the real step each
 * misconception step stands in for. Pure and deterministic.
 */
export function buildMisconceptionTrace(s: Scenario, real: Trace = buildTrace(misconceptionScenarioOf(s))): Trace {
  const c = misconceptionContext(misconceptionScenarioOf(s), real);
  const clock = imaginedClock(c);
  const steps = stepsFromSpecs([...imaginedPathSpecs(c, clock), ...failureSpecs(c, clock.after), compareSpec(c, clock.after)]);
  return { scenario: s, machine: 'hca', steps, plan: real.plan, timeline: real.timeline };
}

const WRITE_OF = new WeakMap<Scenario, Scenario>();

/**
 * The misconception is about an RDMA WRITE: "the CPU writes B's memory through
 * the BAR". For another operation or under a fault, it is shown for the plain
 * WRITE of the same message (the same object each time, so caches hold). The misconception is about a card's
 * BAR: on soft-RoCE, which has none, it is shown beside a ConnectX card's WRITE; with GPU memory, beside the same
 * WRITE between host memories.
 */
export function misconceptionScenarioOf(s: Scenario): Scenario {
  if (s.op === 'write' && s.fault.kind === 'none' && s.preset !== 'rxe' && s.memA === 'host' && s.memB === 'host' && s.initiator === 'cpu')
    return s;
  let w = WRITE_OF.get(s);
  if (!w) {
    // Host memory on both sides: the misconception is about host B's RAM behind a BAR (GPU memory is its own story).
    w = {
      ...s,
      op: 'write',
      fault: NO_FAULT,
      post: s.post,
      preset: s.preset === 'rxe' ? DEFAULT_PRESET : s.preset,
      memA: 'host',
      memB: 'host',
    };
    WRITE_OF.set(s, w);
  }
  return w;
}
