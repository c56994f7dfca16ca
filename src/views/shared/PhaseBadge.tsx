import { msg } from '../../i18n/msg';
import { PHASE_INFO } from '../../sim/trace/phaseInfo';
import type { Phase } from '../../sim/trace/types';
import { useT } from './i18n/useT';

/** The phase as a small coloured tag (host A blue, host B green), from the core's typed table. */
export function PhaseBadge({ phase }: { phase: Phase }) {
  const t = useT();
  const info = PHASE_INFO[phase];
  return <span className={`phase-badge side-${info.side}`}>{t(msg(info.label))}</span>;
}
