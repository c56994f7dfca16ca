import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg } from '../../../src/i18n/format';
import type { Catalogue } from '../../../src/i18n/msg';
import { isMsg, type MsgParam } from '../../../src/i18n/msg';
import { ZH_CN } from '../../../src/i18n/zh-CN';
import { windowAddress } from '../../../src/sim/misconception';
import { BAR0_SIZE, HOST_DRAM_BYTES } from '../../../src/sim/platform/addressMap';
import { MAPS_H, PANELS } from '../../../src/views/maps/layout/mapsLayout';
import { physMapLayout } from '../../../src/views/maps/layout/physMap';
import { fractionOf, SLIVER_MIN_W, sliverOf, windowProjection } from '../../../src/views/maps/misconception/misconceptionWindow';
import { traceFor } from './scenarios';

const say = (cat: Catalogue, p: MsgParam) => (isMsg(p) ? formatMsg(cat, p) : String(p));
const en = (p: MsgParam) => say(EN, p);
const zh = (p: MsgParam) => say({ ...EN, ...ZH_CN } as Catalogue, p);

const GiB = 1n << 30n;
const MiB = 1n << 20n;

describe("the imagined window in host A's physical map", () => {
  it("keeps BAR0's rows inside its box with the store's extra title line, above the window's label", () => {
    const trace = traceFor();
    for (const misconception of [false, true]) {
      const m = physMapLayout(trace.scenario, trace.plan, misconception);
      const bottom = m.bar.box.y + m.bar.box.h;
      for (const row of m.bar.rows) expect(row.y + row.h, `${row.id}, misconception ${misconception}`).toBeLessThanOrEqual(bottom);
      // The window's projection (and its "imagined" label) starts where the box ends.
      if (misconception) expect(windowProjection(trace.scenario, m).trapezoid[0].y).toBe(bottom);
    }
  });

  it('draws a range to scale, but never thinner than the minimum', () => {
    // 32 MiB of 512 GiB is 0.008 px of a 132 px bar: drawn at the minimum.
    const tiny = sliverOf(100, 132, 0n, 32n * MiB, 512n * GiB);
    expect(tiny.w).toBe(SLIVER_MIN_W);
    expect(tiny.x).toBe(100);
    // A quarter is drawn as a quarter, at its place.
    const quarter = sliverOf(100, 132, 256n * GiB, 128n * GiB, 512n * GiB);
    expect(quarter.w).toBeCloseTo(33, 6);
    expect(quarter.x).toBeCloseTo(166, 6);
    // At the very top of the range the minimum width stays inside the bar.
    const top = sliverOf(100, 132, 512n * GiB - 32n * MiB, 32n * MiB, 512n * GiB);
    expect(top.x + top.w).toBeCloseTo(232, 6);
    // Proportional: the drawn width grows with the size once above the minimum.
    const a = sliverOf(0, 100, 0n, 10n, 100n, 1);
    const b = sliverOf(0, 100, 0n, 20n, 100n, 1);
    expect(b.w / a.w).toBeCloseTo(2, 9);
  });

  it('labels the exact fraction', () => {
    expect(en(fractionOf(BAR0_SIZE, HOST_DRAM_BYTES))).toBe('1/16,384');
    expect(zh(fractionOf(BAR0_SIZE, HOST_DRAM_BYTES))).toBe('1/16\u202f384');
    expect(en(fractionOf(3n, 10n))).toBe('30 %');
  });

  it("projects BAR0's zoom onto a sliver of B's RAM, and marks where the CPU stores", () => {
    for (const input of [{}, { remoteVa: 0x7f00_0123_4000n }, { remoteVa: 0x5_5555_0000n, bar0: 0x100_0000_0000n }]) {
      const t = traceFor(input);
      const s = t.scenario;
      const m = physMapLayout(s, t.plan, true);
      const w = windowProjection(s, m);
      const k = m.callout;
      // The trapezoid: BAR0's box bottom corners down to the sliver's top corners.
      const boxBottom = m.bar.box.y + m.bar.box.h;
      expect(w.trapezoid[0]).toEqual({ x: k.x, y: boxBottom });
      expect(w.trapezoid[1]).toEqual({ x: k.x + k.w, y: boxBottom });
      expect(w.trapezoid[2].x - w.trapezoid[3].x).toBeCloseTo(w.sliver.w, 9);
      expect(w.trapezoid[2].y).toBe(w.ram.y);
      expect(w.ram.y).toBeGreaterThan(boxBottom + 60);
      expect(w.sliver.w).toBeGreaterThanOrEqual(SLIVER_MIN_W);
      expect(w.sliver.x).toBeGreaterThanOrEqual(w.ram.x);
      expect(w.sliver.x + w.sliver.w).toBeLessThanOrEqual(w.ram.x + w.ram.w);
      expect(en(w.fraction)).toBe('1/16,384');
      // The window is the 32 MiB-aligned block of B's RAM.
      expect(w.sliver.start % BAR0_SIZE).toBe(0n);
      expect(w.sliver.start < HOST_DRAM_BYTES).toBe(true);
      // The store: BAR0 + the low 25 bits of B's VA, marked in the BAR0 row that holds it.
      expect(w.store.address).toBe(windowAddress(s, 0));
      const row = m.bar.rows.find((r) => r.id === w.store.rowId)!;
      expect(row.start <= w.store.address && w.store.address < row.end).toBe(true);
      expect(w.store.y).toBeGreaterThanOrEqual(row.y);
      expect(w.store.y).toBeLessThanOrEqual(row.y + row.h);
      // Everything inside the panel, the labels under the bar.
      for (const y of w.below) {
        expect(y).toBeGreaterThan(w.ram.y + w.ram.h);
        expect(y).toBeLessThanOrEqual(MAPS_H - 4);
      }
      expect(w.ram.x + w.ram.w).toBeLessThanOrEqual(PANELS.phys.x + PANELS.phys.w);
      // The address column ends above the labels that run under it.
      const lowest = m.regions.at(-1)!;
      expect(lowest.y + lowest.h).toBeLessThan(w.below[0] - 11);
    }
  });

  it('leaves the real layout alone', () => {
    const t = traceFor();
    const real = physMapLayout(t.scenario, t.plan);
    expect(physMapLayout(t.scenario, t.plan, false)).toEqual(real);
    const misconception = physMapLayout(t.scenario, t.plan, true);
    // Room for the store's line under BAR0's title.
    expect(misconception.bar.rows[0].y).toBeGreaterThan(real.bar.rows[0].y);
    const uar = misconception.bar.rows.find((r) => r.id === 'uar')!;
    expect(misconception.doorbell.y + misconception.doorbell.h).toBeLessThanOrEqual(uar.y + uar.h);
  });
});
