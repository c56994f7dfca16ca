/**
 * Values as plain text: numbers with units and hex, written the same in every language, for the core, the views and
 * the CLI alike. These are for labels, ticks, tables and the command line; sentences a learner reads quote their
 * values as message parameters (messageParams.ts), which the catalogue formats in the reader's language
 * (src/i18n/format.ts). Each style is named for where it is read, and pinned by tests/unit/format/units.test.ts.
 */
export { hex, hexValue } from '../bytes/hex';

type TimeUnit = 'ns' | 'µs' | 'ms' | 's';
const NS_PER: Readonly<Record<TimeUnit, number>> = { ns: 1, µs: 1e3, ms: 1e6, s: 1e9 };

/** From `from` ns up: this unit, with this many decimals (0: rounded to an integer). The first rule that fits wins. */
interface DurationRule {
  from: number;
  unit: TimeUnit;
  decimals: number;
}

const rule = (from: number, unit: TimeUnit, decimals: number): DurationRule => ({ from, unit, decimals });
const ALWAYS = Number.NEGATIVE_INFINITY;

/** How durations are written, by where they are read. */
export const DURATION_STYLES = {
  /** Counters and panels: "1263 ns", "15.36 µs", "1.050 ms". */
  panel: [rule(1e9, 's', 3), rule(1e6, 'ms', 3), rule(1e4, 'µs', 2), rule(100, 'ns', 0), rule(ALWAYS, 'ns', 1)],
  /** The Timing tab: "60 ns", "1.32 µs", "15.3 µs", "2.10 ms". */
  timing: [rule(1e9, 's', 3), rule(1e6, 'ms', 2), rule(1e4, 'µs', 1), rule(1000, 'µs', 2), rule(10, 'ns', 0), rule(ALWAYS, 'ns', 1)],
  /** Timers in step text: "8.4 µs", "1.05 ms". */
  coarse: [rule(1e6, 'ms', 2), rule(ALWAYS, 'µs', 1)],
  /** As perftest prints a latency: µs with two decimals ("0.93 µs"). */
  perftest: [rule(ALWAYS, 'µs', 2)],
} as const satisfies Record<string, readonly DurationRule[]>;

export type DurationStyle = keyof typeof DURATION_STYLES;

/** A duration in ns, written in a style. */
export function formatDuration(ns: number, style: DurationStyle): string {
  const r = (DURATION_STYLES[style] as readonly DurationRule[]).find((x) => ns >= x.from) as DurationRule;
  const v = ns / NS_PER[r.unit];
  return `${r.decimals === 0 ? Math.round(v) : v.toFixed(r.decimals)} ${r.unit}`;
}

const KIB = 2 ** 10;
const MIB = 2 ** 20;
const GIB = 2 ** 30;
const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/** A count grouped as English groups it ("262,144"): the CLI and the labels still built as strings. */
export const countText = (n: number): string => n.toLocaleString('en-US');

/** Panels: "8 B", "4 KiB", "19.5 KiB", "1.46 MiB", "1 GiB" (decimals only when inexact). */
export function formatSizePanel(n: number): string {
  if (n >= GIB) return `${(n / GIB).toFixed(n % GIB ? 2 : 0)} GiB`;
  if (n >= MIB) return `${(n / MIB).toFixed(n % MIB ? 2 : 0)} MiB`;
  if (n >= KIB) return `${(n / KIB).toFixed(n % KIB ? 1 : 0)} KiB`;
  return `${n} B`;
}

/**
 * Drawings: the largest binary unit, three significant digits at most ("4 KiB", "19.5 KiB", "32 MiB", "1000 B"). At
 * most four digits, never grouped: the same string reads right in English and in Chinese, which groups with a thin
 * space, not a comma.
 */
export function formatSizeDrawing(bytes: number | bigint): string {
  let v = Number(bytes);
  let u = 0;
  while (v >= 1024 && u < BINARY_UNITS.length - 1) {
    v /= 1024;
    u++;
  }
  const text = Number.isInteger(v) ? String(v) : v >= 100 ? v.toFixed(0) : v.toFixed(1);
  return `${text} ${BINARY_UNITS[u]}`;
}

/** The command line: "512 bytes", "1.00 GiB (1,073,741,824 bytes)". */
export function formatSizeCli(n: number): string {
  let v = n;
  let u = 0;
  while (v >= 1024 && u < BINARY_UNITS.length - 1) {
    v /= 1024;
    u++;
  }
  return u === 0 ? `${n} bytes` : `${v.toFixed(2)} ${BINARY_UNITS[u]} (${countText(n)} bytes)`;
}

/** Characters a terminal or a log could act on: C0/C1 controls, DEL, line and paragraph separators, bidi and other format controls. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * A value as one printable line for a message: control and format characters escaped (ESC as \x1b, U+202E as
 * \u{202e}), cut to `max` characters with an ellipsis. Paths, values and quoted bytes go through it.
 */
export function printable(text: string, max = 80): string {
  const escaped = text.replace(UNPRINTABLE, (c) => {
    const cp = c.codePointAt(0) as number;
    return cp <= 0xff ? `\\x${cp.toString(16).padStart(2, '0')}` : `\\u{${cp.toString(16)}}`;
  });
  const chars = [...escaped];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : escaped;
}
