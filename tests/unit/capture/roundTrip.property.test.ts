// A capture of the app's own traffic explains back to the transfer that made it: for random model scenarios (every
// operation, fault and transport, a card's and soft-RoCE's), the exported pcap, read as a capture, reconstructs one
// connection between the scenario's QPs, one message of the scenario's operation, PSNs and size, and the resends and
// NAKs the exchange had, caused by what the exchange says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capturedPacket, isRdma } from '../../../src/sim/capture/capturedPacket';
import { type Anomaly, reconstruct } from '../../../src/sim/capture/reconstruct';
import { readPcap } from '../../../src/sim/export/pcapFile';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { PSN_MODULUS } from '../../../src/sim/ib/bth';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { RoundCause } from '../../../src/sim/trace/exchange/exchangePlan';
import type { Trace } from '../../../src/sim/trace/types';
import { arbAnyScenario, arbRxeScenario, scenarioJson } from '../support/arbScenarios';
import { propertyRuns } from '../support/propertyRuns';

/** A capture made where each packet leaves its sender: a loss on a link shows no gap here, so it reads as a timer. */
const RESEND_OF: Readonly<Record<Exclude<RoundCause, 'post'>, Anomaly['kind']>> = {
  'nak-psn': 'resend-after-nak',
  'rnr-nak': 'resend-after-rnr',
  timeout: 'resend-after-timeout',
  'response-gap': 'resend-after-timeout',
};
const KIND_OF = { write: 'write', 'write-imm': 'write-imm', read: 'read', send: 'send' } as const;

function explainErrors(t: Trace): string[] {
  const s = t.scenario;
  const file = readPcap(traceToPcap(t));
  const decoded = file.records.map((r, index) =>
    capturedPacket({
      index,
      offset: 0,
      iface: 0,
      linkType: file.linktype,
      timeNs: BigInt(r.tsNs),
      data: r.data,
      originalLength: r.data.length,
    }),
  );
  const errors: string[] = [];
  const rdma = decoded.filter(isRdma);
  if (rdma.length !== decoded.length) errors.push(`not RDMA: ${JSON.stringify(decoded.filter((d) => !isRdma(d)))}`);
  const x = reconstruct(rdma);
  if (x.connections.length !== 1) return [...errors, `${x.connections.length} connections`];
  const c = x.connections[0];
  if (c.responder.qpn !== s.qpnB) errors.push(`responder QP ${c.responder.qpn}, not ${s.qpnB}`);
  if (c.answers > 0 && c.requester.qpn !== s.qpnA) errors.push(`requester QP ${c.requester.qpn}, not ${s.qpnA}`);
  if (x.messages.length !== 1) return [...errors, `${x.messages.length} messages`];
  const m = x.messages[0];
  if (m.kind !== KIND_OF[s.op]) errors.push(`a ${m.kind}, not a ${s.op}`);
  if (m.bytes !== s.messageBytes) errors.push(`${m.bytes} B, not ${s.messageBytes}`);
  if (m.firstPsn !== s.startPsn) errors.push(`first PSN ${m.firstPsn}, not ${s.startPsn}`);
  // A READ's PSNs run through the responses B sent (none when B refused it); a write-like message's through its packets.
  const sent = s.op === 'read' ? Math.max(1, ...t.plan.exchange.rounds.map((r) => r.executed[1])) : t.plan.packets;
  const last = (s.startPsn + sent - 1) % PSN_MODULUS;
  if (m.lastPsn !== last) errors.push(`last PSN ${m.lastPsn}, not ${last}`);
  const resends = x.anomalies.filter((a) => a.kind.startsWith('resend')).map((a) => a.kind);
  const expected = t.plan.exchange.rounds.slice(1).map((r) => RESEND_OF[r.cause as Exclude<RoundCause, 'post'>]);
  if (JSON.stringify(resends) !== JSON.stringify(expected))
    errors.push(`resends ${resends.join(',')}; the exchange had ${expected.join(',')}`);
  const naks = x.anomalies.filter((a) => a.kind === 'nak' || a.kind === 'rnr-wait').length;
  const sentNaks = t.steps.filter((st) => st.role === 'nak').reduce((n, st) => n + (st.artifacts[0]?.count ?? 0), 0);
  if (naks !== sentNaks) errors.push(`${naks} NAKs read, ${sentNaks} sent`);
  return errors;
}

describe('a capture of the app’s own export explains back to its scenario', () => {
  it(`over ${propertyRuns()} random scenarios up to 256 KiB: one connection, one message, its PSNs and size, its resends and NAKs`, () => {
    fc.assert(
      fc.property(fc.oneof(arbAnyScenario, arbRxeScenario), (s) => {
        fc.pre(s.messageBytes <= 256 * 1024 && s.messageBytes / s.pathMtu <= 256);
        const errors = explainErrors(buildTrace(s));
        expect(errors.length ? `${scenarioJson(s)}\n${errors.join('\n')}` : '').toBe('');
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe('the index’s fast path (no CRC, no payload copy) reads the same headers', () => {
  it(`over ${propertyRuns(300)} random exports: every field but the ICRC verdict as the full decode`, () => {
    fc.assert(
      fc.property(fc.oneof(arbAnyScenario, arbRxeScenario), (s) => {
        fc.pre(s.messageBytes <= 64 * 1024);
        const file = readPcap(traceToPcap(buildTrace(s)));
        file.records.forEach((r, index) => {
          const rec = { index, offset: 0, iface: 0, linkType: file.linktype, timeNs: 0n, data: r.data, originalLength: r.data.length };
          const full = capturedPacket(rec);
          const fast = capturedPacket(rec, { verify: false });
          expect({ ...fast, icrcOk: true, vcrcOk: undefined }).toEqual({ ...full, icrcOk: true, vcrcOk: undefined });
        });
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
