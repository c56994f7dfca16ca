// The AETH credit code: IBA's logarithmic encoding of the responder's free receive WQEs, as Linux rdmavt computes it
// (drivers/infiniband/sw/rdmavt/rc.c, rvt_compute_aeth: the largest table entry not above the count).
import { describe, expect, it } from 'vitest';
import { aethSyndromeMeaning } from '../../../src/sim/ib/aeth';
import { CREDIT_INVALID, CREDIT_TABLE, creditCode, creditsOfCode } from '../../../src/sim/ib/aethCredits';
import { en } from '../support/en';

describe('the AETH credit code', () => {
  it('rounds the free receive WQEs down to the table (codes 0-4 are exact, then two steps a power of two)', () => {
    const cases: [free: number, code: number][] = [
      [0, 0],
      [1, 1],
      [4, 4],
      [5, 4],
      [6, 5],
      [7, 5],
      [16, 8],
      [23, 8],
      [24, 9],
      [96, 13],
      [32_767, 29],
      [32_768, 30],
      [1_000_000, 30],
    ];
    for (const [free, code] of cases) expect(creditCode(free), `${free} free`).toBe(code);
  });

  it('never advertises more than is free, and the next code would', () => {
    for (let free = 0; free <= 40_000; free += 7) {
      const code = creditCode(free);
      expect(CREDIT_TABLE[code]).toBeLessThanOrEqual(free);
      if (code + 1 < CREDIT_TABLE.length) expect(CREDIT_TABLE[code + 1]).toBeGreaterThan(free);
    }
  });

  it('0x1F is no count at all, and its meaning says so; code 0 and code 8 say what they advertise', () => {
    expect(CREDIT_INVALID).toBe(0x1f);
    expect(creditsOfCode(CREDIT_INVALID)).toBeNull();
    expect(creditsOfCode(9)).toBe(24);
    expect(en(aethSyndromeMeaning(0x1f))).toContain('invalid');
    expect(en(aethSyndromeMeaning(0x00))).toContain('no receive WQE is free');
    expect(en(aethSyndromeMeaning(0x08))).toContain('at least 16 receive WQEs free');
    expect(en(aethSyndromeMeaning(0x01))).toContain('at least 1 receive WQE free');
  });

  it('refuses a count that is not one', () => {
    expect(() => creditCode(-1)).toThrow(RangeError);
    expect(() => creditCode(1.5)).toThrow(RangeError);
  });
});
