import { type Msg, msg, type NumParam } from '../../i18n/msg';

/**
 * Values as message parameters: what formulas and step texts quote, which the catalogue formats in the reader's
 * language (src/i18n/format.ts formatNumber), deterministic for a language, so a trace's text is the same everywhere.
 * Labels and the command line write values as plain text instead (plainText.ts).
 */

/** 16384 -> "16,384" (English) or "16 384" (Chinese); other values to `sig` significant digits (thousands keep one decimal). */
export function numberParam(v: number, sig = 4): NumParam {
  return { num: v, sig };
}

/** Bytes with binary units where they are exact: 33554432 -> "32 MiB". */
export function bytesLabel(n: number | bigint): Msg {
  const v = typeof n === 'bigint' ? n : BigInt(n);
  const units: [bigint, string][] = [
    [1n << 40n, 'TiB'],
    [1n << 30n, 'GiB'],
    [1n << 20n, 'MiB'],
    [1n << 10n, 'KiB'],
  ];
  for (const [size, name] of units) {
    if (v >= size && v % size === 0n) return measure(Number(v / size), name);
  }
  return measure(Number(v), 'B');
}

/** A byte count, as the catalogue formats it ("8 B", "4,096 B"). */
export const byteCount = (n: number): Msg => msg('unit.byte', { n });

/** A number and its unit, kept on one line. */
export const measure = (n: number, unit: string, sig?: number): Msg => msg('unit.measure', { n: sig ? { num: n, sig } : n, unit });

/** ns -> "67.11 ms" / "1.91 µs" / "100 ns", for text. */
export function duration(ns: number): Msg {
  if (ns >= 1e9) return measure(ns / 1e9, 's', 4);
  if (ns >= 1e6) return measure(ns / 1e6, 'ms', 4);
  if (ns >= 1e3) return measure(ns / 1e3, 'µs', 4);
  return measure(ns, 'ns', 4);
}

/** A value that is not prose (a hex number, a field name) as a message, for list parameters. */
export const untranslated = (text: string): Msg => msg('common.raw', { text });
