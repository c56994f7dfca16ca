import type { TransferPlan } from '../plan';

/**
 * B's receive WQEs posted and not yet taken when B answers packet `trigger` of round `r`: what an HCA that counts
 * end-to-end credits advertises in the ACK (src/sim/ib/aethCredits.ts). B's program posts one receive for a SEND or
 * a WRITE with immediate (before the exchange, or late, during an RNR wait), none for a WRITE or a READ; the packet
 * that takes it (Round.takesRecv) uses it up.
 */
export function freeReceives(plan: TransferPlan, r: number, trigger: number): number {
  const { op } = plan.s;
  if (op !== 'send' && op !== 'write-imm') return 0;
  const rounds = plan.exchange.rounds;
  const round = rounds[r];
  const takenEarlier = rounds.slice(0, r).some((x) => x.takesRecv !== null);
  // Posted before the exchange, or by B's application while A waited out an RNR NAK.
  const posted = round.cause === 'rnr-nak' || rounds.slice(0, r).some((x) => x.cause === 'rnr-nak') ? 1 : plan.responder.recvPosted;
  const taken = takenEarlier || (round.takesRecv !== null && trigger >= round.takesRecv) ? 1 : 0;
  return Math.max(0, posted - taken);
}
