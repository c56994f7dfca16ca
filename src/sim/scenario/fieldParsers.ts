/**
 * Parsers for one scenario value each. They accept what engineers write:
 * a JSON number, a decimal string, or a "0x..." hex string (QPNs, keys and
 * 64-bit addresses); booleans as true/false/1/0. They return the parsed value
 * or a sentence saying what is allowed.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; allowed: string };

const HEX = /^0x[0-9a-f]+$/i;
const DEC = /^[0-9]+$/;

/** An unsigned integer as a bigint, from a number or a decimal/hex string. */
export function parseBigUint(raw: unknown): bigint | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? BigInt(raw) : null;
  if (typeof raw === 'bigint') return raw >= 0n ? raw : null;
  if (typeof raw !== 'string') return null;
  const s = raw.trim().replace(/_/g, '');
  if (HEX.test(s) || DEC.test(s)) return BigInt(s);
  return null;
}

export function intInRange(min: number, max: number, what = '', bounds: 'auto' | 'decimal' = 'auto'): (raw: unknown) => Parsed<number> {
  const f = bounds === 'decimal' ? String : fmt;
  const allowed = `an integer from ${f(min)} to ${f(max)}${what ? ` (${what})` : ''}, as a number or a "0x..." hex string`;
  return (raw) => {
    const v = parseBigUint(raw);
    if (v === null || v < BigInt(min) || v > BigInt(max)) return { ok: false, allowed };
    return { ok: true, value: Number(v) };
  };
}

export function bigInRange(min: bigint, max: bigint, what = ''): (raw: unknown) => Parsed<bigint> {
  const allowed = `an integer from 0x${min.toString(16)} to 0x${max.toString(16)}${what ? ` (${what})` : ''}, as a "0x..." hex string`;
  return (raw) => {
    const v = parseBigUint(raw);
    if (v === null || v < min || v > max) return { ok: false, allowed };
    return { ok: true, value: v };
  };
}

export function oneOf<T extends string | number>(values: readonly T[]): (raw: unknown) => Parsed<T> {
  const allowed = `one of ${values.join(', ')}`;
  return (raw) => {
    for (const v of values) {
      if (raw === v) return { ok: true, value: v };
      if (typeof v === 'number' && (typeof raw === 'string' || typeof raw === 'number')) {
        const n = parseBigUint(raw);
        if (n !== null && n === BigInt(v)) return { ok: true, value: v };
      }
      if (typeof v === 'string' && typeof raw === 'string' && raw.toLowerCase() === v.toLowerCase()) return { ok: true, value: v };
    }
    return { ok: false, allowed };
  };
}

export function bool(raw: unknown): Parsed<boolean> {
  if (raw === true || raw === 'true' || raw === '1' || raw === 1) return { ok: true, value: true };
  if (raw === false || raw === 'false' || raw === '0' || raw === 0) return { ok: true, value: false };
  return { ok: false, allowed: 'true or false' };
}

export function hexBytes(maxBytes: number): (raw: unknown) => Parsed<string> {
  const allowed = `hex bytes such as "deadbeef" (up to ${maxBytes} bytes), or "" for the default fill`;
  return (raw) => {
    if (typeof raw !== 'string') return { ok: false, allowed };
    const clean = raw
      .replace(/^0x/i, '')
      .replace(/[\s:_-]/g, '')
      .toLowerCase();
    if (clean.length % 2 !== 0 || !/^[0-9a-f]*$/.test(clean) || clean.length / 2 > maxBytes) return { ok: false, allowed };
    return { ok: true, value: clean };
  };
}

function fmt(n: number): string {
  return n >= 0x10000 ? `0x${n.toString(16)}` : String(n);
}
