import { useMemo, useRef } from 'react';
import { interpolateNumber } from 'd3-interpolate';
import { msg } from '../../i18n/msg';
import { useT } from '../shared/i18n/useT';
import type { Scenario } from '../../sim/scenario/types';
import { PAGE_BIG } from '../../sim/platform/pageMap';
import { mrLengthB } from '../../sim/trace/memoryRegions';
import { mrPageList, pageFill } from './layout/mrPages';
import { mrPanelLayout } from './layout/mrPanelLayout';
import type { MemItem } from '../shared/layout/stepFocus';
import { fmtCount, fmtHex, fmtRange, fmtSize } from '../shared/drawingFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useStepAnimation } from '../shared/hooks/useStepAnimation';
import type { FailureId, MisconceptionFigures } from '../../sim/misconception';
import { breakTitle } from '../shared/misconception/breaks';
import { mapBreakLabel, mrBreaks } from './misconception/misconceptionMapBreaks';
import { BreakMark } from '../shared/misconception/BreakMark';

interface Props {
  s: Scenario;
  /** The key B's MKey really has (the rkey A holds may be stale). */
  mrKey: number;
  lit: ReadonlySet<MemItem>;
  relevant: boolean;
  landed: number;
  landedBefore: number;
  animKey: object;
  durationMs: number;
  /** Misconception mode: nothing registered B's buffer (no MR, no MTT, nothing pinned); `failure` is the step's. */
  misconception?: { figures: MisconceptionFigures; failure: FailureId | null } | null;
}

