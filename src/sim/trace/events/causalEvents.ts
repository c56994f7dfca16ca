import { type Range, rangeSize } from '../exchange/exchangePlan';
import { answerProcessedNs, type RoundTiming } from '../exchange/exchangeTiming';
import type { StreamTiming } from '../exchange/streamTiming';
import type { TransferPlan } from '../plan';
import type { Timeline } from '../timeline';
import type { HostId } from '../types';
import { samplePackets } from './samplePackets';

/** What happens at one event of the exchange. */
export type EventKind =
  | 'cpu-store'
  | 'tlp'
  | 'dma-read'
  | 'completion'
  | 'packet-depart'
  | 'packet-arrive'
  | 'check'
  | 'recv-wqe'
  | 'dma-write'
  | 'land'
  | 'answer-depart'
  | 'answer-arrive'
  | 'timer'
  | 'post-recv'
  | 'cqe'
  | 'poll';

/**
 * A cause, and the least time that must pass between its end (or, `from: 'start'`, its start: a timer is armed as a
 * packet leaves) and the effect's start: a hop, a processing stage.
 */
export interface Cause {
  id: string;
  hopNs: number;
  from?: 'start';
}

/**
 * One event of the exchange on the simulated clock, with the events it
 * depends on: it cannot start before each cause has ended, plus the hop
 * between them.
 */
export interface CausalEvent {
  id: string;
  kind: EventKind;
  /** The host whose CPU, link or HCA it happens at (an answer departs from B and arrives at A). */
  host: HostId;
  round: number | null;
  /** The data packet (or answer) index it concerns, where there is one. */
  packet?: number;
  start: number;
  end: number;
  causes: readonly Cause[];
  /** An answer: what it says and the packet whose PSN it carries. */
  answer?: { kind: 'ack' | 'nak-psn' | 'nak-rnr' | 'nak-access'; psnOf: number };
  /** A data packet the receiver executed (placed, or for a READ: read and sent back). */
  executed?: boolean;
  /** A duplicate B acknowledges without executing it again. */
  duplicate?: boolean;
}

const at = (id: string, hopNs = 0): Cause => ({ id, hopNs });
const since = (id: string): Cause => ({ id, hopNs: 0, from: 'start' });

/**
 * The exchange as a causal graph: every CPU store, TLP, DMA read, packet on a
 * link, check, receive-WQE read, placement, answer, timer, CQE and poll, each
 * naming what it waits for. Derived from the plan and the timeline (the one
 * place times are computed), so that a test can check the timeline's causality
 * for any scenario. A long run of packets is sampled (its first and last
 * packets, those next to a fault or a round boundary, and an even spread), so
 * a 1 GiB message costs as little as 8 bytes.
 */
