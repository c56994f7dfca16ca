import { scaleLog } from 'd3-scale';
import { PAGE } from '../../../sim/platform/pageMap';

/**
 * Memory maps draw address ranges as a stack of blocks whose heights grow
 * with the log of their size: a 4 KiB page, a 32 MiB BAR and 512 GiB of DRAM
 * all stay visible and visibly different, in address order.
 */
const LOG_HEIGHT = scaleLog()
  .domain([PAGE, 2 ** 41])
  .range([12, 64])
  .clamp(true);

/** Height of a block of `bytes` before the stack is fitted to its space. */
export const sizeHeight = (bytes: number | bigint): number => LOG_HEIGHT(Math.max(1, Number(bytes)));

export interface StackItem {
  id: string;
  start: bigint;
  /** Exclusive. */
  end: bigint;
  /** Room the block's text needs; its log height never goes below it. */
  minH?: number;
  /** A fixed height (separators between the ranges of interest). */
  fixedH?: number;
}

export interface StackRow extends StackItem {
  y: number;
  h: number;
}

/**
 * Stacks `items` (given top to bottom) into [top, top + height): each block
 * gets its minimum (room for its text) plus a share of the rest in
 * proportion to its log height, so the stack fills the space exactly.
 */
export function stackRows(items: readonly StackItem[], top: number, height: number, gap = 2): StackRow[] {
  const base = items.map((it) => it.fixedH ?? it.minH ?? 0);
  const weight = items.map((it) => (it.fixedH !== undefined ? 0 : sizeHeight(it.end - it.start)));
  const room = height - gap * Math.max(0, items.length - 1) - base.reduce((a, b) => a + b, 0);
  const sum = weight.reduce((a, b) => a + b, 0);
  const k = sum > 0 ? Math.max(0, room) / sum : 0;
  let y = top;
  return items.map((it, i) => {
    const h = base[i] + weight[i] * k;
    const row = { ...it, y, h };
    y += h + gap;
    return row;
  });
}

/** Where address `a` falls inside a row (top = high address), for markers and leader lines. */
export function yOfAddress(row: StackRow, a: bigint): number {
  const span = Number(row.end - row.start);
  const f = span > 0 ? Number(a - row.start) / span : 0;
  return row.y + row.h * (1 - Math.max(0, Math.min(1, f)));
}
