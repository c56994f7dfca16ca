import { formatNumber, type NumberStyle } from '../../i18n/format';
import { formatDuration, formatSizePanel, hex as hexText, hexValue } from '../../sim/format';

/** Display helpers shared by the panels: the panel styles of the one format module (src/sim/format). */

export const formatNs = (ns: number): string => formatDuration(ns, 'panel');

export const formatBytes = formatSizePanel;

/** A count, grouped the way the reader's language groups digits. */
export function formatCount(n: number, style: NumberStyle = 'en'): string {
  return formatNumber(n, style);
}

/** "0x" + hex, zero-padded to `digits`. */
export function hex(v: number | bigint, digits = 0): string {
  return digits > 0 ? hexValue(v, digits) : hexText(v);
}
