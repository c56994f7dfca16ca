import type { Msg } from '../../i18n/msg';
import type { Field, LinkKey } from './field';
import { shiftFields } from './field';
import { hexValue } from './hex';

export interface FieldOptions {
  /** Overrides the displayed value (default: hex, sized to the field). */
  display?: string;
  link?: LinkKey;
  icrcMasked?: boolean;
  /**
   * Stores the value least significant byte first (host order on x86_64), for the structs soft-RoCE shares with
   * user space; only whole bytes at a byte boundary (u16, u32, u64). The field keeps its byte offset, bitOffset 0.
   */
  littleEndian?: boolean;
}

/**
 * Writes bytes and their explanation in the same call (the subtls `Bytes` idea):
 * every write names the field and says what it means, so the artifact's field
 * list is produced by the code that produces its bytes. Multi-byte values are
 * big-endian, MSB first, as on the PCIe and InfiniBand wires, unless a field asks
 * for `littleEndian` (a host-order struct in memory).
 */
export class ByteWriter {
  private buf: Uint8Array;
  private bitPos = 0;
  private readonly stack: { name: string; path: string; meaning: Msg; startBit: number; fields: Field[]; opts?: FieldOptions }[] = [];
  private readonly root: Field[] = [];

  constructor(capacity = 64) {
    this.buf = new Uint8Array(Math.max(8, capacity));
  }

  /** Bytes written so far (whole bytes). */
  get length(): number {
    return Math.ceil(this.bitPos / 8);
  }

