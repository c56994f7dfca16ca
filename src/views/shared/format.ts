import { hex as hexText, hexValue } from '../../sim/bytes/hex';
import { formatNumber, type NumberStyle } from '../../i18n/format';

/** Display helpers shared by the panels. */

export function formatNs(ns: number): string {
  if (ns >= 1e9) return `${(ns / 1e9).toFixed(3)} s`;
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(3)} ms`;
  if (ns >= 1e4) return `${(ns / 1e3).toFixed(2)} µs`;
  return `${ns < 100 ? ns.toFixed(1) : Math.round(ns)} ns`;
}

export function formatBytes(n: number): string {
  if (n >= 2 ** 30) return `${(n / 2 ** 30).toFixed(n % 2 ** 30 ? 2 : 0)} GiB`;
  if (n >= 2 ** 20) return `${(n / 2 ** 20).toFixed(n % 2 ** 20 ? 2 : 0)} MiB`;
  if (n >= 2 ** 10) return `${(n / 2 ** 10).toFixed(n % 2 ** 10 ? 1 : 0)} KiB`;
  return `${n} B`;
}

/** A count, grouped the way the reader's language groups digits. */
export function formatCount(n: number, style: NumberStyle = 'en'): string {
  return formatNumber(n, style);
}

/** "0x" + hex, zero-padded to `digits` (src/sim/bytes/hex.ts: one definition for the core, the views and the CLI). */
export function hex(v: number | bigint, digits = 0): string {
  return digits > 0 ? hexValue(v, digits) : hexText(v);
}
