import { useMemo } from 'react';
import { type Msg, msg } from '../../i18n/msg';
import { MLX5_BF_OFFSET } from '../../sim/mlx5/uar';
import type { Scenario } from '../../sim/scenario/types';
import type { TransferPlan } from '../../sim/trace/plan';
import { formatRange, hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useT } from '../shared/i18n/useT';
import type { MemItem } from '../shared/layout/stepFocus';
import { PANELS } from './layout/mapsLayout';
import { processMapLayout, type VaRegionId, type VaRow } from './layout/processMap';

interface Props {
  s: Scenario;
  plan: TransferPlan;
  lit: ReadonlySet<MemItem>;
  relevant: boolean;
}

/** What each region is for, for the hover. */
const WHY: Record<VaRegionId, Msg> = {
  uar: msg('viz.va.why.uar'),
  dbr: msg('viz.va.why.dbr'),
  cq: msg('viz.va.why.cq'),
  sq: msg('viz.va.why.sq'),
  src: msg('viz.va.why.src'),
};

/** Host A's process virtual address space: the buffers and rings the write uses, each lit in the step that touches it. */
export function VaPanel({ s, plan, lit, relevant }: Props) {
  const t = useT();
  const rows = useMemo(() => processMapLayout(s), [s]);
  const db = useLinkable('map.doorbellVa');
  const sq = useLinkable('map.sqVa');
  const src = useLinkable('map.srcVa');
  const p = PANELS.va;
  const x = p.x + 6;
  const w = p.w - 12;
  const linkOf = (r: VaRow) => (r.region === 'sq' ? sq.props : r.region === 'src' ? src.props : {});
  return (
    <g className={`map-panel ${relevant ? 'relevant' : ''}`} data-map="va" data-relevant={String(relevant)}>
      <rect className="panel-bg" x={p.x} y={p.y} width={p.w} height={p.h} rx={6} />
      <text className="panel-title" x={p.x + 8} y={p.y + 15}>
        {t(msg('viz.va.title'))}
      </text>
      {rows.map((r) => {
        if (!r.region) {
          return r.gapLabel ? (
            <text key={r.id} className="gap-label" x={x + w / 2} y={r.y + r.h / 2 + 4} textAnchor="middle">
              <title>{t(msg('viz.va.gapTitle', { range: formatRange(r.start, r.end) }))}</title>
              {t(r.gapLabel)}
            </text>
          ) : null;
        }
        const on = lit.has(`va.${r.region}` as MemItem);
        const addr =
          r.region === 'sq' ? plan.addr.sqSlotVa : r.region === 'cq' ? plan.addr.cqSlotVa : r.region === 'dbr' ? plan.addr.dbrVa : r.start;
        return (
          <g
            key={r.id}
            className={`va-row ${r.region} ${on ? 'lit' : ''}`}
            data-item={`va.${r.region}`}
            data-lit={String(on)}
            {...linkOf(r)}
          >
            <title>{t(msg('viz.va.rowTitle', { why: WHY[r.region], range: formatRange(r.start, r.end) }))}</title>
            <rect x={x} y={r.y} width={w} height={r.h} rx={3} />
            <text x={x + 6} y={r.y + 12}>
              {r.label && t(r.label)}
            </text>
            <text x={x + 6} y={r.y + 24} className="mono">
              {hex(addr)}
            </text>
          </g>
        );
      })}
      {rows
        .filter((r) => r.region === 'uar')
        .map((r) => {
          const on = lit.has('va.uar');
          return (
            <g key="db" className={`register ${on ? 'touched' : ''}`} data-testid="uar-doorbell-va" data-lit={String(on)} {...db.props}>
              <title>{t(msg('viz.va.doorbellTitle', { va: hex(plan.addr.doorbellVa), phys: hex(plan.addr.doorbell) }))}</title>
              <rect x={x + 4} y={r.y + r.h - 18} width={w - 8} height={15} rx={2} />
              <text x={x + 9} y={r.y + r.h - 6.5}>
                {t(msg('viz.va.doorbell', { offset: hex(MLX5_BF_OFFSET) }))}
              </text>
            </g>
          );
        })}
    </g>
  );
}
