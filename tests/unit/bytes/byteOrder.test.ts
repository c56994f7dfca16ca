// Little-endian (host-order) fields next to the big-endian ones: what ByteWriter stores with `littleEndian`, how the
// field covers its bytes, and that ByteReader's u16le/u32le/u64le read it back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msg } from '../../../src/i18n/msg';
import { ByteReader } from '../../../src/sim/bytes/byteReader';
import { ByteWriter } from '../../../src/sim/bytes/byteWriter';
import { coverageProblems } from '../../../src/sim/bytes/field';
import { toHex } from '../../../src/sim/bytes/hex';
import { propertyRuns } from '../support/propertyRuns';

const M = msg('field.reserved');
const LE = { littleEndian: true } as const;

describe('ByteWriter little-endian fields', () => {
  it('stores u16, u32 and u64 least significant byte first, and big-endian fields as before', () => {
    const w = new ByteWriter();
    w.u16('a', 0x1234, M, LE);
    w.u32('b', 0x89abcdef, M, LE);
    w.u64('c', 0x0102030405060708n, M, LE);
    w.u32('d', 0x89abcdef, M);
    w.u8('e', 0xfe, M, LE);
    const { bytes, fields } = w.finish();
    expect(toHex(bytes)).toBe('3412' + 'efcdab89' + '0807060504030201' + '89abcdef' + 'fe');
    expect(fields.map((f) => [f.name, f.offset, f.bitOffset, f.bitLength, f.value])).toEqual([
      ['a', 0, 0, 16, '0x1234'],
      ['b', 2, 0, 32, '0x89abcdef'],
      ['c', 6, 0, 64, '0x0102030405060708'],
      ['d', 14, 0, 32, '0x89abcdef'],
      ['e', 18, 0, 8, '0xfe'],
    ]);
    expect(coverageProblems(fields, bytes.length)).toEqual([]);
  });

  it('keeps display, link and groups', () => {
    const w = new ByteWriter();
    w.group('g', M, () => {
      w.u32('len', 1000, M, { ...LE, display: '1000', link: 'length' });
    });
    const { bytes, fields } = w.finish();
    expect(toHex(bytes)).toBe('e8030000');
    expect(fields[0].children?.[0]).toMatchObject({ path: 'g.len', value: '1000', link: 'length', offset: 0, bitLength: 32 });
  });

  it('refuses a value that does not fit, a fraction, a partial byte and a non-byte position', () => {
    expect(() => new ByteWriter().u16('x', 0x10000, M, LE)).toThrow(RangeError);
    expect(() => new ByteWriter().u32('x', -1, M, LE)).toThrow(RangeError);
    expect(() => new ByteWriter().u32('x', 1.5, M, LE)).toThrow(RangeError);
    expect(() => new ByteWriter().u64('x', 1n << 64n, M, LE)).toThrow(RangeError);
    expect(() => new ByteWriter().bits('x', 12, 1, M, LE)).toThrow(RangeError);
    const w = new ByteWriter();
    w.bits('nibble', 4, 0xa, M);
    expect(() => w.u16('x', 1, M, LE)).toThrow(/non-byte boundary/);
  });
});

describe('ByteReader little-endian reads', () => {
  it('reads what the writer stored, between big-endian fields', () => {
    const r = new ByteReader(Uint8Array.from([0x34, 0x12, 0xef, 0xcd, 0xab, 0x89, 8, 7, 6, 5, 4, 3, 2, 1, 0x89, 0xab]));
    expect(r.u16le()).toBe(0x1234);
    expect(r.u32le()).toBe(0x89abcdef);
    expect(r.u64le()).toBe(0x0102030405060708n);
    expect(r.u16()).toBe(0x89ab);
    expect(r.remaining).toBe(0);
  });

  it('refuses a read past the end or at a non-byte position', () => {
    expect(() => new ByteReader(new Uint8Array(3)).u32le()).toThrow(RangeError);
    const r = new ByteReader(new Uint8Array(4));
    r.bits(3);
    expect(() => r.u16le()).toThrow(/non-byte boundary/);
  });

  it('round-trips any values, mixed with big-endian ones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffff }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.bigInt(0n, (1n << 64n) - 1n),
        fc.integer({ min: 0, max: 0xffffffff }),
        (a, b, c, d) => {
          const w = new ByteWriter(4);
          w.u16('a', a, M, LE);
          w.u32('d', d, M);
          w.u32('b', b, M, LE);
          w.u64('c', c, M, LE);
          const { bytes, fields } = w.finish();
          expect(coverageProblems(fields, bytes.length)).toEqual([]);
          // Little-endian is the big-endian bytes reversed.
          expect(toHex(Uint8Array.from(bytes.slice(6, 10)).reverse())).toBe(b.toString(16).padStart(8, '0'));
          const r = new ByteReader(bytes);
          expect([r.u16le(), r.u32(), r.u32le(), r.u64le()]).toEqual([a, d, b, c]);
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });
});
