import { RECV_WQE_BYTES, type TransferPlan } from '../plan';
import type { Span } from '../span';
import { type ExchangePlan, type Range, type Round, rangeSize } from './exchangePlan';
import { type StreamSpec, type StreamTiming, streamTiming } from './streamTiming';

/** One ACK or NAK B puts on its link: which answer, the PSN it carries (as a packet index), its MSN, when it leaves. */
export interface Answer {
  kind: 'ack' | 'nak-psn' | 'nak-rnr' | 'nak-access';
  /** The packet whose PSN it carries: the last one executed (ACK), the one expected (PSN NAK), the refused one. */
  psnOf: number;
  /** The packet whose arrival (checked, or executed) makes B send it. */
  trigger: number;
  msn: number;
  departNs: number;
}

/** When one round of the exchange happens. */
export interface RoundTiming {
  round: Round;
  /** Write-like: A's data packets and B's placement; READ: A's one request packet. */
  request: StreamTiming;
  /** READ: B reads its memory and sends the responses, A places the ones it accepts. */
  response: StreamTiming | null;
  /** B's DMA read of the receive WQE, when this round's packet takes one. */
  recvFetch: Span | null;
  /** B's answer (ACKs or a NAK): from the first leaving HCA B until HCA A has processed the last. */
  reply: Span | null;
  /** Each ACK or NAK of the reply, in the order B sends them. */
  answers: Answer[];
  /** What A waits before the next round: its ACK timer or the RNR timer. */
  wait: Span | null;
}

export interface CompletionTiming {
  cqe: Span;
  poll: Span;
}

export interface ExchangeTiming {
  rounds: RoundTiming[];
  /** A's completion (the CQE write, or the silent retirement of an unsignaled WQE) and A's poll. */
  completion: CompletionTiming;
  /** B's completion, for an operation that consumed a receive WQE (or one flushed by an error); null otherwise. */
  responder: CompletionTiming | null;
  /** B's application posts the receive during an RNR wait (null when none is needed). */
  postRecv: Span | null;
}

const last = (r: Range) => r[1] - 1;

/** Link time of data packet k's memory writes into a host's buffer. */
const writeNsOf = (plan: TransferPlan, region: 'B.mr' | 'A.source') => (k: number) =>
  plan.timing.pcieWriteNs(plan.packetPieces.packetLength(k), region);

/**
 * The times of every round, reply, wait and completion of the exchange, from
 * the moment HCA A knows the WQE. A round starts when A learns it must send:
 * the post, a NAK's arrival, an expired timer, or (READ) a gap in the
 * responses.
 */
export function exchangeTiming(plan: TransferPlan, ex: ExchangePlan, hcaKnowsWqeNs: number): ExchangeTiming {
  const t = plan.timing;
  const rounds: RoundTiming[] = [];
  let start = hcaKnowsWqeNs;
  let postRecv: Span | null = null;
  // When each port has put its last packet on the wire: a port sends one packet at a time, so a round's packets
  // leave after the previous round's (a choice of this model, which sends every packet of a round: a real
  // requester stops where it goes back, and a responder serves the next READ after the one it is answering).
  let portFreeA = 0;
  let portFreeB = 0;
  for (const round of ex.rounds) {
    const from = Math.max(start, portFreeA);
    const rt = ex.op === 'read' ? readRound(plan, round, from, portFreeB) : writeRound(plan, ex, round, from);
    rounds.push(rt);
    portFreeA = rt.request.transmit.end;
    if (rt.response) portFreeB = rt.response.transmit.end;
    // When A may start the next round.
    const next = ex.rounds[round.index + 1];
    if (!next) break;
    if (next.cause === 'nak-psn' && rt.reply) start = rt.reply.end;
    else if (next.cause === 'rnr-nak' && rt.reply) {
      // The timer runs from the RNR NAK (a PSN sequence NAK for the next packet may follow it and changes nothing).
      const rnr = rt.answers.find((a) => a.kind === 'nak-rnr');
      const from = rnr ? answerProcessedNs(plan, rnr.departNs) : rt.reply.end;
      rt.wait = { start: from, end: from + t.rnrWait() };
      // B's application posts a receive while A waits (a choice of this model: any time before the retry works).
      postRecv = { start: rt.reply.start, end: rt.reply.start + t.cpuBuildWqe(0) + t.cpuStore() };
      start = rt.wait.end;
    } else if (next.cause === 'timeout') {
      // The timer runs from the last packet A sent (a READ: from the last response it accepted).
      const from =
        rt.response && rangeSize(round.accepted) > 0
          ? rt.response.arriveNs(last(round.accepted))
          : rt.request.departNs(last(rt.request.sent));
      rt.wait = { start: from, end: from + t.ackTimeout() };
      start = rt.wait.end;
    } else if (next.cause === 'response-gap' && rt.response) {
      // A sees the gap when the response after the missing one arrives, and asks again.
      start = rt.response.arriveNs(round.accepted[1] + 1) + t.hcaRxCheck();
    }
  }
  const end = rounds[rounds.length - 1];
  const cqeStart =
    ex.op === 'read' && end.response && ex.outcome.kind === 'success'
      ? end.response.writeSentNs(ex.packets - 1) + writeNsOf(plan, 'A.source')(ex.packets - 1)
      : (end.reply?.end ?? end.request.check.end);
  const cqe = { start: cqeStart, end: cqeStart + t.dmaWriteToMemory() };
  const completion = { cqe, poll: { start: cqe.end, end: cqe.end + t.cpuPoll() } };
  return { rounds, completion, responder: responderCompletion(plan, ex, rounds), postRecv };
}

