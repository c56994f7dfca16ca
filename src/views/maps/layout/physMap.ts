import { type Msg, msg } from '../../../i18n/msg';
import {
  INIT_SEG_IEEE1588_CLOCK,
  INIT_SEG_INTERNAL_TIMER,
  INIT_SEGMENT_PAGES,
  MEMIC_ILLUSTRATION_BYTES,
  UAR_PAGE_BYTES,
} from '../../../sim/mlx5/uar';
import { BAR0_SIZE, PHYS_RANGES, type PhysRange, UAR_INDEX } from '../../../sim/platform/addressMap';
import { GPU_BAR1, GPU_BAR1_SIZE } from '../../../sim/platform/gpuMemory';
import { frameAddress, PAGE_BIG, pagesSpanned } from '../../../sim/platform/pageMap';
import type { Scenario } from '../../../sim/scenario/types';
import type { TransferPlan } from '../../../sim/trace/plan';
import { formatSizeDrawing, hex } from '../../shared/displayFormat';
import { type StackItem, type StackRow, stackRows, yOfAddress } from './addressStack';
import { MAP_BOTTOM, MAP_TOP, PANELS } from './mapsLayout';

export interface LabelledRow extends StackRow {
  label: Msg;
  /** The range's size ("3 GiB"), or nothing. */
  sub: string;
  kind: 'dram' | 'mmio' | 'hole' | 'bar' | 'page';
  /** What the range is, for the hover. */
  about: Msg;
  /** The same, inside a sentence (BAR0's rows: where the misconception's store lands). */
  inline?: Msg;
}

export interface DramPageRow extends StackRow {
  label: Msg;
  /** Where the page sits in the DRAM block of the map column (the leader line's end). */
  markerY: number;
}

export interface PhysMapLayout {
  column: { x: number; w: number };
  callout: { x: number; w: number };
  regions: LabelledRow[];
  /** BAR0's place in the map column and its zoomed-in rows (top = high offset). */
  bar: { markerY: number; box: { y: number; h: number }; rows: LabelledRow[] };
  /** The doorbell / BlueFlame register inside the UAR page row. */
  doorbell: { y: number; h: number };
  /** A's pages of interest, top = highest address. */
  pages: { box: { y: number; h: number }; rows: DramPageRow[] };
}

const U = (n: number) => BigInt(n);

/** The address map's ranges, as the map names them. */
const RANGE_TEXT: Record<PhysRange['id'], { label: Msg; about: Msg }> = {
  'dram-low': { label: msg('viz.phys.region.dram'), about: msg('viz.phys.about.dramLow') },
  mmio32: { label: msg('viz.phys.region.mmio32'), about: msg('viz.phys.about.mmio32') },
  'dram-high': { label: msg('viz.phys.region.dram'), about: msg('viz.phys.about.dramHigh') },
  mmio64: { label: msg('viz.phys.region.mmio64'), about: msg('viz.phys.about.mmio64') },
};

/** Rows of BAR0's zoom start below its title (two lines, three in the misconception mode: the store's address). */
export const barHeader = (misconception: boolean) => (misconception ? 44 : 30);
/** The misconception mode keeps the bottom of the panel for the labels of B's RAM (see misconceptionWindow.ts). */
export const MISCONCEPTION_FOOTER = 36;

type RowItem = StackItem & Omit<LabelledRow, keyof StackRow>;

/** Host A's physical address space: the ranges, BAR0 zoomed in, and the DRAM pages the write uses. */
export function physMapLayout(s: Scenario, plan: TransferPlan, misconception = false): PhysMapLayout {
  const p = PANELS.phys;
  const regions = regionRows(misconception, s.memA === 'gpu' || s.initiator === 'gpu');
  const barRegion = regions.find((r) => s.bar0 >= r.start && s.bar0 < r.end) ?? regions[0];
  const bar = barZoom(s, misconception);
  const uarRow = bar.rows[2];
  return {
    column: { x: p.x + 6, w: 72 },
    callout: { x: p.x + 96, w: p.w - 102 },
    regions,
    bar: { markerY: yOfAddress(barRegion, s.bar0 + BAR0_SIZE / 2n), box: bar.box, rows: bar.rows },
    doorbell: { y: uarRow.y + 18, h: 17 },
    pages: dramPages(s, plan, regions, bar.box),
  };
}

/** The map column: the address map's ranges from the top address down, with the holes between them. */
function regionRows(misconception: boolean, gpuA = false): LabelledRow[] {
  const items: RowItem[] = [];
  const sorted = [...PHYS_RANGES].sort((a, b) => (a.start < b.start ? 1 : -1));
  sorted.forEach((r, i) => {
    const below = sorted[i + 1];
    items.push({
      id: r.id,
      start: r.start,
      end: r.end,
      minH: 28,
      ...RANGE_TEXT[r.id],
      // GPUDirect RDMA: A's buffer is behind GPU A's BAR1, in the 64-bit window, not in DRAM.
      ...(gpuA && r.id === 'mmio64'
        ? {
            label: msg('viz.phys.region.mmio64Gpu'),
            about: msg('viz.phys.about.mmio64Gpu', { bar1: hex(GPU_BAR1), size: formatSizeDrawing(GPU_BAR1_SIZE) }),
          }
        : {}),
      sub: formatSizeDrawing(r.end - r.start),
      kind: r.kind,
    });
    if (below && below.end < r.start)
      items.push({
        id: `hole-${i}`,
        start: below.end,
        end: r.start,
        minH: 28,
        label: msg('viz.phys.region.hole'),
        sub: formatSizeDrawing(r.start - below.end),
        kind: 'hole',
        about: msg('viz.phys.about.hole'),
      });
  });
  return stackRows(items, MAP_TOP, MAP_BOTTOM - (misconception ? MISCONCEPTION_FOOTER : 0) - MAP_TOP, 2).map((row, i) => ({
    ...items[i],
    ...row,
  }));
}

