// The pcap's timestamps are causal across the two links, in every scenario: each answer from B follows what it
// answers, each READ response its request, each retransmission what provoked it. (Its own file, so that it runs
// beside the event test on the other core.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Trace } from '../../../src/sim/trace/types';
import { arbAnyScenario, arbRxeScenario, scenarioJson } from '../support/arbScenarios';
import { pcapErrors } from '../support/causalityChecks';
import { propertyRuns } from '../support/propertyRuns';

const RUNS = propertyRuns();

const report = (t: Trace, errors: string[]) => (errors.length ? `${scenarioJson(t.scenario)}\n${errors.slice(0, 8).join('\n')}` : '');

describe('the pcap is causal', () => {
  it(`over ${RUNS} random scenarios (a card's and soft-RoCE's): the pcap's timestamps are causal across the two links`, () => {
    fc.assert(
      fc.property(fc.oneof(arbAnyScenario, arbRxeScenario), (s) => {
        const t = buildTrace(s);
        // Decoding every packet of a multi-MiB message at a small MTU costs seconds; the event test covers those.
        fc.pre(t.plan.packets <= 4096);
        expect(report(t, pcapErrors(t))).toBe('');
      }),
      { numRuns: RUNS },
    );
  });
});