export function causalEvents(plan: TransferPlan, t: Timeline): CausalEvent[] {
  const ev: CausalEvent[] = [];
  const add = (e: CausalEvent) => {
    ev.push(e);
    return e.id;
  };
  const timing = plan.timing;
  const { s } = plan;

  // The post: the WQE, the doorbell record, the MMIO stores and their last TLP, the WQE fetch.
  add({ id: 'A.wqe', kind: 'cpu-store', host: 'A', round: null, ...t.wqe, causes: [] });
  add({ id: 'A.dbr', kind: 'cpu-store', host: 'A', round: null, ...t.dbr, causes: [at('A.wqe')] });
  add({ id: 'A.mmio', kind: 'cpu-store', host: 'A', round: null, ...t.mmio, causes: [at('A.dbr')] });
  // The stores' writes reach the BAR: the first leaves after the doorbell record, the last once every store is done.
  add({ id: 'A.mmio-tlp', kind: 'tlp', host: 'A', round: null, ...t.doorbellTlp, causes: [at('A.dbr')] });
  const knowsAt = t.doorbellTlp.end;
  add({
    id: 'A.mmio-in',
    kind: 'tlp',
    host: 'A',
    round: null,
    start: knowsAt,
    end: knowsAt,
    causes: [at('A.mmio', timing.mmioToDevice() - timing.pcie(timing.mmioTlpBytes()))],
  });
  let knows = 'A.mmio-in';
  if (t.wqeFetch) {
    knows = add({
      id: 'A.wqe-fetch',
      kind: 'dma-read',
      host: 'A',
      round: null,
      start: t.wqeFetch.start,
      end: t.wqeFetch.end,
      causes: [at('A.mmio-in')],
    });
  }

  // Which round's check first executed packet 0 (the RETH that gives a write its address).
  let trigger = knows;
  let rethCheck: string | null = null;
  for (const rt of t.rounds) {
    if (s.op === 'read') {
      trigger = readRoundEvents(plan, rt, trigger, add);
    } else {
      const out = writeRoundEvents(plan, rt, trigger, rethCheck, t, add);
      rethCheck = out.rethCheck;
      trigger = out.next;
    }
  }

  // A's completion: after the answer that completes the message (or refuses it), or the last response placed.
  const lastAnswer = [...ev]
    .reverse()
    .find((e) => e.kind === 'answer-arrive' && (e.answer?.kind !== 'ack' || e.answer.psnOf === plan.packets - 1));
  const lastLocalWrite =
    s.op === 'read' ? [...ev].reverse().find((e) => e.kind === 'dma-write' && e.host === 'A' && e.packet === plan.packets - 1) : undefined;
  // A zero-length READ writes nothing: its completion follows the check of its one response.
  const lastResponse = [...ev].reverse().find((e) => e.kind === 'check' && e.host === 'A' && e.executed && e.packet === plan.packets - 1);
  const cqeCause = s.op === 'read' && plan.exchange.outcome.kind === 'success' ? (lastLocalWrite ?? lastResponse) : lastAnswer;
  add({
    id: 'A.cqe',
    kind: 'cqe',
    host: 'A',
    round: null,
    ...t.completion.cqe,
    causes: cqeCause ? [at(cqeCause.id)] : [],
  });
  add({ id: 'A.poll', kind: 'poll', host: 'A', round: null, ...t.completion.poll, causes: [at('A.cqe')] });
  if (t.responder) {
    const lastWrite = [...ev].reverse().find((e) => e.kind === 'dma-write' && e.host === 'B' && e.packet === plan.packets - 1);
    const recv = [...ev].reverse().find((e) => e.kind === 'recv-wqe');
    const refusal = ev.find((e) => e.kind === 'check' && e.id.endsWith('.refused'));
    const causes = [lastWrite, recv, refusal].filter((e): e is CausalEvent => e !== undefined).map((e) => at(e.id));
    add({ id: 'B.cqe', kind: 'cqe', host: 'B', round: null, ...t.responder.cqe, causes });
    add({ id: 'B.poll', kind: 'poll', host: 'B', round: null, ...t.responder.poll, causes: [at('B.cqe')] });
  }
  return ev;
}

type Add = (e: CausalEvent) => string;

/**
 * The sending HCA's DMA read of a run's payload and its packets leaving: each
 * waits for the completion that brings its last byte, and for the packet before
 * it on the link.
 */
function senderEvents(
  plan: TransferPlan,
  st: StreamTiming,
  r: number,
  from: HostId,
  startCause: Cause,
  ks: readonly number[],
  add: Add,
  pieces: TransferPlan['payloadFetch'],
): void {
  const fetchId = `r${r}.${from}.fetch`;
  if (st.fetch && pieces && st.reads.count > 0)
    add({ id: fetchId, kind: 'dma-read', host: from, round: r, ...st.fetch, causes: [startCause] });
  let prev: string | null = null;
  for (const k of ks) {
    const causes: Cause[] = prev ? [at(prev)] : [];
    if (st.fetch && pieces && st.reads.count > 0) {
      // The completion carrying packet k's last byte.
      const lastCpl = pieces.completions.firstPieceOf(k) + pieces.completions.piecesInPacket(k) - 1;
      const cplId = `r${r}.${from}.cpl.${k}`;
      const c = st.cplDoneNs(lastCpl);
      add({ id: cplId, kind: 'completion', host: from, round: r, packet: k, start: c, end: c, causes: [since(fetchId)] });
      causes.push(at(cplId));
    } else causes.push(startCause);
    const depart = st.departNs(k);
    prev = add({
      id: `r${r}.${from}.depart.${k}`,
      kind: 'packet-depart',
      host: from,
      round: r,
      packet: k,
      start: depart,
      end: depart + plan.timing.ib(plan.wire.data(k)),
      causes,
    });
  }
}

