import type { Phase } from '../sim/trace/types';

/** The classic numbering (A1..B4) as a small coloured tag; host A blue, host B green. */
export function PhaseBadge({ phase }: { phase: Phase }) {
  const side =
    phase === 'MYTH' ? 'm' : phase.startsWith('A') && phase !== 'ACK' ? 'a' : phase.startsWith('B') ? 'b' : phase === 'FABRIC' ? 'f' : 'o';
  return <span className={`phase-badge side-${side}`}>{phase === 'COMPLETION' ? 'CQE' : phase === 'MYTH' ? '✗ MYTH' : phase}</span>;
}
