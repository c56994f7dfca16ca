import type { Round } from '../exchange/exchangePlan';
import type { Phase } from '../types';

/**
 * Step ids and phases of a round: the first transmission keeps the classic
 * names (A3.transmit, B1.check ...); a retransmission gets a prefix (R2.A3.transmit)
 * and the RETRY phase, so deep links to the first round never change.
 */
export function roundNaming(round: Round) {
  const first = round.index === 0;
  return {
    id: (base: string) => (first ? base : `R${round.index + 1}.${base}`),
    phase: (p: Phase): Phase => (first ? p : 'RETRY'),
  };
}