/**
 * A write-like round: A's packets, their arrival and checks at B, B's receive
 * WQE, its placement, its answers and what A waits for next. Returns the event
 * that starts the next round.
 */
function writeRoundEvents(
  plan: TransferPlan,
  rt: RoundTiming,
  trigger: string,
  rethCheck: string | null,
  t: Timeline,
  add: Add,
): { next: string; rethCheck: string | null } {
  const timing = plan.timing;
  const round = rt.round;
  const r = round.index;
  const st = rt.request;
  const hit = round.hit?.on === 'data' ? round.hit : null;
  const ks = samplePackets(round.sent, [
    hit?.index ?? null,
    round.takesRecv,
    round.executed[0],
    round.executed[1] - 1,
    round.duplicates[1] - 1,
    round.duplicates[1],
    ...rt.answers.map((a) => a.trigger),
  ]);
  senderEvents(plan, st, r, 'A', at(trigger), ks, add, plan.payloadFetch);
  const inRange = (x: Range, k: number) => k >= x[0] && k < x[1];
  let prevCheck: string | null = null;
  const checkId = (k: number) => `r${r}.B.check.${k}`;
  const refused = round.reply.kind === 'nak-access';
  for (const k of ks) {
    if (hit?.index === k && hit.how === 'lost') continue;
    const arrive = st.arriveNs(k);
    const arriveId = add({
      id: `r${r}.B.arrive.${k}`,
      kind: 'packet-arrive',
      host: 'B',
      round: r,
      packet: k,
      start: arrive,
      end: arrive,
      causes: [at(`r${r}.A.depart.${k}`, timing.fabricLatency())],
    });
    if (hit?.index === k) continue; // damaged: dropped at the port, never checked
    const executed = inRange(round.executed, k);
    const duplicate = inRange(round.duplicates, k);
    const id = refused && k === 0 ? `${checkId(k)}.refused` : checkId(k);
    add({
      id,
      kind: 'check',
      host: 'B',
      round: r,
      packet: k,
      start: arrive,
      end: arrive + timing.hcaRxCheck(),
      // Checks run in PSN order, pipelined: a packet's check starts after the one before it has started.
      causes: [at(arriveId), ...(prevCheck ? [since(prevCheck)] : [])],
      executed,
      duplicate,
    });
    prevCheck = id;
    if (executed && k === 0) rethCheck = id;
  }
  let recvId: string | null = null;
  if (rt.recvFetch && round.takesRecv !== null) {
    const k = round.takesRecv;
    const posted = t.postRecv && r > 0 ? [at('B.post-recv')] : [];
    if (t.postRecv && r > 0) add({ id: 'B.post-recv', kind: 'post-recv', host: 'B', round: r, ...t.postRecv, causes: [] });
    recvId = add({
      id: `r${r}.B.recv-wqe`,
      kind: 'recv-wqe',
      host: 'B',
      round: r,
      packet: k,
      ...rt.recvFetch,
      causes: [at(refused && k === 0 ? `${checkId(k)}.refused` : checkId(k)), ...posted],
    });
  }
  // Placement: a write's bytes go where the RETH said (checked at packet 0), a SEND's where the receive WQE says.
  const send = plan.s.op === 'send';
  for (const k of ks) {
    if (!inRange(round.executed, k) || !plan.remoteWrites) continue;
    const gated = recvId !== null && round.takesRecv !== null && k >= round.takesRecv;
    const address = send ? recvId : rethCheck;
    const sent = st.writeSentNs(k);
    const writeId = add({
      id: `r${r}.B.write.${k}`,
      kind: 'dma-write',
      host: 'B',
      round: r,
      packet: k,
      start: sent,
      end: sent + timing.pcieWriteNs(plan.packetPieces.packetLength(k)),
      causes: [at(checkId(k), timing.hcaRxTranslate()), ...(address ? [at(address)] : []), ...(gated && recvId ? [at(recvId)] : [])],
    });
    add({
      id: `r${r}.B.land.${k}`,
      kind: 'land',
      host: 'B',
      round: r,
      packet: k,
      start: sent,
      end: st.landNs(k),
      causes: [since(writeId)],
    });
  }
  answerEvents(plan, rt, r, checkId, recvId, add);
  return { next: nextTrigger(plan, rt, add, `r${r}.A.depart.${round.sent[1] - 1}`), rethCheck };
}

