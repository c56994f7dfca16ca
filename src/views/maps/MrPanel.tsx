import { useMemo } from 'react';
import { msg } from '../../i18n/msg';
import type { FailureId, MisconceptionFigures } from '../../sim/misconception';
import type { Scenario } from '../../sim/scenario/types';
import { countParam } from '../shared/displayFormat';
import { useT } from '../shared/i18n/useT';
import type { MemItem } from '../shared/layout/stepFocus';
import { BreakMark } from '../shared/misconception/BreakMark';
import { breakTitle } from '../shared/misconception/breaks';
import { mrPageList } from './layout/mrPages';
import { mrPanelLayout } from './layout/mrPanelLayout';
import { MrPageColumns } from './MrPageColumns';
import { MrPhysPages } from './MrPhysPages';
import { MrRange } from './MrRange';
import { MttPill } from './MttPill';
import { mapBreakLabel, mrBreaks } from './misconception/misconceptionMapBreaks';

interface Props {
  s: Scenario;
  /** The key B's MKey really has (the rkey A holds may be stale). */
  mrKey: number;
  /** The bytes B registered. */
  mrLength: number;
  lit: ReadonlySet<MemItem>;
  relevant: boolean;
  landed: number;
  landedBefore: number;
  animKey: object;
  durationMs: number;
  /** Misconception mode: nothing registered B's buffer (no MR, no MTT, nothing pinned); `failure` is the step's. */
  misconception?: { figures: MisconceptionFigures; failure: FailureId | null } | null;
  /** The panel's frame ends this far down (a slide of the panel alone ends where its drawing does: mapsFocus). */
  bottom?: number;
}

/** Host B's MR: its virtual range, the MTT (and IOMMU) mapping, and the scattered physical pages that fill with the payload. */
export function MrPanel({
  s,
  mrKey,
  mrLength,
  lit,
  relevant,
  landed,
  landedBefore,
  animKey,
  durationMs,
  misconception = null,
  bottom,
}: Props) {
  const t = useT();
  const { pages, total } = useMemo(() => mrPageList(s), [s]);
  const imagined = misconception !== null;
  const L = useMemo(() => mrPanelLayout(s, pages.length, imagined), [s, pages.length, imagined]);
  const p = L.panel;
  // Physical column sorted by address: the crossing lines are the scattering the MTT undoes.
  const byPhys = [...pages].sort((a, b) => (a.phys < b.phys ? -1 : 1));
  const physRow = new Map(byPhys.map((pg, i) => [pg.index, i]));
  const more = total - pages.length;
  return (
    <g
      className={`map-panel ${relevant ? 'relevant' : ''} ${misconception ? 'unregistered' : ''}`}
      data-map="mr"
      data-relevant={String(relevant)}
    >
      <rect
        className="panel-bg"
        x={p.x}
        y={p.y}
        width={p.w}
        height={Math.min(p.h, (bottom ?? Number.POSITIVE_INFINITY) - p.y - 2)}
        rx={6}
      />
      <text className="panel-title" x={L.title.x} y={L.title.y}>
        {t(msg(misconception ? 'viz.mr.titleMisconception' : s.memB === 'gpu' ? 'viz.mr.titleGpu' : 'viz.mr.title'))}
      </text>
      <MrRange s={s} mrKey={mrKey} mrLength={mrLength} total={total} lit={lit.has('mr.va')} L={L} imagined={imagined} />
      <MttPill s={s} mrKey={mrKey} lit={lit.has('mr.mtt')} L={L} imagined={imagined} />
      <MrPageColumns pages={pages} physRow={physRow} mttLit={lit.has('mr.mtt')} L={L} imagined={imagined} />
      <MrPhysPages
        pages={pages}
        physRow={physRow}
        lit={lit.has('mr.pages')}
        L={L}
        landed={landed}
        landedBefore={landedBefore}
        animKey={animKey}
        durationMs={durationMs}
      />
      <text className="more" x={L.footer.count.x} y={L.footer.count.y} textAnchor="middle">
        {t(more > 0 ? msg('viz.mr.more', { count: countParam(more), n: more }) : msg('viz.mr.all', { count: countParam(total), n: total }))}
      </text>
      <text className="note" x={L.footer.note.x} y={L.footer.note.y} textAnchor="middle">
        {t(
          msg(
            misconception ? 'viz.mr.noteMisconception' : s.memB === 'gpu' ? 'viz.mr.noteGpu' : L.iova ? 'viz.mr.noteIommu' : 'viz.mr.note',
          ),
        )}
      </text>
      {misconception && (misconception.failure === 'protection' || misconception.failure === 'pinning') && (
        <BreakMark
          spot={mrBreaks(L.mtt, L.footer.markY, p)[misconception.failure]}
          lines={mapBreakLabel(misconception.failure, misconception.figures)}
          title={breakTitle(misconception.failure, misconception.figures)}
          view="maps"
        />
      )}
    </g>
  );
}
