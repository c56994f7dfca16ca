import { PAGE_BIG } from '../../sim/platform/pageMap';
import { PHYS_RANGES, BAR0_SIZE, UAR_INDEX } from '../../sim/platform/addressMap';
import { frameAddress, pagesSpanned } from '../../sim/platform/pageMap';
import { MLX5_BF_OFFSET, UAR_PAGE_BYTES, UAR_PAGES_PER_BAR0 } from '../../sim/mlx5/uar';
import type { Scenario } from '../../sim/scenario/types';
import type { TransferPlan } from '../../sim/trace/plan';
import { stackRows, yOfAddress, type StackItem, type StackRow } from './addressStack';
import { MAP_BOTTOM, MAP_TOP, PANELS } from './mapsLayout';
import { fmtSize } from './format';

export interface LabelledRow extends StackRow {
  label: string;
  sub: string;
  kind: 'dram' | 'mmio' | 'hole' | 'bar' | 'page';
  /** What the range is, for the hover. */
  about: string;
}

export interface DramPageRow extends StackRow {
  label: string;
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

/** Rows of BAR0's zoom start below its title (two lines, three in the misconception mode: the store's address). */
export const barHeader = (myth: boolean) => (myth ? 44 : 30);
/** The misconception mode keeps the bottom of the panel for the labels of B's RAM (see mythWindow.ts). */
export const MYTH_FOOTER = 36;

/** Host A's physical address space: the ranges, BAR0 zoomed in, and the DRAM pages the write uses. */
export function physMapLayout(s: Scenario, plan: TransferPlan, myth = false): PhysMapLayout {
  const p = PANELS.phys;
  const column = { x: p.x + 6, w: 72 };
  const callout = { x: p.x + 96, w: p.w - 102 };
  const items: (StackItem & Omit<LabelledRow, keyof StackRow>)[] = [];
  const sorted = [...PHYS_RANGES].sort((a, b) => (a.start < b.start ? 1 : -1));
  sorted.forEach((r, i) => {
    const below = sorted[i + 1];
    items.push({
      id: r.id,
      start: r.start,
      end: r.end,
      minH: 28,
      label: r.kind === 'dram' ? 'DRAM' : r.id === 'mmio32' ? 'MMIO hole' : '64-bit MMIO',
      sub: fmtSize(r.end - r.start),
      kind: r.kind,
      about: r.label,
    });
    if (below && below.end < r.start)
      items.push({
        id: `hole-${i}`,
        start: below.end,
        end: r.start,
        minH: 28,
        label: 'unmapped',
        sub: fmtSize(r.start - below.end),
        kind: 'hole',
        about: 'Nothing decodes these addresses',
      });
  });
  const regions = stackRows(items, MAP_TOP, MAP_BOTTOM - (myth ? MYTH_FOOTER : 0) - MAP_TOP, 2).map((row, i) => ({ ...items[i], ...row }));
  const barRegion = regions.find((r) => s.bar0 >= r.start && s.bar0 < r.end) ?? regions[0];
  const markerY = yOfAddress(barRegion, s.bar0 + BAR0_SIZE / 2n);

  const uar = s.bar0 + U(UAR_INDEX * UAR_PAGE_BYTES);
  const barItems: (StackItem & Omit<LabelledRow, keyof StackRow>)[] = [
    {
      id: 'uar-high',
      start: uar + U(UAR_PAGE_BYTES),
      end: s.bar0 + BAR0_SIZE,
      minH: 17,
      label: `pages ${UAR_INDEX + 1}–${UAR_PAGES_PER_BAR0 - 1}`,
      sub: '',
      kind: 'bar',
      about: 'More 4 KiB UAR pages, for other contexts',
    },
    {
      id: 'uar',
      start: uar,
      end: uar + U(UAR_PAGE_BYTES),
      minH: 40,
      label: `UAR page ${UAR_INDEX} (A's)`,
      sub: '',
      kind: 'bar',
      about: `UAR page ${UAR_INDEX}: the one mapped into A's process (BAR0 + ${UAR_INDEX} x 4 KiB)`,
    },
    {
      id: 'uar-low',
      start: s.bar0 + U(UAR_PAGE_BYTES),
      end: uar,
      minH: 17,
      label: `pages 1–${UAR_INDEX - 1}`,
      sub: '',
      kind: 'bar',
      about: "4 KiB pages of BAR0 below the process's UAR page",
    },
    {
      id: 'init',
      start: s.bar0,
      end: s.bar0 + U(UAR_PAGE_BYTES),
      minH: 17,
      label: 'init segment',
      sub: '',
      kind: 'bar',
      about: 'Initialization segment: firmware version, command queue address, health buffer',
    },
  ];
  const barBox = { y: MAP_TOP, h: 150 };
  const barRows = stackRows(barItems, barBox.y + barHeader(myth), barBox.h - barHeader(myth) - 4, 2).map((row, i) => ({
    ...barItems[i],
    ...row,
  }));
  const uarRow = barRows[1];

  const dramHigh = regions.find((r) => r.id === 'dram-high') ?? regions[0];
  const srcPages = pagesSpanned(s.localVa, Math.max(1, s.messageBytes));
  const srcPhys = frameAddress('A.source', 0);
  const wanted = [
    { id: 'dbr', label: 'doorbell record', start: plan.addr.dbrPhys & ~0xfffn },
    { id: 'cq', label: 'CQ ring', start: plan.addr.cqSlotPhys & ~0xfffn },
    { id: 'sq', label: 'SQ ring (WQE)', start: plan.addr.sqSlotPhys & ~0xfffn },
    { id: 'src', label: srcPages > 1 ? 'source, 1st page' : 'source buffer', start: srcPhys },
  ].sort((a, b) => (a.start < b.start ? 1 : -1));
  const pagesBox = { y: barBox.y + barBox.h + 10, h: MAP_BOTTOM - (barBox.y + barBox.h + 10) };
  const pageItems = wanted.map((w) => ({ id: w.id, start: w.start, end: w.start + PAGE_BIG, fixedH: 26 }));
  const pageRows = stackRows(pageItems, pagesBox.y + 18, pagesBox.h - 20, 4).map((row, i) => ({
    ...row,
    label: wanted[i].label,
    markerY: yOfAddress(dramHigh, wanted[i].start),
  }));

  return {
    column,
    callout,
    regions,
    bar: { markerY, box: barBox, rows: barRows },
    doorbell: { y: uarRow.y + 18, h: 17 },
    pages: { box: pagesBox, rows: pageRows },
  };
}

/** The register's offset in its UAR page, for the label. */
export const DOORBELL_OFFSET = MLX5_BF_OFFSET;
