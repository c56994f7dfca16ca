import { msg } from '../../i18n/msg';
import type { Scenario } from '../../sim/scenario/types';
import { hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useT } from '../shared/i18n/useT';
import type { MrPanelLayout } from './layout/mrPanelLayout';

interface Props {
  s: Scenario;
  /** The key B's MKey really has. */
  mrKey: number;
  lit: boolean;
  L: MrPanelLayout;
  /** Misconception mode: no MTT entry, the write would bypass it. */
  imagined: boolean;
}

/** The MTT: the key that finds the MR, and what its entries hold (physical addresses, or IOVAs under an IOMMU). */
export function MttPill({ s, mrKey, lit, L, imagined }: Props) {
  const t = useT();
  const mtt = useLinkable('map.mtt');
  const rkey = hex(mrKey);
  return (
    <g className={`mtt-pill ${lit ? 'lit' : ''} ${imagined ? 'bypassed' : ''}`} data-item="mr.mtt" data-lit={String(lit)} {...mtt.props}>
      <title>
        {t(
          imagined
            ? msg('viz.mr.mttTitleMisconception')
            : msg('viz.mr.mttTitle', {
                rkey,
                entry: msg(s.memB === 'gpu' ? 'viz.mr.mttEntryBar1' : L.iova ? 'viz.mr.mttEntryIova' : 'viz.mr.mttEntryPhys'),
              }),
        )}
      </title>
      <rect x={L.mtt.x} y={L.mtt.y} width={L.mtt.w} height={L.mtt.h} rx={8} />
      <text x={L.mttLabel.x} y={L.mttLabel.y} textAnchor="middle">
        {t(imagined ? msg('viz.mr.mttMisconception') : msg(s.op === 'send' ? 'viz.mr.mttLkey' : 'viz.mr.mtt', { rkey }))}
      </text>
    </g>
  );
}