/** BAR0 zoomed in, high offset first: device memory, the UAR pages above and below this QP's, its UAR page, the init segment. */
function barZoom(s: Scenario, misconception: boolean): { box: { y: number; h: number }; rows: LabelledRow[] } {
  const uar = s.bar0 + U(UAR_INDEX * UAR_PAGE_BYTES);
  const memic = s.bar0 + BAR0_SIZE - U(MEMIC_ILLUSTRATION_BYTES);
  const barItems: RowItem[] = [
    {
      id: 'memic',
      start: memic,
      end: s.bar0 + BAR0_SIZE,
      minH: 17,
      label: msg('viz.phys.bar.memic'),
      sub: '',
      kind: 'bar',
      about: msg('viz.phys.bar.memicAbout'),
      inline: msg('viz.phys.bar.memicInline'),
    },
    {
      id: 'uar-high',
      start: uar + U(UAR_PAGE_BYTES),
      end: memic,
      minH: 17,
      label: msg('viz.phys.bar.uarHigh', { from: String(UAR_INDEX + 1) }),
      sub: '',
      kind: 'bar',
      about: msg('viz.phys.bar.uarHighAbout'),
      inline: msg('viz.phys.bar.uarHighInline'),
    },
    {
      id: 'uar',
      start: uar,
      end: uar + U(UAR_PAGE_BYTES),
      minH: 40,
      label: msg('viz.phys.bar.uar', { index: String(UAR_INDEX) }),
      sub: '',
      kind: 'bar',
      about: msg('viz.phys.bar.uarAbout', { index: String(UAR_INDEX) }),
      inline: msg('viz.phys.bar.uarInline', { index: String(UAR_INDEX) }),
    },
    {
      id: 'uar-low',
      start: s.bar0 + U(INIT_SEGMENT_PAGES * UAR_PAGE_BYTES),
      end: uar,
      minH: 17,
      label: msg('viz.phys.bar.uarLow', { from: String(INIT_SEGMENT_PAGES), to: String(UAR_INDEX - 1) }),
      sub: '',
      kind: 'bar',
      about: msg('viz.phys.bar.uarLowAbout'),
      inline: msg('viz.phys.bar.uarLowInline'),
    },
    {
      id: 'init',
      start: s.bar0,
      end: s.bar0 + U(INIT_SEGMENT_PAGES * UAR_PAGE_BYTES),
      minH: 17,
      label: msg('viz.phys.bar.init'),
      sub: '',
      kind: 'bar',
      about: msg('viz.phys.bar.initAbout', { timer: hex(INIT_SEG_INTERNAL_TIMER), clock: hex(INIT_SEG_IEEE1588_CLOCK) }),
      inline: msg('viz.phys.bar.initInline'),
    },
  ];
  // The misconception's third title line (the store's address) makes the box as much taller: its rows need the same
  // room either way, and in 150 units the last one ("init segment") ran out under the imagined window's label.
  const barBox = { y: MAP_TOP, h: 150 + barHeader(misconception) - barHeader(false) };
  const rows = stackRows(barItems, barBox.y + barHeader(misconception), barBox.h - barHeader(misconception) - 4, 2).map((row, i) => ({
    ...barItems[i],
    ...row,
  }));
  return { box: barBox, rows };
}

/** A's DRAM pages the write uses (doorbell record, CQ, SQ, the source's first page), top = highest address, under BAR0's box. */
function dramPages(
  s: Scenario,
  plan: TransferPlan,
  regions: readonly LabelledRow[],
  barBox: { y: number; h: number },
): PhysMapLayout['pages'] {
  const dramHigh = regions.find((r) => r.id === 'dram-high') ?? regions[0];
  const srcPages = pagesSpanned(s.localVa, Math.max(1, s.messageBytes));
  const srcPhys = frameAddress('A.source', 0);
  const wanted = [
    // A GPU thread that posts (IBGDA) keeps A's rings in GPU memory: no DRAM page holds them.
    ...(s.initiator === 'gpu'
      ? []
      : [
          { id: 'dbr', label: msg('viz.pages.dbr'), start: plan.addr.dbrPhys & ~0xfffn },
          { id: 'cq', label: msg('viz.pages.cq'), start: plan.addr.cqSlotPhys & ~0xfffn },
          { id: 'sq', label: msg('viz.pages.sq'), start: plan.addr.sqSlotPhys & ~0xfffn },
        ]),
    // A buffer in GPU memory has no DRAM page: it is behind GPU A's BAR1 (the 64-bit window's row says so).
    ...(s.memA === 'gpu' ? [] : [{ id: 'src', label: msg(srcPages > 1 ? 'viz.pages.srcFirst' : 'viz.pages.src'), start: srcPhys }]),
  ].sort((a, b) => (a.start < b.start ? 1 : -1));
  const pagesBox = { y: barBox.y + barBox.h + 10, h: MAP_BOTTOM - (barBox.y + barBox.h + 10) };
  const pageItems = wanted.map((w) => ({ id: w.id, start: w.start, end: w.start + PAGE_BIG, fixedH: 26 }));
  const pageRows = stackRows(pageItems, pagesBox.y + 18, pagesBox.h - 20, 4).map((row, i) => ({
    ...row,
    label: wanted[i].label,
    markerY: yOfAddress(dramHigh, wanted[i].start),
  }));
  return { box: pagesBox, rows: pageRows };
}
