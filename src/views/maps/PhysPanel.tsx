import { useMemo } from 'react';
import { msg } from '../../i18n/msg';
import type { MisconceptionFigures } from '../../sim/misconception';
import { MLX5_BF_OFFSET } from '../../sim/mlx5/uar';
import { BAR0_SIZE } from '../../sim/platform/addressMap';
import type { Scenario } from '../../sim/scenario/types';
import type { TransferPlan } from '../../sim/trace/plan';
import { formatRange, formatSizeDrawing, hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useT } from '../shared/i18n/useT';
import type { MemItem } from '../shared/layout/stepFocus';
import { BreakMark } from '../shared/misconception/BreakMark';
import { breakTitle } from '../shared/misconception/breaks';
import { DramPages } from './DramPages';
import { PANELS } from './layout/mapsLayout';
import { physMapLayout } from './layout/physMap';
import { mapBreakLabel, physBreak } from './misconception/misconceptionMapBreaks';
import { windowProjection } from './misconception/misconceptionWindow';
import { WindowProjection, WindowStore } from './misconception/WindowProjection';

interface Props {
  s: Scenario;
  plan: TransferPlan;
  lit: ReadonlySet<MemItem>;
  relevant: boolean;
  doorbellLit: boolean;
  /** Misconception mode: BAR0 drawn as the imagined window onto B's RAM (instead of A's DRAM pages). */
  misconception?: { figures: MisconceptionFigures; size: boolean } | null;
}

/** Host A's physical address space: DRAM, the MMIO hole and window, HCA A's BAR0 zoomed in, the DRAM pages in use. */
export function PhysPanel({ s, plan, lit, relevant, doorbellLit, misconception = null }: Props) {
  const t = useT();
  const imagined = misconception !== null;
  const m = useMemo(() => physMapLayout(s, plan, imagined), [s, plan, imagined]);
  const w = useMemo(() => (imagined ? windowProjection(s, m) : null), [imagined, s, m]);
  const db = useLinkable('map.doorbellPhys');
  const p = PANELS.phys;
  const { column: c, callout: k } = m;
  const right = c.x + c.w;
  return (
    <g className={`map-panel ${relevant ? 'relevant' : ''}`} data-map="phys" data-relevant={String(relevant)}>
      <rect className="panel-bg" x={p.x} y={p.y} width={p.w} height={p.h} rx={6} />
      <text className="panel-title" x={p.x + 8} y={p.y + 15}>
        {t(msg('viz.phys.title'))}
      </text>
      {m.regions.map((r) => (
        <g key={r.id} className={`region kind-${r.kind}`}>
          <title>{t(msg('viz.maps.rangeTitle', { what: r.about, range: formatRange(r.start, r.end) }))}</title>
          <rect x={c.x} y={r.y} width={c.w} height={r.h} rx={2} />
          <text x={c.x + c.w / 2 - 2} y={r.y + r.h / 2 - 2} textAnchor="middle">
            {t(r.label)}
          </text>
          <text x={c.x + c.w / 2 - 2} y={r.y + r.h / 2 + 11} textAnchor="middle" className="sub">
            {r.sub}
          </text>
        </g>
      ))}
      <path
        className="zoom"
        d={`M${right},${m.bar.markerY - 2} L${k.x},${m.bar.box.y} M${right},${m.bar.markerY + 2} L${k.x},${m.bar.box.y + m.bar.box.h}`}
      />
      <rect className="bar-marker" x={right - 3} y={m.bar.markerY - 3} width={8} height={6} rx={1}>
        <title>{t(msg('viz.phys.barMarkerTitle', { range: formatRange(s.bar0, s.bar0 + BAR0_SIZE) }))}</title>
      </rect>
      <g className="callout bar-callout">
        <title>{t(msg('viz.phys.barTitle', { range: formatRange(s.bar0, s.bar0 + BAR0_SIZE) }))}</title>
        <rect x={k.x} y={m.bar.box.y} width={k.w} height={m.bar.box.h} rx={4} />
        <text x={k.x + 6} y={m.bar.box.y + 13} className="callout-title">
          {t(msg('viz.phys.barHead'))}
        </text>
        <text x={k.x + 6} y={m.bar.box.y + 26} className="mono">
          {t(msg('viz.phys.barWhere', { address: hex(s.bar0), size: formatSizeDrawing(BAR0_SIZE) }))}
        </text>
      </g>
      {m.bar.rows.map((r) => (
        <g key={r.id} className={`bar-row ${r.id}`}>
          <title>{t(msg('viz.maps.rangeTitle', { what: r.about, range: formatRange(r.start, r.end) }))}</title>
          <rect x={k.x + 4} y={r.y} width={k.w - 8} height={r.h} rx={2} />
          <text x={k.x + 10} y={r.id === 'uar' ? r.y + 13 : r.y + r.h / 2 + 4}>
            {t(r.label)}
          </text>
        </g>
      ))}
      <g
        className={`register ${doorbellLit ? 'touched' : ''} ${lit.has('phys.doorbell') ? 'lit' : ''}`}
        data-testid="doorbell-register"
        data-lit={String(doorbellLit)}
        {...db.props}
      >
        <title>{t(msg('viz.phys.doorbellTitle', { address: hex(plan.addr.doorbell), offset: hex(MLX5_BF_OFFSET) }))}</title>
        <rect x={k.x + 10} y={m.doorbell.y} width={k.w - 20} height={m.doorbell.h} rx={2} />
        <text x={k.x + 15} y={m.doorbell.y + 12.5}>
          {t(msg('viz.phys.doorbell', { offset: hex(MLX5_BF_OFFSET) }))}
        </text>
      </g>
      {w && misconception ? (
        <>
          <WindowStore m={m} w={w} lit={lit.has('phys.store')} />
          <WindowProjection m={m} w={w} lit={lit.has('phys.window')} />
          {misconception.size && (
            <BreakMark
              spot={physBreak(w)}
              lines={mapBreakLabel('size', misconception.figures)}
              title={breakTitle('size', misconception.figures)}
              view="maps"
            />
          )}
        </>
      ) : (
        <DramPages m={m} lit={lit} />
      )}
    </g>
  );
}
