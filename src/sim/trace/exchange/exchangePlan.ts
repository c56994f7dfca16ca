import type { Op, Scenario } from '../../scenario/types';
import type { CheckId } from '../checkId';
import { failingMemoryCheck } from '../responder/memoryChecks';
import { type ResponderState, responderStateFor } from '../responder/responderState';

/** A half-open range of packet indices [from, to). */
export type Range = readonly [from: number, to: number];

export const rangeSize = (r: Range): number => Math.max(0, r[1] - r[0]);
const EMPTY: Range = [0, 0];

/** What the fault does to the one packet it hits: lost on a link, or damaged so the receiving HCA drops it. */
export type Hit = 'lost' | 'corrupted';

/** What B answers a round of write-like requests. */
export type Reply =
  /** ACKs: `count` of them (one per duplicate, as soft-RoCE sends, plus the one the last packet asks for). */
  | { kind: 'ack'; count: number; hit: Hit | null }
  /** A PSN sequence error NAK (0x60), carrying the PSN B expects: packet `expected`. */
  | { kind: 'nak-psn'; expected: number }
  /**
   * An RNR NAK for packet `at`: no receive WQE was posted. `psnNakAt`: the next packet, which soft-RoCE answers with a
   * PSN sequence NAK because its RNR path does not mark that it has NAKed (rxe_resp.c: only check_psn sets
   * sent_psn_nak); null when no packet follows.
   */
  | { kind: 'nak-rnr'; at: number; psnNakAt: number | null }
  /** A remote access error NAK (0x62) for packet `at`, after `check` failed. */
  | { kind: 'nak-access'; at: number; check: CheckId }
  /** Nothing: the packet B would answer never arrived. */
  | { kind: 'none' };

/** Why a round of requests is sent. */
export type RoundCause = 'post' | 'nak-psn' | 'timeout' | 'rnr-nak' | 'response-gap';

/**
 * One transmission of (part of) the message. Packet indices count the
 * message's data packets: A's request packets for a write-like operation,
 * B's READ responses for a READ (whose request is one packet).
 */
export interface Round {
  index: number;
  cause: RoundCause;
  /** The data packets this round carries (READ: the responses its request asks for). */
  sent: Range;
  /** The packet the fault hits in this round, if any (only the first round is hit). */
  hit: { on: 'data' | 'request' | 'reply'; index: number; how: Hit } | null;
  /** Write-like: packets whose bytes B places; READ: the responses B reads from its memory and sends. */
  executed: Range;
  /** Write-like: packets B has already executed: acknowledged, not executed again. */
  duplicates: Range;
  /** Packets that arrive after a gap or an error and are dropped (at B, or at A for READ responses). */
  discarded: Range;
  /** READ: the responses A accepts and writes into its buffer. */
  accepted: Range;
  /**
   * The packet that takes B's receive WQE in this round (SEND, WRITE with immediate), or null. soft-RoCE takes it in
   * check_resource, before check_rkey, so a one-packet WRITE with immediate that fails its rkey check still takes it.
   */
  takesRecv: number | null;
  /** Write-like only; a READ is answered by its responses. */
  reply: Reply;
}

export type Outcome = { kind: 'success' } | { kind: 'remote-access-error'; check: CheckId };

export interface ExchangePlan {
  op: Op;
  /** Data packets of the message (at least 1: a zero-length message still sends one). */
  packets: number;
  rounds: Round[];
  outcome: Outcome;
  /** Write-like operations that consume a receive WQE on B (SEND, WRITE with immediate): the packet that takes it. */
  recvAt: number | null;
}

/**
 * Which packet takes B's receive WQE: a SEND at its first packet, a WRITE
 * with immediate at its last, after the earlier packets' data is placed
 * (Linux drivers/infiniband/sw/rxe/rxe_resp.c, check_resource; rxe_opcode.c, RXE_RWR_MASK).
 */
export function recvWqeAt(op: Op, packets: number): number | null {
  if (op === 'send') return 0;
  if (op === 'write-imm') return packets - 1;
  return null;
}

/** Data packets of the message: one per path MTU, at least one. */
export const dataPackets = (s: Pick<Scenario, 'messageBytes' | 'pathMtu'>): number => Math.max(1, Math.ceil(s.messageBytes / s.pathMtu));

function round(index: number, cause: RoundCause, sent: Range, more: Partial<Round>): Round {
  return {
    index,
    cause,
    sent,
    hit: null,
    executed: EMPTY,
    duplicates: EMPTY,
    discarded: EMPTY,
    accepted: EMPTY,
    takesRecv: null,
    reply: { kind: 'none' },
    ...more,
  };
}

/** The round's packet that takes the receive WQE: `recvAt`, when the round executes it. */
function withRecv(r: Round, recvAt: number | null): Round {
  const takes = recvAt !== null && r.executed[0] <= recvAt && recvAt < r.executed[1];
  return takes ? { ...r, takesRecv: recvAt } : r;
}

const ack = (count: number, hit: Hit | null = null): Reply => ({ kind: 'ack', count, hit });

/**
 * The protocol of one message under one fault, as rounds of transmission:
 * what is sent, executed, dropped and answered, and why the next round is
 * sent. Pure logic, no time and no bytes: the timeline and the step builders
 * read it. Fault packets are numbered as the scenario numbers them: a
 * write-like operation's data packets 1..n then the ACK n+1; a READ's request
 * 1 then its responses 2..n+1. Whether the request is refused, and by which check, is B's memory check on the
 * request against B's state (the access faults change B's MR: responderStateFor; memoryChecks.ts), the same
 * decision the checks table shows.
 */
