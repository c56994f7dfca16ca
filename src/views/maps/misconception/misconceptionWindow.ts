import { type MsgParam, msg } from '../../../i18n/msg';
import { windowAddress } from '../../../sim/misconception';
import { BAR0_SIZE, HOST_DRAM_BYTES } from '../../../sim/platform/addressMap';
import { translate } from '../../../sim/platform/pageMap';
import type { Scenario } from '../../../sim/scenario/types';
import type { Pt, Rect } from '../../shared/layout/geometry';
import { yOfAddress } from '../layout/addressStack';
import { MAP_BOTTOM } from '../layout/mapsLayout';
import { MISCONCEPTION_FOOTER, type PhysMapLayout } from '../layout/physMap';

/**
 * The misconception drawn in host A's physical map: BAR0 projected onto a
 * bar standing for host B's RAM. The window is to scale (32 MiB of 512 GiB
 * is 1/16,384 of the bar) but never thinner than SLIVER_MIN_W, so it stays
 * visible, and the exact fraction is written beside it.
 */
export const SLIVER_MIN_W = 3;

export interface WindowProjection {
  /** Where the CPU's first store lands in BAR0's zoom (BAR0 + the low 25 bits of B's VA). */
  store: { address: bigint; rowId: string; y: number };
  /** Host B's RAM as a bar, low addresses on the left. */
  ram: Rect;
  /** The window in it: to scale, at its place, at least SLIVER_MIN_W wide. */
  sliver: { x: number; w: number; start: bigint; size: bigint };
  /** BAR0's zoom (its bottom edge) projected down to the sliver: four corners. */
  trapezoid: [Pt, Pt, Pt, Pt];
  /** "1/16,384" (or a percentage when the sizes do not divide), its number written as the reader's language writes it. */
  fraction: MsgParam;
  /** Baselines of the texts under the bar. */
  below: [number, number];
}

/** A range [start, start + size) of a `total`-byte space drawn in [x0, x0 + w): proportional, at least minW wide, inside the bar. */
export function sliverOf(x0: number, w: number, start: bigint, size: bigint, total: bigint, minW = SLIVER_MIN_W): { x: number; w: number } {
  const scale = w / Number(total);
  const sw = Math.min(w, Math.max(minW, Number(size) * scale));
  return { x: Math.max(x0, Math.min(x0 + w - sw, x0 + Number(start) * scale)), w: sw };
}

/** The share `part` is of `whole`, exactly: "1/16,384" ("1/16384" in Chinese), else a percentage. */
export function fractionOf(part: bigint, whole: bigint): MsgParam {
  if (part > 0n && whole % part === 0n) return msg('viz.window.oneIn', { n: Number(whole / part) });
  return `${((Number(part) / Number(whole)) * 100).toPrecision(2)} %`;
}

/**
 * The imagined window, aimed (generously) at the 32 MiB block of B's RAM
 * that holds B's buffer: even then it covers 1/16,384 of B's memory.
 */
export function windowProjection(s: Scenario, m: PhysMapLayout, ramBytes: bigint = HOST_DRAM_BYTES): WindowProjection {
  const k = m.callout;
  const box = m.bar.box;
  const address = windowAddress(s, 0);
  const row = m.bar.rows.find((r) => address >= r.start && address < r.end) ?? m.bar.rows[0];
  // The bar ends where the address column does; its labels run under both, right-aligned to the bar.
  const ram = { x: k.x, y: MAP_BOTTOM - MISCONCEPTION_FOOTER - 16, w: k.w, h: 16 };
  const bufferPhys = translate('B.mr', s.remoteVa, s.remoteVa, false).phys % ramBytes;
  const start = (bufferPhys / BAR0_SIZE) * BAR0_SIZE;
  const sl = sliverOf(ram.x, ram.w, start, BAR0_SIZE, ramBytes);
  const top = box.y + box.h;
  return {
    store: { address, rowId: row.id, y: yOfAddress(row, address) },
    ram,
    sliver: { ...sl, start, size: BAR0_SIZE },
    trapezoid: [
      { x: k.x, y: top },
      { x: k.x + k.w, y: top },
      { x: sl.x + sl.w, y: ram.y },
      { x: sl.x, y: ram.y },
    ],
    fraction: fractionOf(BAR0_SIZE, ramBytes),
    below: [MAP_BOTTOM - MISCONCEPTION_FOOTER + 15, MAP_BOTTOM - MISCONCEPTION_FOOTER + 29],
  };
}