/** Host B's MR: its virtual range, the MTT (and IOMMU) mapping, and the scattered physical pages that fill with the payload. */
export function MrPanel({ s, mrKey, lit, relevant, landed, landedBefore, animKey, durationMs, misconception = null }: Props) {
  const t = useT();
  const { pages, total } = useMemo(() => mrPageList(s), [s]);
  const imagined = misconception !== null;
  const L = useMemo(() => mrPanelLayout(s, pages.length, imagined), [s, pages.length, imagined]);
  const range = useLinkable('map.mrRange');
  const mtt = useLinkable('map.mtt');
  const payload = useLinkable('map.mrPages');
  const fills = useRef<(SVGRectElement | null)[]>([]);
  const { panel: p, va, iova, phys } = L;
  // Physical column sorted by address: the crossing lines are the scattering the MTT undoes.
  const byPhys = [...pages].sort((a, b) => (a.phys < b.phys ? -1 : 1));
  const physRow = new Map(byPhys.map((pg, i) => [pg.index, i]));
  useStepAnimation(animKey, landed === landedBefore ? 0 : durationMs, (time) => {
    // Drawn pages fill one after another over the animation, from where the step found them.
    pages.forEach((pg, i) => {
      const el = fills.current[i];
      if (!el) return;
      const from = pageFill(pg, landedBefore);
      const to = pageFill(pg, landed);
      const local = Math.max(0, Math.min(1, time * pages.length - i));
      const w = L.fillW(pg.inPage, pg.msgEnd - pg.msgStart, interpolateNumber(from, to)(local), to > 0 || from > 0);
      el.setAttribute('width', String(w));
    });
  });
  const mrOn = lit.has('mr.va');
  const pagesOn = lit.has('mr.pages');
  const va0 = fmtHex(s.remoteVa);
  const rkey = fmtHex(mrKey);
  const count = { count: fmtCount(total), n: total };
  const size = fmtSize(s.messageBytes);
  const bytes = String(s.messageBytes);
  return (
    <g
      className={`map-panel ${relevant ? 'relevant' : ''} ${misconception ? 'unregistered' : ''}`}
      data-map="mr"
      data-relevant={String(relevant)}
    >
      <rect className="panel-bg" x={p.x} y={p.y} width={p.w} height={p.h} rx={6} />
      <text className="panel-title" x={L.title.x} y={L.title.y}>
        {t(msg(misconception ? 'viz.mr.titleMisconception' : 'viz.mr.title'))}
      </text>
      <g className={`mr-range ${mrOn ? 'lit' : ''}`} data-item="mr.va" data-lit={String(mrOn)} {...range.props}>
        <title>
          {t(
            misconception
              ? msg('viz.mr.rangeTitleMisconception', { va: va0, bytes })
              : msg('viz.mr.rangeTitle', { range: fmtRange(s.remoteVa, s.remoteVa + BigInt(mrLengthB(s))), rkey, bytes, va: va0 }),
          )}
        </title>
        <rect x={L.range.box.x} y={L.range.box.y} width={L.range.box.w} height={L.range.box.h} rx={3} />
        <text x={L.range.lines[0].x} y={L.range.lines[0].y}>
          {t(msg(misconception ? 'viz.mr.atMisconception' : 'viz.mr.at', { va: va0 }))}
        </text>
        <text x={L.range.lines[1].x} y={L.range.lines[1].y}>
          {t(msg(misconception ? 'viz.mr.sizeMisconception' : 'viz.mr.size', { size, ...count }))}
        </text>
      </g>
      <g
        className={`mtt-pill ${lit.has('mr.mtt') ? 'lit' : ''} ${misconception ? 'bypassed' : ''}`}
        data-item="mr.mtt"
        data-lit={String(lit.has('mr.mtt'))}
        {...mtt.props}
      >
        <title>
          {t(
            misconception
              ? msg('viz.mr.mttTitleMisconception')
              : msg('viz.mr.mttTitle', { rkey, entry: msg(iova ? 'viz.mr.mttEntryIova' : 'viz.mr.mttEntryPhys') }),
          )}
        </title>
        <rect x={L.mtt.x} y={L.mtt.y} width={L.mtt.w} height={L.mtt.h} rx={8} />
        <text x={L.mttLabel.x} y={L.mttLabel.y} textAnchor="middle">
          {t(misconception ? msg('viz.mr.mttMisconception') : msg(s.op === 'send' ? 'viz.mr.mttLkey' : 'viz.mr.mtt', { rkey }))}
        </text>
      </g>
      <text className="col-head" x={va.x + va.w / 2} y={L.headY} textAnchor="middle">
        {t(msg('viz.mr.colVa'))}
      </text>
      {iova && (
        <text className="col-head" x={iova.x + iova.w / 2} y={L.headY} textAnchor="middle">
          {t(msg('viz.mr.colIova'))}
        </text>
      )}
      <text className="col-head" x={phys.x + phys.w / 2} y={L.headY} textAnchor="middle">
        {t(msg('viz.mr.colPhys'))}
      </text>
      {pages.map((pg, i) => (
        <path
          key={`l${i}`}
          className={`map-line ${lit.has('mr.mtt') ? 'lit' : ''} ${misconception ? 'unpinned' : ''}`}
          d={L.link(i, physRow.get(pg.index) ?? i)}
        />
      ))}
      {pages.map((pg, i) => (
        <g key={`v${i}`} className="va-page">
          <title>{t(msg('viz.mr.vaTitle', { index: String(pg.index), range: fmtRange(pg.va, pg.va + PAGE_BIG) }))}</title>
          <rect x={va.x} y={L.rowY(i)} width={va.w} height={L.rowH} rx={2} />
          <text x={va.x + va.w / 2} y={L.textY(i)} textAnchor="middle">
            {t(msg('viz.mr.vaPage', { index: String(pg.index) }))}
          </text>
          {iova && (
            <g className="iova-page">
              <title>{t(msg('viz.mr.iovaTitle', { range: fmtRange(pg.dma, pg.dma + PAGE_BIG) }))}</title>
              <rect x={iova.x} y={L.rowY(i)} width={iova.w} height={L.rowH} rx={2} />
            </g>
          )}
        </g>
      ))}
      {pages.map((pg, i) => {
        const row = physRow.get(pg.index) ?? i;
        const filled = pg.msgEnd > pg.msgStart && pageFill(pg, landed) >= 1;
        const title = msg('viz.mr.physTitle', {
          range: fmtRange(pg.phys, pg.phys + PAGE_BIG),
          index: String(pg.index),
          first: String(pg.msgStart),
          last: String(Math.max(pg.msgStart, pg.msgEnd - 1)),
          offset: fmtHex(pg.inPage),
        });
        return (
          <g
            key={`p${i}`}
            className={`phys-page ${pagesOn ? 'lit' : ''}`}
            data-testid="mr-page"
            data-page={pg.index}
            data-filled={String(filled)}
            {...payload.props}
          >
            <title>{t(title)}</title>
            <rect x={phys.x} y={L.rowY(row)} width={phys.w} height={L.rowH} rx={2} />
            <rect
              className="page-fill"
              ref={(el) => {
                fills.current[i] = el;
              }}
              x={L.share(pg.inPage, pg.msgEnd - pg.msgStart).x}
              y={L.rowY(row) + 1}
              height={L.rowH - 2}
              // The end state (the animation's last frame): what a first drawing, and the prerendered page, show.
              width={L.fillW(
                pg.inPage,
                pg.msgEnd - pg.msgStart,
                pageFill(pg, landed),
                pageFill(pg, landed) > 0 || pageFill(pg, landedBefore) > 0,
              )}
            />
            <text x={phys.x + phys.w / 2} y={L.textY(row)} textAnchor="middle" className="mono">
              {fmtHex(pg.phys)}
            </text>
          </g>
        );
      })}
      <text className="more" x={L.footer.count.x} y={L.footer.count.y} textAnchor="middle">
        {t(
          total > pages.length
            ? msg('viz.mr.more', { count: fmtCount(total - pages.length), n: total - pages.length })
            : msg('viz.mr.all', count),
        )}
      </text>
      <text className="note" x={L.footer.note.x} y={L.footer.note.y} textAnchor="middle">
        {t(msg(misconception ? 'viz.mr.noteMisconception' : iova ? 'viz.mr.noteIommu' : 'viz.mr.note'))}
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