/** B's answers of a round: each after the check of the packet that makes B send it; and their arrival at A. */
function answerEvents(plan: TransferPlan, rt: RoundTiming, r: number, checkId: (k: number) => string, recvId: string | null, add: Add) {
  const round = rt.round;
  const lostReply = round.hit?.on === 'reply';
  rt.answers.forEach((a, i) => {
    const refusal = a.kind === 'nak-access' && a.trigger === 0 && plan.s.op !== 'read';
    const causes: Cause[] = [at(refusal ? `${checkId(a.trigger)}.refused` : checkId(a.trigger))];
    // A refused packet that took a receive WQE is refused once that WQE is read (rxe checks the rkey after the
    // resources); the ACK for data that waited for the WQE leaves after it too.
    const took = round.takesRecv;
    if (recvId && took !== null && (a.kind === 'nak-access' || (a.kind === 'ack' && a.trigger >= took && a.psnOf === plan.packets - 1)))
      causes.push(at(recvId));
    const id = add({
      id: `r${r}.B.answer.${i}`,
      kind: 'answer-depart',
      host: 'B',
      round: r,
      packet: a.trigger,
      start: a.departNs,
      end: a.departNs + plan.timing.ib(plan.wire.ack),
      causes,
      answer: { kind: a.kind, psnOf: a.psnOf },
    });
    // The answer the fault hits (the ACK of round 0) never reaches HCA A, or arrives damaged and is dropped.
    if (lostReply && i === rt.answers.length - 1) return;
    const arrive = answerProcessedNs(plan, a.departNs);
    add({
      id: `r${r}.A.answer.${i}`,
      kind: 'answer-arrive',
      host: 'A',
      round: r,
      packet: a.trigger,
      start: arrive,
      end: arrive,
      causes: [at(id, plan.timing.fabricLatency())],
      answer: { kind: a.kind, psnOf: a.psnOf },
    });
  });
}

/**
 * What starts the next round, as an event: the NAK's arrival, the expiry of
 * A's retransmission timer (from the last packet A sent) or of the RNR timer
 * (from the RNR NAK's arrival), or (READ) the response after a gap.
 */
function nextTrigger(plan: TransferPlan, rt: RoundTiming, add: Add, lastSent: string): string {
  const round = rt.round;
  const r = round.index;
  const next = plan.exchange.rounds[r + 1];
  if (!next) return '';
  if (next.cause === 'nak-psn') return `r${r}.A.answer.${rt.answers.findIndex((a) => a.kind === 'nak-psn')}`;
  if (next.cause === 'rnr-nak' && rt.wait) {
    const nak = `r${r}.A.answer.${rt.answers.findIndex((a) => a.kind === 'nak-rnr')}`;
    return add({ id: `r${r}.A.rnr-timer`, kind: 'timer', host: 'A', round: r, ...rt.wait, causes: [at(nak)] });
  }
  if (next.cause === 'timeout' && rt.wait) {
    return add({ id: `r${r}.A.ack-timer`, kind: 'timer', host: 'A', round: r, ...rt.wait, causes: [since(lastSent)] });
  }
  return lastSent;
}

/**
 * A READ round: A's request, B's check and DMA read, the responses leaving B,
 * arriving and checked at A, A's writes into its buffer. Returns the event
 * that starts the next round.
 */
