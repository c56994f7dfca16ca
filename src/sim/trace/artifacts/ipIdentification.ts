import { hcaWireOf } from '../../wire/hcaWire';
import { rangeSize } from '../exchange/exchangePlan';
import type { RoundTiming } from '../exchange/exchangeTiming';
import type { TransferPlan } from '../plan';
import type { HostId } from '../types';

/**
 * The IPv4 Identification of a RoCEv2 packet: each sender's counter, one step per packet it puts on the wire, a
 * retransmission included (src/sim/wire/hcaWire.ts says whose counter and where the example starts). A packet's
 * place in its sender's sequence follows from the rounds: A sends each round's data packets (a READ: one request),
 * B each round's READ responses and its ACKs and NAKs, in the order it sends them.
 */
export function ipIdOf(plan: TransferPlan, sender: HostId, ordinal: number): number {
  return (hcaWireOf(plan.s.preset).ipIdStart[sender] + ordinal) % 0x10000;
}

/** A's packets in round r: its data packets, or a READ's one request. */
const sentByA = (plan: TransferPlan, r: number) => (plan.s.op === 'read' ? 1 : rangeSize(plan.exchange.rounds[r].sent));

/** B's data packets in round r: a READ's responses (B answers a READ with no ACK, a refused one with a NAK alone). */
const dataSentByB = (plan: TransferPlan, r: number) => (plan.s.op === 'read' ? rangeSize(plan.exchange.rounds[r].executed) : 0);

/** Where data packet k of round r is in its sender's sequence (A's requests, or B's READ responses). */
export function dataOrdinal(plan: TransferPlan, r: number, k: number): number {
  const rounds = plan.exchange.rounds;
  let n = 0;
  if (plan.s.op === 'read') {
    for (let i = 0; i < r; i++) n += dataSentByB(plan, i);
    return n + (k - rounds[r].executed[0]);
  }
  for (let i = 0; i < r; i++) n += sentByA(plan, i);
  return n + (k - rounds[r].sent[0]);
}

/** Where round r's READ REQUEST is in A's sequence: one request a round. */
export const readRequestOrdinal = (r: number): number => r;

/**
 * Where answer i of round r is in B's sequence: after B's packets of the earlier rounds, and after the answers of
 * its own round that leave before it (a round's answers are ranked by when they leave).
 */
export function answerOrdinal(plan: TransferPlan, rounds: readonly RoundTiming[], r: number, i: number): number {
  let n = 0;
  for (let j = 0; j < r; j++) n += dataSentByB(plan, j) + rounds[j].answers.length;
  const own = rounds[r].answers;
  const me = own[i];
  return n + own.filter((a, j) => a.departNs < me.departNs || (a.departNs === me.departNs && j < i)).length;
}
