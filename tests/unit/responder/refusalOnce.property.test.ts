// The check that refuses a request is decided once (src/sim/trace/responder/memoryChecks.ts): the exchange's
// refusal and the checks table B shows name the same check, in every scenario.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { arbAnyScenario } from '../support/arbScenarios';
import { propertyRuns } from '../support/propertyRuns';

const MEMORY = new Set(['rkey', 'pd', 'mr-access', 'bounds']);

describe('the refusing check is decided once', () => {
  it('over 500 random scenarios, the exchange refuses exactly when the checks table fails a memory check, and names it', () => {
    fc.assert(
      fc.property(arbAnyScenario, (s) => {
        const t = buildTrace(s);
        const outcome = t.plan.exchange.outcome;
        const failed = t.steps.flatMap((st) => st.checks ?? []).find((c) => MEMORY.has(c.id) && c.verdict === 'fail');
        expect(outcome.kind === 'remote-access-error' ? outcome.check : null).toBe(failed?.id ?? null);
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
