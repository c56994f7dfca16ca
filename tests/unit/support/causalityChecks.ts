// Checks of a trace's causality: its causal events against their causes, its answers against what B holds, its
// placements against their addresses, and its pcap against itself. Shared by the property test and by hand runs.
import { tracePacketStream } from '../../../src/sim/export/tracePcap';
import { PSN_MODULUS } from '../../../src/sim/ib/bth';
import { RC_OP } from '../../../src/sim/ib/opcodes';
import { decodeIbPacket } from '../../../src/sim/ib/packet';
import { decodeRoceV2Packet } from '../../../src/sim/roce/roceV2Packet';
import type { CausalEvent } from '../../../src/sim/trace/events/causalEvents';
import type { Trace } from '../../../src/sim/trace/types';

/** Rounding of closed forms in ns. */
export const EPS = 1e-6;

/** Every way an event could break causality, as lines a failure report prints. */
export function causalityErrors(events: readonly CausalEvent[]): string[] {
  const byId = new Map(events.map((e) => [e.id, e]));
  const errors: string[] = [];
  for (const e of events) {
    if (!(e.end + EPS >= e.start)) errors.push(`${e.id} ends before it starts (${e.start} → ${e.end})`);
    for (const c of e.causes) {
      const cause = byId.get(c.id);
      if (!cause) {
        errors.push(`${e.id} names an unknown cause ${c.id}`);
        continue;
      }
      const from = c.from === 'start' ? cause.start : cause.end;
      if (e.start + EPS < from + c.hopNs) errors.push(`${e.id} starts at ${e.start}, before its cause ${c.id} (${from} + ${c.hopNs})`);
    }
  }
  return errors;
}

/** What the answers say against what B has: each answers packets B has checked, with the PSN they imply. */
export function answerErrors(trace: Trace, events: readonly CausalEvent[]): string[] {
  const errors: string[] = [];
  const checks = events.filter((e) => e.kind === 'check' && e.host === 'B');
  // Indexed by packet, so that a multi-MiB message at a small MTU costs linear time, not quadratic.
  const n = trace.plan.packets;
  const byPacket = new Map<number, CausalEvent[]>();
  for (const c of checks) byPacket.set(c.packet as number, [...(byPacket.get(c.packet as number) ?? []), c]);
  const firstExecEnd = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  const firstExecRound = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  for (const c of checks) {
    const k = c.packet as number;
    if (!c.executed || k > n) continue;
    firstExecEnd[k] = Math.min(firstExecEnd[k], c.end);
    if (c.round !== null) firstExecRound[k] = Math.min(firstExecRound[k], c.round);
  }
  const executedBy = (k: number, t: number) => k <= n && firstExecEnd[k] <= t + EPS;
  // For each round R: the latest first execution among the packets up to k executed in a round <= R.
  const roundCount = trace.plan.exchange.rounds.length;
  const latestUpTo = Array.from({ length: roundCount }, (_, r) => {
    const out = new Array<number>(n + 1);
    for (let k = 0, m = Number.NEGATIVE_INFINITY; k <= n; k++) out[k] = m = firstExecRound[k] <= r ? Math.max(m, firstExecEnd[k]) : m;
    return out;
  });
  for (const a of events.filter((e) => e.kind === 'answer-depart')) {
    const ans = a.answer;
    if (!ans) continue;
    const trig = (byPacket.get(a.packet as number) ?? []).find((c) => c.round === a.round && c.end <= a.start + EPS);
    if (!trig) errors.push(`${a.id} (${ans.kind}) leaves before B has checked the packet that causes it (${a.packet})`);
    if (trace.scenario.op === 'read') continue;
    const p = ans.psnOf;
    if (ans.kind === 'ack') {
      // An ACK for PSN p: the rounds so far executed every packet up to p, and each sampled one was checked before.
      const rounds = trace.plan.exchange.rounds.slice(0, (a.round ?? 0) + 1);
      let covered = 0;
      for (const r of [...rounds].sort((x, y) => x.executed[0] - y.executed[0]))
        if (r.executed[0] <= covered) covered = Math.max(covered, r.executed[1]);
      if (covered <= p) errors.push(`${a.id} acknowledges packet ${p} while the rounds so far executed only up to ${covered - 1}`);
      // A packet up to p that B executes in a round so far, but only after this ACK leaves.
      const r = Math.min(a.round ?? 0, roundCount - 1);
      if (latestUpTo[r][Math.min(p, n)] > a.start + EPS) {
        const latePackets = [];
        for (let k = 0; k <= Math.min(p, n) && latePackets.length < 3; k++)
          if (firstExecRound[k] <= r && !executedBy(k, a.start)) latePackets.push(k);
        errors.push(`${a.id} acknowledges packet ${p} before B has checked ${latePackets.join(', ')}`);
      }
      if (executedBy(p + 1, a.start) && p + 1 < trace.plan.packets)
        errors.push(`${a.id} carries packet ${p}'s PSN although B already executed ${p + 1}`);
    } else if (ans.kind === 'nak-psn') {
      if (executedBy(p, a.start)) errors.push(`${a.id} asks for packet ${p}, which B already executed`);
      if (!((a.packet as number) > p)) errors.push(`${a.id} asks for packet ${p} but nothing after it revealed a gap`);
    } else if (a.packet !== p) errors.push(`${a.id} (${ans.kind}) names packet ${p} but answers packet ${a.packet}`);
  }
  return errors;
}