/** A write-like round: A's data packets, B's placement, B's answer. */
function writeRound(plan: TransferPlan, ex: ExchangePlan, round: Round, startNs: number): RoundTiming {
  const { s, timing: t } = plan;
  const fetch = plan.payloadFetch;
  const base: Omit<StreamSpec, 'placeGate'> = {
    startNs,
    sent: round.sent,
    wireBytes: plan.wire.data,
    fullWireBytes: plan.wire.full,
    fetch: fetch ? { ...fetch, mrrs: s.pcie.mrrs } : null,
    placed: round.executed,
    writeNs: writeNsOf(plan, 'B.mr'),
  };
  // The arrivals do not depend on the gate; the receive WQE's read starts once its packet is checked.
  const arrivals = streamTiming(t, base);
  const checked = (k: number) => arrivals.arriveNs(k) + t.hcaRxCheck();
  const k = round.takesRecv;
  const recvFetch = k === null ? null : { start: checked(k), end: checked(k) + t.dmaRead(RECV_WQE_BYTES) };
  // A SEND's bytes go where the receive WQE says: they can be written only once it is read. A WRITE with
  // immediate's data goes where its RETH says; only its last packet (which takes the WQE) waits.
  const gate = recvFetch && k !== null ? { from: k, ns: recvFetch.end + t.hcaRxTranslate() } : undefined;
  const request = gate ? streamTiming(t, { ...base, placeGate: gate }) : arrivals;
  const answers = answersOf(ex, round, request, checked, recvFetch);
  const reply = answers.length > 0 ? replySpanOf(plan, answers) : null;
  return { round, request, response: null, recvFetch, reply, answers, wait: null };
}

/**
 * B's ACKs and NAKs for a write-like round, each sent once what it answers has arrived: a duplicate is answered
 * once it is checked, with the PSN of the last packet B executed (rxe_resp.c duplicate_request); the ACK the last
 * packet asks for once its data is written; a NAK once the packet that reveals it is checked (a refused packet that
 * took a receive WQE, once that WQE is read: rxe checks the rkey after the resources).
 */
function answersOf(ex: ExchangePlan, round: Round, st: StreamTiming, checked: (k: number) => number, recvFetch: Span | null): Answer[] {
  const r = round.reply;
  const n = ex.packets;
  if (r.kind === 'none') return [];
  if (r.kind === 'nak-psn')
    return [{ kind: 'nak-psn', psnOf: r.expected, trigger: r.expected + 1, msn: 0, departNs: checked(r.expected + 1) }];
  if (r.kind === 'nak-access') {
    const at = Math.max(checked(r.at), recvFetch?.end ?? 0);
    return [{ kind: 'nak-access', psnOf: r.at, trigger: r.at, msn: 0, departNs: at }];
  }
  if (r.kind === 'nak-rnr') {
    const out: Answer[] = [{ kind: 'nak-rnr', psnOf: r.at, trigger: r.at, msn: 0, departNs: checked(r.at) }];
    if (r.psnNakAt !== null) out.push({ kind: 'nak-psn', psnOf: r.at, trigger: r.psnNakAt, msn: 0, departNs: checked(r.psnNakAt) });
    return out;
  }
  const out: Answer[] = [];
  // MSN counts the messages B has completed: 1 once the message's last packet is executed.
  const dupDone = round.duplicates[1] >= n;
  for (let d = round.duplicates[0]; d < round.duplicates[1]; d++) {
    out.push({ kind: 'ack', psnOf: round.duplicates[1] - 1, trigger: d, msn: dupDone ? 1 : 0, departNs: checked(d) });
  }
  if (rangeSize(round.executed) > 0) {
    const lastExec = last(round.executed);
    out.push({ kind: 'ack', psnOf: n - 1, trigger: lastExec, msn: 1, departNs: st.writeSentNs(lastExec) });
  }
  return out;
}

