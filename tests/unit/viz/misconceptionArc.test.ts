import { describe, expect, it } from 'vitest';
import { cubicAt, sampleCubics, throughPoints } from '../../../src/views/shared/layout/bezier';
import type { Pt, Rect } from '../../../src/views/shared/layout/geometry';
import { drawnBoxes, topologyLayout } from '../../../src/views/topology/layout/topologyLayout';
import { misconceptionArc, misconceptionBadgeSpots } from '../../../src/views/topology/misconception/misconceptionArc';

/** Distance from a point to a rectangle (0 inside). */
const dist = (p: Pt, r: Rect) => Math.hypot(Math.max(r.x - p.x, 0, p.x - r.x - r.w), Math.max(r.y - p.y, 0, p.y - r.y - r.h));

describe('the imagined window arc (topology)', () => {
  it('passes through every waypoint and samples the same curve it draws', () => {
    const pts = [
      { x: 0, y: 0 },
      { x: 10, y: 5 },
      { x: 20, y: -3 },
      { x: 40, y: 0 },
    ];
    const cs = throughPoints(pts);
    expect(cs).toHaveLength(3);
    cs.forEach((c, i) => {
      expect(cubicAt(c, 0)).toEqual(pts[i]);
      expect(cubicAt(c, 1)).toEqual(pts[i + 1]);
    });
    expect(sampleCubics(cs, 4)).toHaveLength(13);
  });

  it("leaves BAR0's top edge and ends on B's DRAM", () => {
    const L = topologyLayout(1);
    const arc = misconceptionArc(L);
    const bar = L.boxes['A.hca.bar'];
    const dram = L.boxes['B.dram'];
    expect(arc.samples[0]).toEqual(arc.from);
    expect(arc.from.y).toBe(bar.y);
    expect(arc.from.x).toBeGreaterThan(L.pcie.A[1].x);
    expect(arc.from.x).toBeLessThan(bar.x + bar.w);
    const end = arc.samples.at(-1)!;
    expect(dist(end, dram)).toBeLessThan(0.5);
    expect(arc.d.startsWith('M')).toBe(true);
  });

  it('crosses no component, no PCIe label and no caption beside a link, for any number of switches', () => {
    for (const hops of [0, 1, 2, 4]) {
      const L = topologyLayout(hops);
      const arc = misconceptionArc(L);
      const inner = arc.samples.slice(2, -2);
      for (const [place, r] of drawnBoxes(L)) {
        if (place === 'A.hca.bar' || place === 'B.dram') continue; // where it starts and ends
        expect(Math.min(...inner.map((p) => dist(p, r))), `${place}, ${hops} hops`).toBeGreaterThan(2);
      }
      for (const r of [L.qp.A, L.qp.B, ...L.switches]) expect(Math.min(...inner.map((p) => dist(p, r)))).toBeGreaterThan(2);
      // A's link label ("PCIe Gen4 x16", "MPS 256 B") and the caption slot beside it.
      const [top] = L.pcie.A;
      const label: Rect = { x: top.x + 8, y: top.y + 10, w: 92, h: 30 };
      const caption: Rect = { x: L.slots.pcieA.x, y: L.slots.pcieA.y - 11, w: 80, h: 14 };
      for (const r of [label, caption]) expect(Math.min(...arc.samples.map((p) => dist(p, r)))).toBeGreaterThan(1);
      for (const p of arc.samples) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(L.width);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThanOrEqual(L.height);
      }
    }
  });

  it('puts its label and the count badges in the band under the hosts, below the arc', () => {
    const L = topologyLayout(1);
    const arc = misconceptionArc(L);
    const under = L.hosts.A.y + L.hosts.A.h;
    const runY = Math.min(...arc.samples.filter((p) => Math.abs(p.x - L.width / 2) < 40).map((p) => p.y));
    expect(arc.label.y).toBeGreaterThan(runY + 10);
    expect(arc.label.y).toBeLessThan(L.hcas.A.y);
    expect(runY).toBeGreaterThan(under);
    const spots = misconceptionBadgeSpots(L);
    for (const side of ['A', 'B'] as const) {
      expect(spots[side].y).toBeGreaterThan(arc.label.y);
      expect(spots[side].y).toBeLessThan(L.hcas.A.y);
      // The arc is above the badge's text wherever the badge is (about 100 px of text).
      const xs = side === 'A' ? [spots.A.x, spots.A.x + 100] : [spots.B.x - 100, spots.B.x];
      const over = arc.samples.filter((p) => p.x >= xs[0] && p.x <= xs[1]);
      for (const p of over) expect(p.y).toBeLessThan(spots[side].y - 12);
    }
  });
});
