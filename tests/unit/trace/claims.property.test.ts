// Every sentence a step shows states only what its trace says: each message a step shows is declared (a fact
// about this trace with its predicate, a general truth, or a label), and each fact holds in the trace it is
// shown in, over random scenarios of every operation, fault and transport.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MsgKey } from '../../../src/i18n/en';
import { buildMisconceptionTrace } from '../../../src/sim/misconception';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { shownMessages } from '../../../src/sim/trace/claims/collect';
import { CLAIMS, duplicateClaims } from '../../../src/sim/trace/claims/registry';
import { stepFacts } from '../../../src/sim/trace/claims/stepFacts';
import type { Trace } from '../../../src/sim/trace/types';
import { arbAnyScenario, arbRxeScenario, scenarioJson } from '../support/arbScenarios';
import { propertyRuns } from '../support/propertyRuns';

const RUNS = propertyRuns();

/** What is wrong with the sentences of a trace: undeclared messages, and facts shown where they are false. */
function claimErrors(t: Trace): string[] {
  const errors: string[] = [];
  for (const step of t.steps) {
    // A step's facts are computed once, for all the sentences it shows.
    let facts: ReturnType<typeof stepFacts> | undefined;
    const factsOf = () => {
      facts ??= stepFacts(t, step);
      return facts;
    };
    for (const { msg: m } of shownMessages(step)) {
      const claim = CLAIMS[m.key as MsgKey];
      if (!claim) {
        errors.push(`${step.id}: ${m.key} states something and declares no claim`);
        continue;
      }
      if (claim.kind === 'trace' && !claim.holds(factsOf())) errors.push(`${step.id}: ${m.key} is shown where it is false`);
    }
  }
  return errors;
}

describe('every sentence is true in its trace', () => {
  it('no message is declared twice', () => {
    expect(duplicateClaims()).toEqual([]);
  });

  it(`over ${RUNS} random scenarios (a card's and soft-RoCE's), every message a step shows is declared, and every fact it states holds`, () => {
    fc.assert(
      fc.property(fc.oneof(arbAnyScenario, arbRxeScenario), (s) => {
        const errors = claimErrors(buildTrace(s));
        expect(errors.length ? `${scenarioJson(s)}\n${[...new Set(errors)].slice(0, 12).join('\n')}` : '').toBe('');
      }),
      { numRuns: RUNS },
    );
  });

  it('the misconception trace too, for every operation and size', () => {
    fc.assert(
      fc.property(arbAnyScenario, (s) => {
        const errors = claimErrors(buildMisconceptionTrace(s));
        expect(errors.length ? `${scenarioJson(s)}\n${[...new Set(errors)].slice(0, 12).join('\n')}` : '').toBe('');
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
