import type { Scenario } from '../../../sim/scenario/types';
import type { Pt, Rect } from '../../shared/layout/geometry';
import { PANELS } from './mapsLayout';
import { mrPageSize } from './mrPages';

/** Height of a page row, and the gap between rows. */
export const MR_ROW_H = 22;
export const MR_ROW_GAP = 5;
/** Once a byte has landed a page shows at least this much fill: an 8-B write is 0.2 px of a 4 KiB page drawn 78 px wide. */
export const MIN_FILL_W = 3;

/** A column of page boxes: its left edge and width. */
export interface Column {
  x: number;
  w: number;
}

export interface MrPanelLayout {
  panel: Rect;
  /** Baseline of the panel's title. */
  title: Pt;
  /** The MR's (in the misconception, the bare buffer's) VA range: its box and the baselines of its two lines. */
  range: { box: Rect; lines: [Pt, Pt] };
  /** The MTT pill and its label's (centred) baseline. */
  mtt: Rect;
  mttLabel: Pt;
  /** VA pages on the left, physical frames on the right, the IOVA column between them when the IOMMU is on. */
  va: Column;
  iova: Column | null;
  phys: Column;
  /** Baseline of the column heads. */
  headY: number;
  rowH: number;
  /** Top of row i, and the baseline of its text. */
  rowY(i: number): number;
  textY(i: number): number;
  /** The MTT's (and IOMMU's) mapping of VA row `vaRow` to physical row `physRow`, as an SVG path. */
  link(vaRow: number, physRow: number): string;
  /** The part of a page box the message's `bytes` from offset `inPage` occupy (an 8-B write is a sliver). */
  share(inPage: number, bytes: number): { x: number; w: number };
  /**
   * Drawn width of a fill that is `fraction` of that share: at least MIN_FILL_W when `shown` (the page has bytes before or
   * after the step), never past the box.
   */
  fillW(inPage: number, bytes: number, fraction: number, shown: boolean): number;
  /** Centred baselines under the rows (pages in all, the mapping note), and the line a misconception mark sits on. */
  footer: { count: Pt; note: Pt; markY: number };
  /** Where what the panel draws ends (a slide of this panel alone ends there, not at the panel's full height). */
  contentBottom: number;
}

/**
 * Host B's MR panel (in the memory maps' viewBox): the VA range, the MTT
 * pill, then `pageCount` rows of VA pages mapped to their physical frames.
 * The misconception's panel keeps a line under the MTT for its failure label.
 */
export function mrPanelLayout(s: Pick<Scenario, 'iommu' | 'memB'>, pageCount: number, misconception: boolean): MrPanelLayout {
  const PAGE = mrPageSize(s);
  const p = PANELS.mr;
  const mid = p.x + p.w / 2;
  const va: Column = { x: p.x + 8, w: 44 };
  // BAR1 bus addresses (GPU memory) are longer than DRAM's: a wider column.
  const physW = s.memB === 'gpu' ? 92 : 80;
  const phys: Column = { x: p.x + p.w - 8 - physW, w: physW };
  const iova: Column | null = s.iommu ? { x: va.x + va.w + 12, w: 26 } : null;
  const rowsTop = p.y + (misconception ? 114 : 100);
  const rowY = (i: number) => rowsTop + i * (MR_ROW_H + MR_ROW_GAP);
  const centreY = (i: number) => rowY(i) + MR_ROW_H / 2;
  // The fill sits inside the frame's 1-px border.
  const inner = { x: phys.x + 1, w: phys.w - 2 };
  const shareW = (bytes: number) => (inner.w * Math.max(1, bytes)) / PAGE;
  const share = (inPage: number, bytes: number) => {
    const w = shareW(bytes);
    // A share at the very end of the page moves left so that its smallest fill still fits.
    const x = Math.min(inner.x + (inner.w * inPage) / PAGE, inner.x + inner.w - Math.max(w, MIN_FILL_W));
    return { x, w };
  };
  const end = rowY(pageCount);
  return {
    panel: p,
    title: { x: p.x + 8, y: p.y + 15 },
    range: {
      box: { x: p.x + 6, y: p.y + 24, w: p.w - 12, h: 32 },
      lines: [
        { x: p.x + 12, y: p.y + 37 },
        { x: p.x + 12, y: p.y + 51 },
      ],
    },
    mtt: { x: mid - 62, y: p.y + 62, w: 124, h: 17 },
    mttLabel: { x: mid, y: p.y + 74.5 },
    va,
    iova,
    phys,
    headY: rowsTop - 6,
    rowH: MR_ROW_H,
    rowY,
    textY: (i) => rowY(i) + 15,
    link: (vaRow, physRow) => {
      const y = centreY(vaRow);
      const py = centreY(physRow);
      return iova
        ? `M${va.x + va.w},${y} L${iova.x},${y} M${iova.x + iova.w},${y} L${phys.x},${py}`
        : `M${va.x + va.w},${y} L${phys.x},${py}`;
    },
    share,
    fillW: (inPage, bytes, fraction, shown) => {
      const { x, w } = share(inPage, bytes);
      const drawn = Math.max(shown ? MIN_FILL_W : 0, fraction * w);
      return Math.min(drawn, inner.x + inner.w - x);
    },
    footer: { count: { x: mid, y: end + 12 }, note: { x: mid, y: end + 27 }, markY: end + 44 },
    // The misconception's failure mark sits under the note; otherwise the note's descenders and a margin.
    contentBottom: misconception ? end + 64 : end + 36,
  };
}