export function planExchange(s: Scenario, b: ResponderState = responderStateFor(s)): ExchangePlan {
  const n = dataPackets(s);
  const recvAt = recvWqeAt(s.op, n);
  const base = { op: s.op, packets: n, recvAt };
  const f = s.fault;
  const check =
    s.op === 'send' ? null : failingMemoryCheck(b, { rkey: s.rkey, va: s.remoteVa, length: s.messageBytes, write: s.op !== 'read' });
  if (check) {
    // The RETH is checked on the first packet; after the NAK, B's QP is in Error and drops the rest.
    // A one-packet WRITE with immediate takes its receive WQE before the rkey check fails (rxe_resp.c: check_resource
    // precedes check_rkey); a longer one fails at its FIRST packet, which takes none.
    const r0 =
      s.op === 'read'
        ? round(0, 'post', [0, n], { reply: { kind: 'nak-access', at: 0, check } })
        : round(0, 'post', [0, n], { discarded: [1, n], reply: { kind: 'nak-access', at: 0, check }, takesRecv: recvAt === 0 ? 0 : null });
    return { ...base, rounds: [r0], outcome: { kind: 'remote-access-error', check } };
  }
  const hit: Hit | null = f.kind === 'drop' ? 'lost' : f.kind === 'corrupt-icrc' ? 'corrupted' : null;
  const rounds = s.op === 'read' ? readRounds(n, hit ? { packet: (f as { packet: number }).packet, how: hit } : null) : null;
  if (rounds) return { ...base, rounds, outcome: { kind: 'success' } };
  if (recvAt !== null && !s.recvPosted) {
    // No receive WQE: B answers the packet that needs one with an RNR NAK; the packets before it are executed
    // (a WRITE with immediate's data is placed) and those after it dropped. A waits the RNR timer and resends from it.
    return {
      ...base,
      rounds: [
        round(0, 'post', [0, n], {
          executed: [0, recvAt],
          discarded: [recvAt + 1, n],
          reply: { kind: 'nak-rnr', at: recvAt, psnNakAt: recvAt + 1 < n ? recvAt + 1 : null },
        }),
        withRecv(round(1, 'rnr-nak', [recvAt, n], { executed: [recvAt, n], reply: ack(1) }), recvAt),
      ],
      outcome: { kind: 'success' },
    };
  }
  const success = (rounds: Round[]): ExchangePlan => ({
    ...base,
    rounds: rounds.map((r) => withRecv(r, recvAt)),
    outcome: { kind: 'success' },
  });
  if (!hit) return success([round(0, 'post', [0, n], { executed: [0, n], reply: ack(1) })]);
  const j = (f as { packet: number }).packet - 1;
  if (j === n) {
    // The ACK is lost: A times out and resends everything; B acknowledges the duplicates and executes none.
    return success([
      round(0, 'post', [0, n], { executed: [0, n], reply: ack(1, hit), hit: { on: 'reply', index: 0, how: hit } }),
      round(1, 'timeout', [0, n], { duplicates: [0, n], reply: ack(n) }),
    ]);
  }
  const r0hit = { on: 'data' as const, index: j, how: hit };
  if (j < n - 1) {
    // A later packet reveals the gap: B NAKs it once (PSN sequence error) and drops the rest; go-back-N from j.
    return success([
      round(0, 'post', [0, n], { hit: r0hit, executed: [0, j], discarded: [j + 1, n], reply: { kind: 'nak-psn', expected: j } }),
      round(1, 'nak-psn', [j, n], { executed: [j, n], reply: ack(1) }),
    ]);
  }
  // The last packet is lost: nothing reveals the gap and no ACK comes. A's timer expires and it resends from the
  // first unacknowledged packet (here the message's first: only the last packet asks for an ACK).
  return success([
    round(0, 'post', [0, n], { hit: r0hit, executed: [0, n - 1] }),
    round(1, 'timeout', [0, n], { duplicates: [0, n - 1], executed: [n - 1, n], reply: ack(n) }),
  ]);
}

/**
 * A READ: the request (fault packet 1) and its responses (2..n+1). A lost
 * request leaves B silent until A's timer expires; a lost response leaves a
 * gap A sees at the next response (or, for the last, by its timer), and A
 * asks again from the missing one. B serves the repeated request again: a
 * READ is re-executed (Linux drivers/infiniband/sw/rxe/rxe_resp.c, duplicate_request; rxe_req.c,
 * req_retry advances the READ's address by the PSNs already answered).
 */
function readRounds(n: number, fault: { packet: number; how: Hit } | null): Round[] {
  if (!fault) return [round(0, 'post', [0, n], { executed: [0, n], accepted: [0, n] })];
  if (fault.packet === 1) {
    return [
      round(0, 'post', [0, n], { hit: { on: 'request', index: 0, how: fault.how } }),
      round(1, 'timeout', [0, n], { executed: [0, n], accepted: [0, n] }),
    ];
  }
  const r = fault.packet - 2;
  const hit = { on: 'data' as const, index: r, how: fault.how };
  return [
    round(0, 'post', [0, n], { hit, executed: [0, n], accepted: [0, r], discarded: [r + 1, n] }),
    round(1, r < n - 1 ? 'response-gap' : 'timeout', [r, n], { executed: [r, n], accepted: [r, n] }),
  ];
}

/** Write-like: the data packets B places, in the order it places them (every round's executed range). */
export function placedRanges(p: ExchangePlan): Range[] {
  return p.rounds.map((r) => (p.op === 'read' ? r.accepted : r.executed)).filter((r) => rangeSize(r) > 0);
}

/** Did some round take B's receive WQE? (After an access error that took it, B completes it with an error, not a flush.) */
export const recvWqeTaken = (p: ExchangePlan): boolean => p.rounds.some((r) => r.takesRecv !== null);
