import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import type { Scenario } from '../../../src/sim/scenario/types';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Step, Trace } from '../../../src/sim/trace/types';
import { en } from '../support/en';

/** A valid scenario from URL-style keys (fails loudly when the test asks for an invalid one). */
export function scenario(input: Record<string, unknown> = {}): Scenario {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.errors.map((e) => en(e.message)).join('; '));
  return r.scenario;
}

export const GiB = 2 ** 30;
export const traceFor = (input: Record<string, unknown> = {}) => buildTrace(scenario(input));

/** A step of a trace by its id (tests name steps by id; the views never do). */
export function stepById(trace: Trace, id: string): Step {
  const step = trace.steps.find((s) => s.id === id);
  if (!step) throw new Error(`no step ${id}`);
  return step;
}
