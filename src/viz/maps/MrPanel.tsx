import { useMemo, useRef } from 'react';
import { interpolateNumber } from 'd3-interpolate';
import type { Scenario } from '../../sim/scenario/types';
import { mrLengthB } from '../../sim/trace/memoryRegions';
import { mrPageList, pageFill } from '../layout/mrPages';
import { PANELS } from '../layout/mapsLayout';
import type { MemItem } from '../layout/stepFocus';
import { fmtCount, fmtHex, fmtRange, fmtSize } from '../layout/format';
import { useLinkable } from '../hooks/useLinkable';
import { useStepAnimation } from '../hooks/useStepAnimation';
import type { FailureId, MythFigures } from '../../sim/misconception';
import { breakTitle } from '../layout/mythBreaks';
import { mapBreakLabel, mrBreaks } from '../layout/mythMapBreaks';
import { BreakMark } from '../myth/BreakMark';

interface Props {
  s: Scenario;
  lit: ReadonlySet<MemItem>;
  relevant: boolean;
  landed: number;
  landedBefore: number;
  animKey: object;
  durationMs: number;
  /** Misconception mode: nothing registered B's buffer (no MR, no MTT, nothing pinned); `failure` is the step's. */
  myth?: { figures: MythFigures; failure: FailureId | null } | null;
}

const ROW_H = 22;
const ROW_GAP = 5;