/** B places data only once its address is known; A completes only after the answer; responses follow requests. */
export function orderErrors(trace: Trace, events: readonly CausalEvent[]): string[] {
  const errors: string[] = [];
  const op = trace.scenario.op;
  const writesB = events.filter((e) => e.kind === 'dma-write' && e.host === 'B');
  if (op === 'write' || op === 'write-imm') {
    const reth = events.filter((e) => e.kind === 'check' && e.host === 'B' && e.packet === 0 && e.executed);
    for (const w of writesB) if (!reth.some((c) => c.end <= w.start + EPS)) errors.push(`${w.id} is written before the RETH is checked`);
  }
  if (op === 'send') {
    const recv = events.filter((e) => e.kind === 'recv-wqe');
    for (const w of writesB)
      if (!recv.some((r) => r.end <= w.start + EPS)) errors.push(`${w.id} is written before B has read its receive WQE`);
  }
  const cqe = events.find((e) => e.id === 'A.cqe');
  if (cqe) {
    const n = trace.plan.packets;
    const ok =
      op === 'read' && trace.plan.exchange.outcome.kind === 'success'
        ? events.some(
            (e) =>
              e.host === 'A' &&
              e.packet === n - 1 &&
              e.end <= cqe.start + EPS &&
              (e.kind === 'dma-write' || (e.kind === 'check' && e.executed && trace.scenario.messageBytes === 0)),
          )
        : events.some(
            (e) =>
              e.kind === 'answer-arrive' &&
              e.end <= cqe.start + EPS &&
              (e.answer?.kind === 'nak-access' || (e.answer?.kind === 'ack' && e.answer.psnOf === n - 1)),
          );
    if (!ok) errors.push(`A's CQE at ${cqe.start} comes before the ACK of the last packet, the refusal or the last response`);
  }
  if (op === 'read') {
    const reqChecks = events.filter((e) => e.kind === 'check' && e.host === 'B');
    for (const d of events.filter((e) => e.kind === 'packet-depart' && e.host === 'B')) {
      if (!reqChecks.some((c) => c.round === d.round && c.end <= d.start + EPS))
        errors.push(`${d.id} leaves before its request is checked`);
    }
  }
  return errors;
}

/** One pcap record, decoded far enough to reason about it. */
interface Rec {
  i: number;
  t: number;
  fromA: boolean;
  opcode: number;
  /** PSN as an offset from the start PSN (the PSN may wrap). */
  off: number;
  syndrome: number | null;
  bytes: number;
  /** RoCEv2 over IPv4: the IPv4 Identification. */
  ipId: number | null;
}

export function decodeRecords(trace: Trace): Rec[] {
  const s = trace.scenario;
  const recs: Rec[] = [];
  let i = 0;
  for (const p of tracePacketStream(trace)) {
    const d = s.transport === 'rocev2' ? decodeRoceV2Packet(p.bytes, { fcs: true }) : decodeIbPacket(p.bytes);
    recs.push({
      i: i++,
      t: p.timeNs,
      fromA: p.iface === 0,
      opcode: d.bth.opcode,
      off: (d.bth.psn - s.startPsn + PSN_MODULUS) % PSN_MODULUS,
      syndrome: d.aeth?.syndrome ?? null,
      bytes: p.bytes.length,
      ipId: 'ip' in d && d.ip.version === 4 ? d.ip.id : null,
    });
  }
  return recs;
}

/** The record the fault loses or damages: the scenario's packet N, counted in first-sent order. */
function faultedRecord(trace: Trace, recs: readonly Rec[]): number | null {
  const f = trace.scenario.fault;
  if (f.kind !== 'drop' && f.kind !== 'corrupt-icrc') return null;
  const n = trace.plan.packets;
  const read = trace.scenario.op === 'read';
  if (read) {
    const r = f.packet === 1 ? recs.find((x) => x.fromA) : recs.find((x) => !x.fromA && x.off === f.packet - 2);
    return r?.i ?? null;
  }
  const r = f.packet <= n ? recs.find((x) => x.fromA && x.off === f.packet - 1) : recs.find((x) => !x.fromA);
  return r?.i ?? null;
}

