import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32, crc32Update } from '../../../src/sim/crc/crc32';
import { vcrc16 } from '../../../src/sim/crc/vcrc16';

const check = new TextEncoder().encode('123456789');

describe('CRC check values', () => {
  it('crc32("123456789") = 0xCBF43926', () => {
    expect(crc32(check)).toBe(0xcbf43926);
  });

  it('crc32Update can be fed in pieces and over a sub-range', () => {
    const whole = crc32Update(0xffffffff, check);
    expect(crc32Update(crc32Update(0xffffffff, check, 0, 4), check, 4)).toBe(whole);
    const framed = new Uint8Array([0xaa, ...check, 0xbb]);
    expect(crc32Update(0xffffffff, framed, 1, 10)).toBe(whole);
  });

  it('eight bytes per step, at any length, offset and split: the same CRC as zlib’s', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(), fc.nat(), (bytes, a, b) => {
        const start = bytes.length ? a % bytes.length : 0;
        const mid = start + (bytes.length - start ? b % (bytes.length - start + 1) : 0);
        const state = crc32Update(crc32Update(0xffffffff, bytes, start, mid), bytes, mid, bytes.length);
        expect(~state >>> 0).toBe(zlibCrc32(bytes.subarray(start)));
      }),
    );
  });

  it('the RoCEv2 ICRC seed 0xDEBB20E3 is the register after 8 x 0xFF (Linux drivers/infiniband/sw/rxe/rxe_icrc.c)', () => {
    expect(crc32Update(0xffffffff, new Uint8Array(8).fill(0xff))).toBe(0xdebb20e3);
  });

  it('vcrc16("123456789") = 0x0A3D', () => {
    expect(vcrc16(check)).toBe(0x0a3d);
    expect(vcrc16(new Uint8Array([0, ...check, 0]), 1, 10)).toBe(0x0a3d);
  });

  it('crc32 runs over 1 MiB quickly (table driven)', () => {
    const big = new Uint8Array(1 << 20).map((_, i) => i * 31);
    const t0 = performance.now();
    crc32(big);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});
