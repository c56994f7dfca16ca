import { describe, expect, it } from 'vitest';
import { sizeHeight, stackRows, yOfAddress } from '../../../src/views/maps/layout/addressStack';

describe('log-size address stack', () => {
  it('keeps 4 KiB, 32 MiB and 512 GiB visibly distinct', () => {
    const page = sizeHeight(4096);
    const bar = sizeHeight(32 * 2 ** 20);
    const dram = sizeHeight(512 * 2 ** 30);
    expect(bar - page).toBeGreaterThan(8);
    expect(dram - bar).toBeGreaterThan(8);
    expect(page).toBeGreaterThan(0);
  });

  it('fills its space exactly, in the given order, and keeps the size order', () => {
    const items = [
      { id: 'big', start: 0n, end: 512n << 30n, minH: 20 },
      { id: 'mid', start: 0n, end: 32n << 20n, minH: 20 },
      { id: 'page', start: 0n, end: 4096n, minH: 20 },
    ];
    const rows = stackRows(items, 10, 200, 2);
    expect(rows.map((r) => r.id)).toEqual(['big', 'mid', 'page']);
    const last = rows[rows.length - 1];
    expect(last.y + last.h).toBeCloseTo(210, 6);
    expect(rows[0].h).toBeGreaterThan(rows[1].h);
    expect(rows[1].h).toBeGreaterThan(rows[2].h);
    for (const r of rows) expect(r.h).toBeGreaterThanOrEqual(20);
  });

  it('gives separators their fixed height and puts high addresses at the top of a row', () => {
    const rows = stackRows(
      [
        { id: 'sep', start: 0n, end: 1n << 40n, fixedH: 5 },
        { id: 'r', start: 1000n, end: 2000n, minH: 10 },
      ],
      0,
      100,
      0,
    );
    expect(rows[0].h).toBe(5);
    const r = rows[1];
    expect(yOfAddress(r, 2000n)).toBeCloseTo(r.y);
    expect(yOfAddress(r, 1000n)).toBeCloseTo(r.y + r.h);
  });
});