function readRoundEvents(plan: TransferPlan, rt: RoundTiming, trigger: string, add: Add): string {
  const timing = plan.timing;
  const round = rt.round;
  const r = round.index;
  const req = rt.request;
  const reqHit = round.hit?.on === 'request' ? round.hit : null;
  const departId = add({
    id: `r${r}.A.depart.0`,
    kind: 'packet-depart',
    host: 'A',
    round: r,
    packet: round.sent[0],
    start: req.departNs(0),
    end: req.departNs(0) + timing.ib(plan.wire.readRequest),
    causes: [at(trigger)],
  });
  const checkId = (k: number) => (k === 0 ? `r${r}.B.check.0.refused` : `r${r}.B.check.${k}`);
  if (reqHit?.how !== 'lost') {
    const arrive = req.arriveNs(0);
    add({
      id: `r${r}.B.arrive.0`,
      kind: 'packet-arrive',
      host: 'B',
      round: r,
      packet: round.sent[0],
      start: arrive,
      end: arrive,
      causes: [at(departId, timing.fabricLatency())],
    });
    if (!reqHit) {
      add({
        id: round.reply.kind === 'nak-access' ? checkId(0) : `r${r}.B.check.req`,
        kind: 'check',
        host: 'B',
        round: r,
        packet: round.sent[0],
        start: arrive,
        end: req.check.end,
        causes: [at(`r${r}.B.arrive.0`)],
        executed: rangeSize(round.executed) > 0,
      });
    }
  }
  if (round.reply.kind === 'nak-access') {
    answerEvents(plan, rt, r, checkId, null, add);
    return '';
  }
  const res = rt.response;
  if (!res) return nextTrigger(plan, rt, add, departId);
  const hit = round.hit?.on === 'data' ? round.hit : null;
  const ks = samplePackets(round.sent, [
    hit?.index ?? null,
    round.accepted[0],
    round.accepted[1] - 1,
    round.accepted[1],
    round.accepted[1] + 1,
  ]);
  senderEvents(plan, res, r, 'B', at(`r${r}.B.check.req`, timing.hcaRxTranslate()), ks, add, plan.responderFetch);
  for (const k of ks) {
    if (hit?.index === k && hit.how === 'lost') continue;
    const arrive = res.arriveNs(k);
    add({
      id: `r${r}.A.arrive.${k}`,
      kind: 'packet-arrive',
      host: 'A',
      round: r,
      packet: k,
      start: arrive,
      end: arrive,
      causes: [at(`r${r}.B.depart.${k}`, timing.fabricLatency())],
    });
    if (hit?.index === k) continue;
    const accepted = k >= round.accepted[0] && k < round.accepted[1];
    add({
      id: `r${r}.A.check.${k}`,
      kind: 'check',
      host: 'A',
      round: r,
      packet: k,
      start: arrive,
      end: arrive + timing.hcaRxCheck(),
      causes: [at(`r${r}.A.arrive.${k}`)],
      executed: accepted,
    });
    if (!accepted || !plan.localWrites) continue;
    const sent = res.writeSentNs(k);
    add({
      id: `r${r}.A.write.${k}`,
      kind: 'dma-write',
      host: 'A',
      round: r,
      packet: k,
      start: sent,
      end: sent + timing.pcieWriteNs(plan.packetPieces.packetLength(k), 'A.source'),
      causes: [at(`r${r}.A.check.${k}`, timing.hcaRxTranslate())],
    });
  }
  const next = plan.exchange.rounds[r + 1];
  if (next?.cause === 'response-gap') return `r${r}.A.check.${round.accepted[1] + 1}`;
  const lastAccepted = rangeSize(round.accepted) > 0 ? `r${r}.A.arrive.${round.accepted[1] - 1}` : departId;
  if (next?.cause === 'timeout' && rt.wait) {
    const armed = rangeSize(round.accepted) > 0 ? at(lastAccepted) : since(lastAccepted);
    return add({ id: `r${r}.A.ack-timer`, kind: 'timer', host: 'A', round: r, ...rt.wait, causes: [armed] });
  }
  return lastAccepted;
}
