import { describe, expect, it } from 'vitest';
import { MAPS_H } from '../../../src/views/maps/layout/mapsLayout';
import { physMapLayout } from '../../../src/views/maps/layout/physMap';
import { processMapLayout } from '../../../src/views/maps/layout/processMap';
import { doorbellLit, litItems, panelsFor } from '../../../src/views/shared/layout/stepFocus';
import { GiB, stepById, traceFor } from './scenarios';

describe('memory maps', () => {
  it("puts A's physical ranges high to low, BAR0 in its MMIO range, the doorbell in the UAR page", () => {
    for (const bar0 of [0xe4000000n, 0x100_0000_0000n]) {
      const t = traceFor({ bar0 });
      const m = physMapLayout(t.scenario, t.plan);
      for (let i = 1; i < m.regions.length; i++) expect(m.regions[i].start < m.regions[i - 1].start).toBe(true);
      const region = m.regions.find((r) => bar0 >= r.start && bar0 < r.end)!;
      expect(region.kind).toBe('mmio');
      expect(m.bar.markerY).toBeGreaterThanOrEqual(region.y);
      expect(m.bar.markerY).toBeLessThanOrEqual(region.y + region.h);
      const uar = m.bar.rows.find((r) => r.id === 'uar')!;
      expect(uar.start <= t.plan.addr.doorbell && t.plan.addr.doorbell < uar.end).toBe(true);
      expect(m.doorbell.y).toBeGreaterThan(uar.y);
      expect(m.doorbell.y + m.doorbell.h).toBeLessThanOrEqual(uar.y + uar.h);
      for (const r of m.pages.rows) expect(r.y + r.h).toBeLessThanOrEqual(MAPS_H);
    }
  });

  it("stacks A's process regions high to low and fits a 1 GiB buffer", () => {
    const rows = processMapLayout(traceFor({ messageBytes: GiB }).scenario);
    const regions = rows.filter((r) => r.region);
    expect(regions.map((r) => r.region)).toEqual(['uar', 'dbr', 'cq', 'sq', 'src']);
    const src = regions.at(-1)!;
    expect(src.h).toBeGreaterThan(regions[1].h);
    expect(src.y + src.h).toBeLessThanOrEqual(MAPS_H);
  });

  it('lights the doorbell only while it is written, and names the panel each step concerns', () => {
    const trace = traceFor();
    expect(trace.steps.filter((s) => doorbellLit(s.view.touches)).map((s) => s.id)).toEqual(['A1.mmio', 'A2.tlp']);
    expect([...panelsFor(stepById(trace, 'B4.land').view.touches)]).toEqual(['mr']);
    expect(litItems(stepById(trace, 'A1.wqe').view.touches).has('va.sq')).toBe(true);
    // The HCA reads the SQ by its bus address: the physical row lights, not the process's VA row.
    expect(litItems(stepById(traceFor({ post: 'doorbell' }), 'A3.wqe-fetch').view.touches).has('va.sq')).toBe(false);
  });
});
