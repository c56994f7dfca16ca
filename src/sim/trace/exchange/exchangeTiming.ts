import { RECV_WQE_BYTES, type TransferPlan } from '../plan';
import type { Span } from '../timeline';
import { type ExchangePlan, type Range, type Round, rangeSize } from './exchangePlan';
import { type StreamSpec, type StreamTiming, streamTiming } from './streamTiming';

/** When one round of the exchange happens. */
export interface RoundTiming {
  round: Round;
  /** Write-like: A's data packets and B's placement; READ: A's one request packet. */
  request: StreamTiming;
  /** READ: B reads its memory and sends the responses, A places the ones it accepts. */
  response: StreamTiming | null;
  /** B's DMA read of the receive WQE, when this round's packet takes one. */
  recvFetch: Span | null;
  /** B's answer (ACKs or a NAK): from leaving HCA B until HCA A has processed it. */
  reply: Span | null;
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
  for (const round of ex.rounds) {
    const rt = ex.op === 'read' ? readRound(plan, round, start) : writeRound(plan, ex, round, start);
    rounds.push(rt);
    // When A may start the next round.
    const next = ex.rounds[round.index + 1];
    if (!next) break;
    if (next.cause === 'nak-psn' && rt.reply) start = rt.reply.end;
    else if (next.cause === 'rnr-nak' && rt.reply) {
      rt.wait = { start: rt.reply.end, end: rt.reply.end + t.rnrWait() };
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
  const spec: StreamSpec = {
    startNs,
    sent: round.sent,
    wireBytes: plan.wire.data,
    fullWireBytes: plan.wire.full,
    fetch: fetch ? { ...fetch, mrrs: s.pcie.mrrs } : null,
    placed: round.executed,
    writeNs: writeNsOf(plan, 'B.mr'),
  };
  const request = streamTiming(t, spec);
  const checked = (k: number) => request.arriveNs(k) + t.hcaRxCheck();
  const recvAt = ex.recvAt;
  const takesRecv = recvAt !== null && round.executed[0] <= recvAt && recvAt < round.executed[1];
  const recvFetch = takesRecv ? { start: checked(recvAt), end: checked(recvAt) + t.dmaRead(RECV_WQE_BYTES) } : null;
  const r = round.reply;
  const replyFrom = (at: number) => replySpanOf(plan, at);
  let reply: Span | null = null;
  if (r.kind === 'nak-psn') reply = replyFrom(checked(r.expected + 1));
  else if (r.kind === 'nak-rnr' || r.kind === 'nak-access') reply = replyFrom(checked(r.at));
  else if (r.kind === 'ack') {
    // The ACK for the last packet leaves once its data is written; duplicates are answered as they are checked.
    const lastAck = rangeSize(round.executed) > 0 ? request.writeSentNs(last(round.executed)) : checked(last(round.sent));
    const first = rangeSize(round.duplicates) > 0 ? checked(round.duplicates[0]) : lastAck;
    reply = { start: first, end: replyFrom(lastAck).end };
  }
  return { round, request, response: null, recvFetch, reply, wait: null };
}

/** A READ round: A's request, B's checks and DMA read, the responses, A's placement. */
function readRound(plan: TransferPlan, round: Round, startNs: number): RoundTiming {
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
    const at = request.check.end;
    return { round, request, response: null, recvFetch: null, reply: replySpanOf(plan, at), wait: null };
  }
  if (!arrived) return { round, request, response: null, recvFetch: null, reply: null, wait: null };
  const reads = plan.responderFetch;
  const response = streamTiming(t, {
    // B checks the request and translates its address, then reads its memory like A reads a WRITE's payload.
    startNs: request.check.end + t.hcaRxTranslate(),
    sent: round.executed,
    wireBytes: plan.wire.data,
    fullWireBytes: plan.wire.full,
    fetch: reads ? { ...reads, mrrs: s.pcie.mrrs } : null,
    placed: round.accepted,
    writeNs: writeNsOf(plan, 'A.source'),
  });
  return { round, request, response, recvFetch: null, reply: null, wait: null };
}

/** An ACK or NAK leaving HCA B at `at`, until HCA A has processed it. */
function replySpanOf(plan: TransferPlan, at: number): Span {
  const t = plan.timing;
  return { start: at, end: at + t.ib(plan.wire.ack) + t.fabricLatency() + t.hcaRx() };
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