/** A READ round: A's request, B's checks and DMA read, the responses, A's placement. */
function readRound(plan: TransferPlan, round: Round, startNs: number, portFreeB: number): RoundTiming {
  const { s, timing: t } = plan;
  const request = streamTiming(t, {
    startNs,
    sent: [0, 1],
    wireBytes: () => plan.wire.readRequest,
    fullWireBytes: plan.wire.readRequest,
    fetch: null,
    placed: [0, 0],
    writeNs: () => 0,
  });
  const arrived = round.hit?.on !== 'request';
  if (round.reply.kind === 'nak-access') {
    const answers: Answer[] = [{ kind: 'nak-access', psnOf: 0, trigger: 0, msn: 0, departNs: request.check.end }];
    return { round, request, response: null, recvFetch: null, reply: replySpanOf(plan, answers), answers, wait: null };
  }
  if (!arrived) return { round, request, response: null, recvFetch: null, reply: null, answers: [], wait: null };
  const reads = plan.responderFetch;
  const response = streamTiming(t, {
    // B checks the request and translates its address, then reads its memory like A reads a WRITE's payload
    // (once it has sent the responses to an earlier request).
    startNs: Math.max(request.check.end + t.hcaRxTranslate(), portFreeB),
    sent: round.executed,
    wireBytes: plan.wire.data,
    fullWireBytes: plan.wire.full,
    fetch: reads ? { ...reads, mrrs: s.pcie.mrrs } : null,
    placed: round.accepted,
    writeNs: writeNsOf(plan, 'A.source'),
  });
  return { round, request, response, recvFetch: null, reply: null, answers: [], wait: null };
}

/** When an answer leaving HCA B at `departNs` has been processed by HCA A. */
export function answerProcessedNs(plan: TransferPlan, departNs: number): number {
  const t = plan.timing;
  return departNs + t.ib(plan.wire.ack) + t.fabricLatency() + t.hcaRx();
}

/** A reply's span: from its first answer leaving HCA B until HCA A has processed the last. */
function replySpanOf(plan: TransferPlan, answers: readonly Answer[]): Span {
  const departs = answers.map((a) => a.departNs);
  return { start: Math.min(...departs), end: answerProcessedNs(plan, Math.max(...departs)) };
}

/**
 * B's completion: a SEND or WRITE with immediate writes a CQE on B once its
 * last packet is placed (after the data: PCIe keeps posted writes in order);
 * an access error flushes B's posted receive with an error CQE.
 */
function responderCompletion(plan: TransferPlan, ex: ExchangePlan, rounds: RoundTiming[]): CompletionTiming | null {
  if (ex.recvAt === null) return null;
  const t = plan.timing;
  let start: number | null = null;
  if (ex.outcome.kind === 'remote-access-error') {
    start = rounds[0].reply?.start ?? null;
  } else {
    for (const rt of rounds) {
      if (rt.round.executed[1] === ex.packets && rangeSize(rt.round.executed) > 0) {
        // After the last data write, and once the receive WQE it completes has been read.
        const afterData = rt.request.writeSentNs(ex.packets - 1) + writeNsOf(plan, 'B.mr')(ex.packets - 1);
        start = Math.max(afterData, ...rounds.map((r) => r.recvFetch?.end ?? 0));
      }
    }
  }
  if (start === null) return null;
  const cqe = { start, end: start + t.dmaWriteToMemory() };
  return { cqe, poll: { start: cqe.end, end: cqe.end + t.cpuPoll() } };
}
