import { hex } from '../../sim/bytes/hex';
import type { NumParam } from '../../i18n/msg';

/** Number and address formats of the views (kept here so viz does not depend on ui). */

/** A count as a message parameter: the catalogue writes it the reader's way ("262,144", or "262 144" in Chinese). */
export const fmtCount = (n: number): NumParam => ({ num: n });

/** A count as English text, for the labels still built as strings. */
const countText = (n: number): string => n.toLocaleString('en-US');

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/** 4096 -> "4 KiB", 33554432 -> "32 MiB", 20000 -> "19.5 KiB". */
export function fmtSize(bytes: number | bigint): string {
  let v = Number(bytes);
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u++;
  }
  const text = Number.isInteger(v) ? String(v) : v >= 100 ? v.toFixed(0) : v.toFixed(1);
  return `${u === 0 ? countText(v) : text} ${UNITS[u]}`;
}

/** Hex address with the 0x prefix, lower case, no padding (src/sim/bytes/hex.ts). */
export const fmtHex = (v: bigint | number): string => hex(v);

/** "0x1000-0x1fff (4 KiB)": what a hover shows for a range [start, end). */
export function fmtRange(start: bigint, end: bigint): string {
  const last = end > start ? end - 1n : start;
  return `${fmtHex(start)}-${fmtHex(last)} (${fmtSize(end - start)})`;
}
