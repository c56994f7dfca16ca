import { msg } from '../i18n/msg';
import type { Phase } from '../sim/trace/types';
import { useT } from './i18n/useT';

/** The classic numbering (A1..B4) as a small coloured tag; host A blue, host B green. Phase names are names: only the words are translated. */
export function PhaseBadge({ phase }: { phase: Phase }) {
  const t = useT();
  const side =
    phase === 'MYTH' ? 'm' : phase.startsWith('A') && phase !== 'ACK' ? 'a' : phase.startsWith('B') ? 'b' : phase === 'FABRIC' ? 'f' : 'o';
  return (
    <span className={`phase-badge side-${side}`}>
      {phase === 'COMPLETION' ? t(msg('ui.phase.completion')) : phase === 'MYTH' ? t(msg('ui.phase.myth')) : phase}
    </span>
  );
}