  private ensure(bytes: number) {
    if (bytes <= this.buf.length) return;
    let cap = this.buf.length;
    while (cap < bytes) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.buf);
    this.buf = next;
  }

  private get current(): Field[] {
    return this.stack.length ? this.stack[this.stack.length - 1].fields : this.root;
  }

  private pathOf(name: string): string {
    return this.stack.length ? `${this.stack[this.stack.length - 1].path}.${name}` : name;
  }

  private push(field: Omit<Field, 'path'>) {
    this.current.push({ ...field, path: this.pathOf(field.name) });
  }

  /** Writes `bitLength` bits of `value` at the cursor, MSB first (or whole bytes, LSB first, with `littleEndian`). */
  bits(name: string, bitLength: number, value: number | bigint, meaning: Msg, opts: FieldOptions = {}): void {
    if (bitLength <= 0 || bitLength > 64) throw new RangeError(`${name}: bit length ${bitLength}`);
    if (opts.littleEndian) {
      this.littleEndian(name, bitLength, value, meaning, opts);
      return;
    }
    const start = this.bitPos;
    this.ensure(Math.ceil((start + bitLength) / 8));
    let v: number | bigint = value;
    if (typeof v === 'number' && bitLength <= 32) {
      // Fast path: plain numbers up to 32 bits (almost every header field).
      if (!Number.isInteger(v) || v < 0 || v > 2 ** bitLength - 1) {
        throw new RangeError(`${name}: value ${v} does not fit in ${bitLength} bits`);
      }
      for (let i = 0; i < bitLength; i++) {
        const bit = Math.floor(v / 2 ** (bitLength - 1 - i)) & 1;
        const pos = start + i;
        if (bit) this.buf[pos >> 3] |= 0x80 >> (pos & 7);
        else this.buf[pos >> 3] &= ~(0x80 >> (pos & 7));
      }
    } else {
      v = BigInt(value);
      const max = (1n << BigInt(bitLength)) - 1n;
      if (v < 0n || v > max) throw new RangeError(`${name}: value ${v} does not fit in ${bitLength} bits`);
      for (let i = 0; i < bitLength; i++) {
        const bit = Number((v >> BigInt(bitLength - 1 - i)) & 1n);
        const pos = start + i;
        if (bit) this.buf[pos >> 3] |= 0x80 >> (pos & 7);
        else this.buf[pos >> 3] &= ~(0x80 >> (pos & 7));
      }
    }
    this.bitPos += bitLength;
    this.push({
      name,
      offset: start >> 3,
      bitOffset: start & 7,
      bitLength,
      value: opts.display ?? (bitLength === 1 ? String(v) : hexValue(v, Math.ceil(bitLength / 4))),
      meaning,
      link: opts.link,
      icrcMasked: opts.icrcMasked,
    });
  }

  u8(name: string, value: number, meaning: Msg, opts?: FieldOptions) {
    this.bits(name, 8, value, meaning, opts);
  }
  u16(name: string, value: number, meaning: Msg, opts?: FieldOptions) {
    this.bits(name, 16, value, meaning, opts);
  }
  u24(name: string, value: number, meaning: Msg, opts?: FieldOptions) {
    this.bits(name, 24, value, meaning, opts);
  }
  u32(name: string, value: number, meaning: Msg, opts?: FieldOptions) {
    this.bits(name, 32, value, meaning, opts);
  }
  u64(name: string, value: bigint, meaning: Msg, opts?: FieldOptions) {
    this.bits(name, 64, value, meaning, opts);
  }

  /** A whole-byte value stored least significant byte first; the field spans its bytes (bitOffset 0). */
  private littleEndian(name: string, bitLength: number, value: number | bigint, meaning: Msg, opts: FieldOptions): void {
    if (bitLength % 8 !== 0) throw new RangeError(`${name}: a little-endian field is whole bytes, not ${bitLength} bits`);
    this.requireAligned(name);
    if (typeof value === 'number' && !Number.isInteger(value)) throw new RangeError(`${name}: value ${value} is not an integer`);
    const v = BigInt(value);
    if (v < 0n || v >= 1n << BigInt(bitLength)) throw new RangeError(`${name}: value ${v} does not fit in ${bitLength} bits`);
    const offset = this.bitPos >> 3;
    const n = bitLength / 8;
    this.ensure(offset + n);
    for (let i = 0; i < n; i++) this.buf[offset + i] = Number((v >> BigInt(8 * i)) & 0xffn);
    this.bitPos += bitLength;
    this.push({
      name,
      offset,
      bitOffset: 0,
      bitLength,
      value: opts.display ?? hexValue(v, n * 2),
      meaning,
      link: opts.link,
      icrcMasked: opts.icrcMasked,
    });
  }

  private requireAligned(name: string) {
    if (this.bitPos & 7) throw new Error(`${name}: byte field at a non-byte boundary`);
  }

  /**
   * Writes raw bytes as one field. `children` (offsets relative to `data`) keep
   * the nesting, e.g. a TLP payload that is WQE bytes.
   */
  bytes(name: string, data: Uint8Array, meaning: Msg, opts: FieldOptions & { children?: readonly Field[] } = {}) {
    this.requireAligned(name);
    if (data.length === 0) return;
    const offset = this.bitPos >> 3;
    this.ensure(offset + data.length);
    this.buf.set(data, offset);
    this.bitPos += data.length * 8;
    const path = this.pathOf(name);
    this.current.push({
      name,
      path,
      offset,
      bitOffset: 0,
      bitLength: data.length * 8,
      value: opts.display ?? previewHex(data),
      meaning,
      link: opts.link,
      icrcMasked: opts.icrcMasked,
      children: opts.children?.length ? shiftFields(opts.children, offset, path) : undefined,
    });
  }

  /** Groups what `body` writes under one container field (a header or segment). */
  group(name: string, meaning: Msg, body: () => void, opts?: FieldOptions): void {
    this.stack.push({ name, path: this.pathOf(name), meaning, startBit: this.bitPos, fields: [], opts });
    body();
    const g = this.stack.pop();
    if (!g || g.fields.length === 0) return;
    this.current.push({
      name: g.name,
      path: g.path,
      offset: g.startBit >> 3,
      bitOffset: g.startBit & 7,
      bitLength: this.bitPos - g.startBit,
      value: opts?.display ?? `${Math.ceil((this.bitPos - g.startBit) / 8)} B`,
      meaning: g.meaning,
      link: opts?.link,
      children: g.fields,
    });
  }

  /** The finished artifact: its bytes and its field tree. */
  finish(): { bytes: Uint8Array; fields: Field[] } {
    if (this.stack.length) throw new Error('unclosed group');
    if (this.bitPos & 7) throw new Error('artifact does not end on a byte boundary');
    return { bytes: this.buf.slice(0, this.bitPos >> 3), fields: this.root };
  }
}

/** Short preview of a byte run for a field's value column. */
export function previewHex(data: Uint8Array, max = 8): string {
  const shown = Array.from(data.subarray(0, max), (b) => b.toString(16).padStart(2, '0')).join(' ');
  return data.length > max ? `${shown} … (${data.length} B)` : shown;
}
