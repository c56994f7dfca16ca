import { type Msg, msg, type Text } from '../../i18n/msg';

/**
 * Number formatting for the values that formulas and step texts quote (as
 * pre-formatted message parameters). Deterministic (fixed en-US grouping), so
 * a trace's text is the same everywhere.
 */

/** 16384 -> "16,384"; other values to `sig` significant digits (thousands keep one decimal). */
export function num(v: number, sig = 4): string {
  if (Number.isInteger(v)) return v.toLocaleString('en-US');
  if (Math.abs(v) >= 1000) return v.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return v.toLocaleString('en-US', { maximumSignificantDigits: sig });
}

export const hex = (v: number | bigint) => `0x${v.toString(16)}`;

/** Bytes with binary units where they are exact: 33554432 -> "32 MiB". */
export function bytesLabel(n: number | bigint): string {
  const v = typeof n === 'bigint' ? n : BigInt(n);
  const units: [bigint, string][] = [
    [1n << 40n, 'TiB'],
    [1n << 30n, 'GiB'],
    [1n << 20n, 'MiB'],
    [1n << 10n, 'KiB'],
  ];
  for (const [size, name] of units) {
    if (v >= size && v % size === 0n) return `${(v / size).toLocaleString('en-US')} ${name}`;
  }
  return `${v.toLocaleString('en-US')} B`;
}

/** ns -> "67.109 ms" / "1.91 µs" / "100 ns", for text. */
export function duration(ns: number): string {
  if (ns >= 1e9) return `${num(ns / 1e9)} s`;
  if (ns >= 1e6) return `${num(ns / 1e6)} ms`;
  if (ns >= 1e3) return `${num(ns / 1e3)} µs`;
  return `${num(ns)} ns`;
}

/**
 * English only: "3 pages". The core quotes counts through the catalogue's plural
 * entries (`unit.page`, `myth.unit.load` ...); this stays for the views that
 * still build English labels themselves.
 */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A value that is not prose (a hex number, a field name) as a message, for list parameters. */
export const raw = (text: string): Msg => msg('common.raw', { text });

/** A text as a message: plain strings (from parts not yet moved to the catalogue) pass through `common.raw`. */
export const asMsg = (x: Text): Msg => (typeof x === 'string' ? raw(x) : x);