/** Host B's MR: its virtual range, the MTT (and IOMMU) mapping, and the scattered physical pages that fill with the payload. */
export function MrPanel({ s, lit, relevant, landed, landedBefore, animKey, durationMs, myth = null }: Props) {
  const { pages, total } = useMemo(() => mrPageList(s), [s]);
  const range = useLinkable('map.mrRange');
  const mtt = useLinkable('map.mtt');
  const payload = useLinkable('map.mrPages');
  const fills = useRef<(SVGRectElement | null)[]>([]);
  const p = PANELS.mr;
  const iommu = s.iommu;
  const vaX = p.x + 8;
  const vaW = 44;
  const physW = 80;
  const physX = p.x + p.w - 8 - physW;
  const ioW = 26;
  const ioX = vaX + vaW + 12;
  // The misconception's panel keeps a line under the MTT for its failure label.
  const rowsTop = p.y + (myth ? 114 : 100);
  const mttR = { x: p.x + p.w / 2 - 62, y: p.y + 62, w: 124, h: 17 };
  // Physical column sorted by address: the crossing lines are the scattering the MTT undoes.
  const byPhys = [...pages].sort((a, b) => (a.phys < b.phys ? -1 : 1));
  const physRow = new Map(byPhys.map((pg, i) => [pg.index, i]));
  const yOf = (i: number) => rowsTop + i * (ROW_H + ROW_GAP);
  const innerW = physW - 2;
  /** Width of the part of a page the message occupies (an 8-B write is a sliver of its 4 KiB page). */
  const shareW = (pg: (typeof pages)[number]) => (innerW * Math.max(1, pg.msgEnd - pg.msgStart)) / 4096;
  useStepAnimation(animKey, landed === landedBefore ? 0 : durationMs, (t) => {
    // Drawn pages fill one after another over the animation, from where the step found them.
    pages.forEach((pg, i) => {
      const el = fills.current[i];
      if (!el) return;
      const from = pageFill(pg, landedBefore);
      const to = pageFill(pg, landed);
      const local = Math.max(0, Math.min(1, t * pages.length - i));
      el.setAttribute('width', String(Math.max(to > 0 || from > 0 ? 3 : 0, interpolateNumber(from, to)(local) * shareW(pg))));
    });
  });
  const mrOn = lit.has('mr.va');
  const pagesOn = lit.has('mr.pages');
  return (
    <g className={`map-panel ${relevant ? 'relevant' : ''} ${myth ? 'unregistered' : ''}`} data-map="mr" data-relevant={String(relevant)}>
      <rect className="panel-bg" x={p.x} y={p.y} width={p.w} height={p.h} rx={6} />
      <text className="panel-title" x={p.x + 8} y={p.y + 15}>
        {myth ? 'Host B · buffer → pages' : 'Host B · MR → pages'}
      </text>
      <g className={`mr-range ${mrOn ? 'lit' : ''}`} data-item="mr.va" data-lit={String(mrOn)} {...range.props}>
        <title>
          {myth
            ? `Imagined: B's buffer at VA ${fmtHex(s.remoteVa)}, ${s.messageBytes} B, with no MR: nothing registered it, so there is no rkey, no MTT and nothing pinned`
            : `B's MR: VA ${fmtRange(s.remoteVa, s.remoteVa + BigInt(mrLengthB(s)))}, rkey ${fmtHex(s.rkey)}; the message is ${s.messageBytes} B from ${fmtHex(s.remoteVa)}`}
        </title>
        <rect x={p.x + 6} y={p.y + 24} width={p.w - 12} height={32} rx={3} />
        <text x={p.x + 12} y={p.y + 37}>{`${myth ? 'buffer' : 'MR'} at VA ${fmtHex(s.remoteVa)}`}</text>
        <text
          x={p.x + 12}
          y={p.y + 51}
        >{`${myth ? 'no MR · ' : ''}${fmtSize(s.messageBytes)} · ${fmtCount(total)} page${total === 1 ? '' : 's'}`}</text>
      </g>
      <g
        className={`mtt-pill ${lit.has('mr.mtt') ? 'lit' : ''} ${myth ? 'bypassed' : ''}`}
        data-item="mr.mtt"
        data-lit={String(lit.has('mr.mtt'))}
        {...mtt.props}
      >
        <title>
          {myth
            ? 'Imagined: no MKey and no MTT on HCA B, so no rkey to check and no list of pinned pages'
            : `MKey ${fmtHex(s.rkey)} (the rkey): its MTT lists one ${iommu ? 'IOVA' : 'physical address'} per page of the MR`}
        </title>
        <rect x={mttR.x} y={mttR.y} width={mttR.w} height={mttR.h} rx={8} />
        <text x={p.x + p.w / 2} y={p.y + 74.5} textAnchor="middle">
          {myth ? 'no MTT · not used' : `MTT · rkey ${fmtHex(s.rkey)}`}
        </text>
      </g>
      <text className="col-head" x={vaX + vaW / 2} y={rowsTop - 6} textAnchor="middle">
        VA
      </text>
      {iommu && (
        <text className="col-head" x={ioX + ioW / 2} y={rowsTop - 6} textAnchor="middle">
          IOVA
        </text>
      )}
      <text className="col-head" x={physX + physW / 2} y={rowsTop - 6} textAnchor="middle">
        physical
      </text>
      {pages.map((pg, i) => {
        const y = yOf(i) + ROW_H / 2;
        const py = yOf(physRow.get(pg.index) ?? i) + ROW_H / 2;
        const d = iommu ? `M${vaX + vaW},${y} L${ioX},${y} M${ioX + ioW},${y} L${physX},${py}` : `M${vaX + vaW},${y} L${physX},${py}`;
        return <path key={`l${i}`} className={`map-line ${lit.has('mr.mtt') ? 'lit' : ''} ${myth ? 'unpinned' : ''}`} d={d} />;
      })}
      {pages.map((pg, i) => (
        <g key={`v${i}`} className="va-page">
          <title>{`VA page ${pg.index}: ${fmtRange(pg.va, pg.va + 4096n)}`}</title>
          <rect x={vaX} y={yOf(i)} width={vaW} height={ROW_H} rx={2} />
          <text x={vaX + vaW / 2} y={yOf(i) + 15} textAnchor="middle">{`page ${pg.index}`}</text>
          {iommu && (
            <g className="iova-page">
              <title>{`IOVA ${fmtRange(pg.dma, pg.dma + 4096n)}: contiguous for the device; the IOMMU maps it to the frame`}</title>
              <rect x={ioX} y={yOf(i)} width={ioW} height={ROW_H} rx={2} />
            </g>
          )}
        </g>
      ))}
      {pages.map((pg, i) => {
        const row = physRow.get(pg.index) ?? i;
        const filled = pg.msgEnd > pg.msgStart && pageFill(pg, landed) >= 1;
        return (
          <g
            key={`p${i}`}
            className={`phys-page ${pagesOn ? 'lit' : ''}`}
            data-testid="mr-page"
            data-page={pg.index}
            data-filled={String(filled)}
            {...payload.props}
          >
            <title>{`Physical frame ${fmtRange(pg.phys, pg.phys + 4096n)} holds VA page ${pg.index}; message bytes ${pg.msgStart}..${Math.max(pg.msgStart, pg.msgEnd - 1)} land at +${fmtHex(pg.inPage)}`}</title>
            <rect x={physX} y={yOf(row)} width={physW} height={ROW_H} rx={2} />
            <rect
              className="page-fill"
              ref={(el) => {
                fills.current[i] = el;
              }}
              x={physX + 1 + (innerW * pg.inPage) / 4096}
              y={yOf(row) + 1}
              height={ROW_H - 2}
              width={0}
            />
            <text x={physX + physW / 2} y={yOf(row) + 15} textAnchor="middle" className="mono">
              {fmtHex(pg.phys)}
            </text>
          </g>
        );
      })}
      <text className="more" x={p.x + p.w / 2} y={yOf(pages.length) + 12} textAnchor="middle">
        {total > pages.length
          ? `… ${fmtCount(total - pages.length)} more pages`
          : `${fmtCount(total)} page${total === 1 ? '' : 's'} in all`}
      </text>
      <text className="note" x={p.x + p.w / 2} y={yOf(pages.length) + 27} textAnchor="middle">
        {myth ? 'page tables only: not pinned' : iommu ? 'MTT: VA → IOVA · IOMMU: → phys' : 'MTT: VA → physical, per page'}
      </text>
      {myth && (myth.failure === 'protection' || myth.failure === 'pinning') && (
        <BreakMark
          spot={mrBreaks(mttR, yOf(pages.length) + 44, p)[myth.failure]}
          lines={mapBreakLabel(myth.failure, myth.figures)}
          title={breakTitle(myth.failure, myth.figures)}
          view="maps"
        />
      )}
    </g>
  );
}
