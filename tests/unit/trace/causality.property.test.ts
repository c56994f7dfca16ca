// The exchange is causal, in every scenario: nothing starts before what it waits for has ended (plus the hop
// between them), nothing is acknowledged before it arrives, nothing is placed before its address is known, and
// the pcap's timestamps agree across the two links.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { causalEvents } from '../../../src/sim/trace/events/causalEvents';
import type { Trace } from '../../../src/sim/trace/types';
import { arbAnyScenario, arbRxeScenario, scenarioJson } from '../support/arbScenarios';
import { answerErrors, causalityErrors, decodeRecords, orderErrors, pcapErrors } from '../support/causalityChecks';
import { propertyRuns } from '../support/propertyRuns';
import { scenario } from './helpers';

const RUNS = propertyRuns();

const report = (t: Trace, errors: string[]) => (errors.length ? `${scenarioJson(t.scenario)}\n${errors.slice(0, 8).join('\n')}` : '');

describe('the exchange is causal', () => {
  it(`over ${RUNS} random scenarios (a card's and soft-RoCE's): causes precede effects, answers follow what they answer, data waits for its address`, () => {
    fc.assert(
      fc.property(fc.oneof(arbAnyScenario, arbRxeScenario), (s) => {
        const t = buildTrace(s);
        const ev = causalEvents(t.plan, t.timeline);
        const errors = [...causalityErrors(ev), ...answerErrors(t, ev), ...orderErrors(t, ev)];
        expect(report(t, errors)).toBe('');
      }),
      { numRuns: RUNS },
    );
  });

  it('the two cases the review found: a SEND lands after its receive WQE; a lost last packet is ACKed after it is resent', () => {
    const send = buildTrace(scenario({ op: 'send' }));
    const at = (id: string) => send.steps.find((x) => x.id === id);
    expect((at('B1.recv-wqe')?.endNs ?? 0) <= (at('B2.translate')?.startNs ?? 0)).toBe(true);
    expect((at('ACK.send')?.startNs ?? 0) >= (at('B1.recv-wqe')?.endNs ?? Number.POSITIVE_INFINITY)).toBe(true);
    const drop = buildTrace(scenario({ messageBytes: 4096, pathMtu: 1024, fault: 'drop:4', ackTimeout: 8 }));
    const recs = decodeRecords(drop);
    const resent = recs.filter((r) => r.fromA && r.off === 3)[1];
    const acks = recs.filter((r) => !r.fromA);
    expect(acks.map((r) => r.off)).toEqual([2, 2, 2, 3]);
    expect(acks[3].t).toBeGreaterThan(resent.t);
    expect(pcapErrors(drop)).toEqual([]);
  });
});