/**
 * The pcap against itself: every answer from B follows, by at least the fabric's latency, the delivered packets
 * it answers; every READ response follows a delivered request; every retransmission from A follows a delivered
 * NAK or response (an RNR NAK by at least its timer), or A's retransmission timer.
 */
export function pcapErrors(trace: Trace): string[] {
  const errors: string[] = [];
  const timing = trace.plan.timing;
  const flight = (r: Rec) => r.t + timing.ib(r.bytes) + timing.fabricLatency();
  const recs = decodeRecords(trace);
  for (let j = 1; j < recs.length; j++) if (recs[j].t < recs[j - 1].t) errors.push(`pcap record ${j} goes back in time`);
  // Each sender's IPv4 ID counts its packets in the order it sends them, retransmissions included (hcaWire.ts).
  for (const fromA of [true, false]) {
    const ids = recs.filter((r) => r.fromA === fromA && r.ipId !== null).map((r) => r.ipId as number);
    for (let j = 1; j < ids.length; j++)
      if (ids[j] !== ((ids[j - 1] + 1) & 0xffff)) errors.push(`${fromA ? 'A' : 'B'}'s IPv4 ID ${ids[j]} does not follow ${ids[j - 1]}`);
  }
  const bad = faultedRecord(trace, recs);
  const delivered = recs.filter((r) => r.i !== bad);
  const read = trace.scenario.op === 'read';
  // When each request PSN first reaches B, and the latest of those for every PSN up to it.
  const n = trace.plan.packets;
  const reachB = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  if (!read) for (const r of delivered) if (r.fromA && r.off < n) reachB[r.off] = Math.min(reachB[r.off], flight(r));
  const upTo = new Array<number>(n);
  for (let k = 0, m = 0; k < n; k++) upTo[k] = m = Math.max(m, reachB[k]);
  for (const r of delivered) {
    if (r.fromA || r.opcode !== RC_OP.ACKNOWLEDGE || r.syndrome === null || read) continue;
    const syn = r.syndrome;
    if ((syn & 0xe0) === 0 && !(upTo[r.off] <= r.t + EPS)) errors.push(`ACK for packet ${r.off} at ${r.t} before B has packets up to it`);
    if ((syn & 0xe0) === 0x20 && !(reachB[r.off] <= r.t + EPS)) errors.push(`RNR NAK for packet ${r.off} at ${r.t} before it reaches B`);
    if (syn === 0x60) {
      const before = r.off > 0 ? upTo[r.off - 1] : 0;
      const revealed = delivered.some((x) => x.fromA && x.off > r.off && flight(x) <= r.t + EPS);
      if (!(before <= r.t + EPS) || !revealed) errors.push(`PSN NAK for packet ${r.off} at ${r.t} before B could see the gap`);
    }
    if (syn === 0x62 && !(reachB[r.off] <= r.t + EPS)) errors.push(`access NAK for packet ${r.off} at ${r.t} before it reaches B`);
  }
  if (read) {
    const requests = delivered.filter((r) => r.fromA);
    for (const r of delivered.filter((x) => !x.fromA && x.opcode !== RC_OP.ACKNOWLEDGE)) {
      if (!requests.some((q) => q.off <= r.off && flight(q) <= r.t + EPS))
        errors.push(`response ${r.off} at ${r.t} before a request for it reaches B`);
    }
  }
  // Retransmissions: the first packet of each resend.
  let maxSent = -1;
  let prev: Rec | null = null;
  let resending = false;
  for (const r of recs.filter((x) => x.fromA)) {
    const continues = resending && prev !== null && r.off === prev.off + 1;
    if (r.off <= maxSent && !continues) {
      const fromB = delivered.filter((x) => !x.fromA && flight(x) <= r.t + EPS);
      const rnr = fromB.filter((x) => x.syndrome !== null && (x.syndrome & 0xe0) === 0x20);
      const nakOrResponse = fromB.some((x) => x.syndrome === 0x60 || (read && x.opcode !== RC_OP.ACKNOWLEDGE && x.off > r.off));
      const timer = prev !== null && r.t - prev.t + EPS >= timing.ackTimeout();
      const rnrWaited = rnr.some((x) => flight(x) + timing.rnrWait() <= r.t + EPS);
      const ok = rnr.length > 0 ? rnrWaited : nakOrResponse || timer;
      if (!ok) errors.push(`A resends packet ${r.off} at ${r.t} with nothing to make it (no NAK, no gap, timer not expired)`);
      resending = true;
    } else if (!continues) resending = false;
    maxSent = Math.max(maxSent, r.off);
    prev = r;
  }
  return errors;
}
