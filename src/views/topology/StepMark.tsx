import { msg } from '../../i18n/msg';
import type { StepView } from '../../sim/trace/types';
import { useT } from '../shared/i18n/useT';
import { markSpot } from './layout/markSpot';
import type { TopologyLayout } from './layout/topologyLayout';

const R = 9;

/**
 * What goes wrong in a step, drawn where it happens: a cross for a packet
 * lost, damaged, dropped or refused, a clock for a timer. The word under it
 * carries the meaning, so colour is never the only sign.
 */
export function StepMark({ L, view }: { L: TopologyLayout; view: Pick<StepView, 'mark' | 'fabric'> }) {
  const t = useT();
  const p = markSpot(L, view);
  if (!p || !view.mark) return null;
  const { kind } = view.mark;
  return (
    <g className={`step-mark mark-${kind}`} data-testid="step-mark" data-kind={kind} transform={`translate(${p.x},${p.y})`}>
      <circle r={R} />
      {kind === 'timer' ? (
        <path d={`M0,0 L0,${-R + 3} M0,0 L${R - 4},0`} />
      ) : (
        <path d={`M${-R / 2},${-R / 2} L${R / 2},${R / 2} M${R / 2},${-R / 2} L${-R / 2},${R / 2}`} />
      )}
      {/* On the cable the link's label sits below: write the word above the mark there. */}
      <text y={view.mark.at === 'fabric' ? -R - 5 : R + 13} textAnchor="middle">
        {t(msg(`viz.mark.${kind}`))}
      </text>
    </g>
  );
}
