import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import type { Scenario } from '../../../src/sim/scenario/types';
import { buildTrace } from '../../../src/sim/trace/buildTrace';

/** A valid scenario from URL-style keys (fails loudly when the test asks for an invalid one). */
export function scenario(input: Record<string, unknown> = {}): Scenario {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r.scenario;
}

export const GiB = 2 ** 30;
export const traceFor = (input: Record<string, unknown> = {}) => buildTrace(scenario(input));
