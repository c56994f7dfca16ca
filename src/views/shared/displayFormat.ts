import { formatNumber, type NumberStyle } from '../../i18n/format';
import type { NumParam } from '../../i18n/msg';
import { formatDuration, formatSizeDrawing, formatSizePanel, hex as hexText, hexValue } from '../../sim/format/plainText';

/**
 * Values as the views display them, in the panels (counters, tables) and in the drawings (boxes, maps, hovers): the
 * styles of the core's plain-text formats (src/sim/format/plainText.ts) each is read in, and counts as message
 * parameters for the sentences the drawings write.
 */

/** A duration in a panel: "1263 ns", "15.36 µs", "1.050 ms". */
export const formatNs = (ns: number): string => formatDuration(ns, 'panel');

/** Panels: "8 B", "4 KiB", "19.5 KiB", "1.46 MiB" (decimals only when inexact). */
/** Drawings: 4096 -> "4 KiB", 33554432 -> "32 MiB", 20000 -> "19.5 KiB". */
export { formatSizeDrawing, formatSizePanel };

/** A count, grouped the way the reader's language groups digits. */
export function formatCount(n: number, style: NumberStyle = 'en'): string {
  return formatNumber(n, style);
}

/** A count as a message parameter: the catalogue writes it the reader's way ("262,144", or "262 144" in Chinese). */
export const countParam = (n: number): NumParam => ({ num: n });

/** "0x" + hex, lower case, zero-padded to `digits` (no padding by default: src/sim/bytes/hex.ts). */
export function hex(v: number | bigint, digits = 0): string {
  return digits > 0 ? hexValue(v, digits) : hexText(v);
}

/** "0x1000-0x1fff (4 KiB)": what a hover shows for a range [start, end). */
export function formatRange(start: bigint, end: bigint): string {
  const last = end > start ? end - 1n : start;
  return `${hex(start)}-${hex(last)} (${formatSizeDrawing(end - start)})`;
}
