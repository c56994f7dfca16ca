import { type Msg, type MsgParam, msg } from '../../i18n/msg';
import { FAULT_KINDS, type Fault, type FaultKind, NO_FAULT } from './values';

/**
 * Parsers for one scenario value each. They accept what engineers write: a
 * JSON number, a decimal string, or a "0x..." hex string (QPNs, keys and
 * 64-bit addresses); booleans as true/false/1/0. Each says what it allows
 * (`allowed`), which the errors, the form and docs/scenario.md quote.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; allowed: Msg };

export interface Parser<T> {
  (raw: unknown): Parsed<T>;
  readonly allowed: Msg;
}

function parser<T>(allowed: Msg, parse: (raw: unknown) => T | null): Parser<T> {
  const f = (raw: unknown): Parsed<T> => {
    const v = parse(raw);
    return v === null ? { ok: false, allowed } : { ok: true, value: v };
  };
  return Object.assign(f, { allowed });
}

const HEX = /^0x[0-9a-f]{1,16}$/i;
const DEC = /^[0-9]{1,20}$/;

/** An unsigned integer as a bigint, from a number or a decimal/hex string (at most 64 bits' worth of digits). */
export function parseBigUint(raw: unknown): bigint | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? BigInt(raw) : null;
  if (typeof raw === 'bigint') return raw >= 0n ? raw : null;
  if (typeof raw !== 'string' || raw.length > 40) return null;
  const s = raw.trim().replace(/_/g, '');
  if (HEX.test(s) || DEC.test(s)) return BigInt(s);
  return null;
}

/** A bound as the allowed range quotes it: hex text, or a number each language writes its own way (src/i18n/format.ts). */
const show = (n: number | bigint, hex: boolean): MsgParam => (hex ? `0x${n.toString(16)}` : Number(n));

/** An integer in [min, max]; `note` says what the range is (e.g. "24-bit PSN"). Bounds at or above 0x10000 show in hex unless `decimal`. */
export function intInRange(min: number, max: number, note?: Msg, bounds: 'auto' | 'decimal' = 'auto'): Parser<number> {
  const hex = (n: number) => bounds === 'auto' && n >= 0x10000;
  const params = { min: show(min, hex(min)), max: show(max, hex(max)) };
  const allowed = note ? msg('scenario.allowed.intNote', { ...params, note }) : msg('scenario.allowed.int', params);
  return parser(allowed, (raw) => {
    const v = parseBigUint(raw);
    return v === null || v < BigInt(min) || v > BigInt(max) ? null : Number(v);
  });
}

export function bigInRange(min: bigint, max: bigint, note: Msg): Parser<bigint> {
  const allowed = msg('scenario.allowed.big', { min: show(min, true), max: show(max, true), note });
  return parser(allowed, (raw) => {
    const v = parseBigUint(raw);
    return v === null || v < min || v > max ? null : v;
  });
}

/** A non-negative number (durations, lengths in the timing model): decimals allowed, at most `max`. */
export function realInRange(min: number, max: number, unit: string): Parser<number> {
  const allowed = msg('scenario.allowed.real', { min: String(min), max: String(max), unit });
  return parser(allowed, (raw) => {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : Number.NaN;
    return Number.isFinite(n) && n >= min && n <= max ? n : null;
  });
}

export function oneOf<T extends string | number>(values: readonly T[]): Parser<T> {
  // Numbers are listed as the reader's language lists them (256、512 in Chinese); names stay code, joined with commas.
  const list = values.every((v) => typeof v === 'number') ? values.map((v) => msg('common.raw', { text: String(v) })) : values.join(', ');
  const allowed = msg('scenario.allowed.oneOf', { values: list });
  return parser(allowed, (raw) => {
    for (const v of values) {
      if (raw === v) return v;
      if (typeof v === 'number' && (typeof raw === 'string' || typeof raw === 'number')) {
        const n = parseBigUint(raw);
        if (n !== null && n === BigInt(v)) return v;
      }
      if (typeof v === 'string' && typeof raw === 'string' && raw.toLowerCase() === v.toLowerCase()) return v;
    }
    return null;
  });
}

export const bool: Parser<boolean> = parser(msg('scenario.allowed.bool'), (raw) => {
  if (raw === true || raw === 'true' || raw === '1' || raw === 1) return true;
  if (raw === false || raw === 'false' || raw === '0' || raw === 0) return false;
  return null;
});

export function hexBytes(maxBytes: number): Parser<string> {
  return parser(msg('scenario.allowed.hexBytes', { max: maxBytes }), (raw) => {
    if (typeof raw !== 'string' || raw.length > maxBytes * 3 + 2) return null;
    const clean = raw
      .replace(/^0x/i, '')
      .replace(/[\s:_-]/g, '')
      .toLowerCase();
    if (clean.length % 2 !== 0 || !/^[0-9a-f]*$/.test(clean) || clean.length / 2 > maxBytes) return null;
    return clean;
  });
}

/** A fault: "none", "bad-rkey", "drop:3", or {"kind": "drop", "packet": 3} (only these keys). */
export const faultParser: Parser<Fault> = parser(msg('scenario.allowed.fault'), (raw) => {
  if (raw === null || raw === undefined) return NO_FAULT;
  let kind: unknown;
  let packet: unknown;
  if (typeof raw === 'string') {
    if (raw.length > 40) return null;
    const m = /^\s*([a-z-]+)(?::(\d{1,10}))?\s*$/.exec(raw);
    if (!m) return null;
    kind = m[1];
    packet = m[2] === undefined ? undefined : Number(m[2]);
  } else if (typeof raw === 'object' && !Array.isArray(raw) && Object.getPrototypeOf(raw) === Object.prototype) {
    const o = raw as Record<string, unknown>;
    if (Object.keys(o).some((k) => k !== 'kind' && k !== 'packet')) return null;
    kind = o.kind;
    packet = o.packet;
  } else return null;
  if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) return null;
  const k = kind as FaultKind;
  if (k === 'drop' || k === 'corrupt-icrc') {
    const n = typeof packet === 'string' ? Number(packet) : packet;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || n > 2 ** 32) return null;
    return { kind: k, packet: n };
  }
  if (packet !== undefined) return null;
  return k === 'none' ? NO_FAULT : { kind: k };
});
