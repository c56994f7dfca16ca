import type { NumParam } from '../../i18n/msg';
import { formatSizeDrawing, hex } from '../../sim/format';

/** Number and address formats of the drawings, from the one format module (src/sim/format). */

/** A count as a message parameter: the catalogue writes it the reader's way ("262,144", or "262 144" in Chinese). */
export const fmtCount = (n: number): NumParam => ({ num: n });

/** 4096 -> "4 KiB", 33554432 -> "32 MiB", 20000 -> "19.5 KiB". */
export const fmtSize = formatSizeDrawing;

/** Hex address with the 0x prefix, lower case, no padding (src/sim/bytes/hex.ts). */
export const fmtHex = (v: bigint | number): string => hex(v);

/** "0x1000-0x1fff (4 KiB)": what a hover shows for a range [start, end). */
export function fmtRange(start: bigint, end: bigint): string {
  const last = end > start ? end - 1n : start;
  return `${fmtHex(start)}-${fmtHex(last)} (${fmtSize(end - start)})`;
}
