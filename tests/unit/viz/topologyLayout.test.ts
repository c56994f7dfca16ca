import { describe, expect, it } from 'vitest';
import type { Rect } from '../../../src/views/shared/layout/geometry';
import { entryPoint, pointAt, polyline } from '../../../src/views/shared/layout/geometry';
import { routePoints } from '../../../src/views/topology/layout/route';
import { drawnBoxes, topologyLayout } from '../../../src/views/topology/layout/topologyLayout';
import { stepById, traceFor } from './scenarios';

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (a: Rect, outer: Rect) =>
  a.x >= outer.x && a.y >= outer.y && a.x + a.w <= outer.x + outer.w && a.y + a.h <= outer.y + outer.h;

describe('topology layout', () => {
  for (const hops of [0, 1, 4]) {
    it(`keeps every box in the drawing and apart from the others (${hops} switches)`, () => {
      const L = topologyLayout(hops);
      const frame = { x: 0, y: 0, w: L.width, h: L.height };
      const boxes = drawnBoxes(L);
      for (const [place, r] of boxes) expect(inside(r, frame), place).toBe(true);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i][1], boxes[j][1]), `${boxes[i][0]} / ${boxes[j][0]}`).toBe(false);
      for (const [place, r] of boxes) {
        const container = place.startsWith('A.hca')
          ? L.hcas.A
          : place.startsWith('B.hca')
            ? L.hcas.B
            : place.startsWith('A.')
              ? L.hosts.A
              : L.hosts.B;
        expect(inside(r, container), place).toBe(true);
      }
      expect(L.switches.length).toBe(hops);
      for (let i = 1; i < L.switches.length; i++) expect(overlap(L.switches[i - 1], L.switches[i])).toBe(false);
      expect(L.fabricNodes.length).toBe(hops + 2);
    });
  }

  for (const path of ['switch', 'root-complex'] as const)
    it(`with a GPU on each host (${path}): every box in the drawing and apart, each GPU between its host and its HCA`, () => {
      const L = topologyLayout(1, { A: true, B: true, path });
      const frame = { x: 0, y: 0, w: L.width, h: L.height };
      const boxes = drawnBoxes(L);
      expect(boxes.map(([p]) => p)).toEqual(expect.arrayContaining(['A.gpu', 'B.gpu']));
      expect(boxes.some(([p]) => p.endsWith('pcieSwitch'))).toBe(path === 'switch');
      for (const [place, r] of boxes) expect(inside(r, frame), place).toBe(true);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i][1], boxes[j][1]), `${boxes[i][0]} / ${boxes[j][0]}`).toBe(false);
      for (const side of ['A', 'B'] as const) {
        const g = L.boxes[side === 'A' ? 'A.gpu' : 'B.gpu'];
        expect(g.y).toBeGreaterThanOrEqual(L.hosts[side].y + L.hosts[side].h);
        expect(g.y + g.h).toBeLessThanOrEqual(L.hcas[side].y);
        // The PCIe link's labels sit below the GPU and its switch, above the HCA.
        expect(L.pcieLabelY - 10).toBeGreaterThanOrEqual(g.y + g.h);
        expect(L.pcieLabelY + 14).toBeLessThanOrEqual(L.hcas[side].y);
        // The wire runs from the switch (or the root complex) to the GPU's edge.
        const [a, b] = L.gpu[side]?.line ?? [];
        expect(a && b).toBeTruthy();
      }
    });

  it('runs what crosses the PCIe switch a GPU shares with its HCA up the HCA’s link, never across its labels', () => {
    const trace = traceFor({ memB: 'gpu', messageBytes: 16384, initiator: 'gpu', post: 'doorbell' });
    const L = topologyLayout(1, { A: true, B: true, path: 'switch' });
    for (const [id, side] of [
      ['B3.pcie', 'B'],
      ['A2.tlp', 'A'],
    ] as const) {
      const st = stepById(trace, id);
      const xs = routePoints(L, st.view, st.view.route).map((p) => p.x);
      expect(new Set(xs), id).toEqual(new Set([L.pcie[side][1].x]));
    }
  });

  it('expands the fabric in the direction of travel and covers each hop once', () => {
    const L = topologyLayout(2);
    const trace = traceFor({ 'ib.switchHops': 2 });
    const at = (id: string) => {
      const st = stepById(trace, id);
      return routePoints(L, st.view, st.view.route);
    };
    const t = at('A3.transmit');
    const s1 = at('FABRIC.switch-1');
    const s2 = at('FABRIC.switch-2');
    expect(t.at(-1)).toEqual(s1[0]);
    expect(s1.at(-1)).toEqual(s2[0]);
    expect(s2.at(-1)).toEqual(L.fabricNodes.at(-1));
  });

  it('walks a polyline by length and stops artifacts at a box edge', () => {
    const p = polyline([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ]);
    expect(p.length).toBe(20);
    expect(pointAt(p, 0.75)).toEqual({ x: 10, y: 5 });
    expect(entryPoint({ x: 0, y: 5 }, { x: 20, y: 5 }, { x: 10, y: 0, w: 20, h: 10 }, 2)).toEqual({ x: 8, y: 5 });
  });
});
