import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../../../src/sim/scenario/defaults';
import { misconceptionTraceOf } from '../../../src/store/traceCache';
import { cropBox } from '../../../src/views/topology/layout/cropBox';
import { stepMotion } from '../../../src/views/topology/layout/motion';
import { topologyLayout } from '../../../src/views/topology/layout/topologyLayout';
import { traceFor } from './scenarios';

const inside = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.w <= b.x + b.w + 0.01 && a.y + a.h <= b.y + b.h + 0.01;

describe('the topology cropped to what a step touches (a phone)', () => {
  const trace = traceFor();
  const L = topologyLayout(trace.scenario.ib.switchHops);
  const crop = (id: string) => cropBox(L, trace.steps.find((s) => s.id === id)!.view.route);

  it('holds every box the step’s route passes, inside the drawing, at least a host wide', () => {
    for (const step of trace.steps) {
      const c = cropBox(L, step.view.route);
      if (!c) continue;
      expect(inside(c, { x: 0, y: 0, w: L.width, h: L.height }), step.id).toBe(true);
      expect(c.w, step.id).toBeGreaterThanOrEqual(300);
      for (const p of step.view.route) {
        const box = (L.boxes as Record<string, { x: number; y: number; w: number; h: number }>)[p];
        if (box) expect(inside(box, c), `${step.id}: ${p}`).toBe(true);
      }
    }
  });

  it('a step on one side shows that side only: B1 is HCA B, A1’s stores are host A', () => {
    expect(crop('B1.check')!.x).toBeGreaterThan(L.width / 2 - 160);
    expect(crop('A1.mmio')!.x + crop('A1.mmio')!.w).toBeLessThan(L.width / 2 + 20);
    expect(inside(L.hcas.B, crop('B1.check')!)).toBe(true);
  });

  it('never ends between the hosts and the HCAs, where the PCIe links’ labels are', () => {
    for (const step of trace.steps) {
      const c = cropBox(L, step.view.route);
      if (!c) continue;
      const bottom = c.y + c.h;
      const band = { top: L.hosts.A.y + L.hosts.A.h, bottom: L.hcas.A.y - 2 };
      expect(bottom <= band.top || bottom >= band.bottom, `${step.id}: ${bottom}`).toBe(true);
    }
  });

  it('never cuts a row of boxes in half: the hosts’ titles and the cable’s caption stay whole (the misconception too)', () => {
    for (const step of [...trace.steps, ...misconceptionTraceOf(DEFAULT_SCENARIO).steps]) {
      const c = cropBox(L, step.view.route);
      if (!c) continue;
      for (const row of [L.hosts.A, L.hcas.A])
        for (const edge of [c.y, c.y + c.h]) expect(edge <= row.y || edge >= row.y + row.h, `${step.id}: ${edge}`).toBe(true);
    }
  });

  it('holds the caption of what moves, from its spot on: ACK.send’s “30 B ACK” was cut at the crop’s left edge', () => {
    let captioned = 0;
    for (const step of trace.steps) {
      const motion = stepMotion(trace, step, L);
      if (motion.legs.length === 0 || !motion.captioned) continue;
      const spot = L.slots[motion.slot];
      const c = cropBox(L, step.view.route, spot);
      if (!c) continue;
      captioned++;
      expect(spot.x >= c.x && spot.x <= c.x + c.w && spot.y - 13 >= c.y && spot.y <= c.y + c.h, step.id).toBe(true);
    }
    expect(captioned).toBeGreaterThan(5);
    const ack = trace.steps.find((s) => s.id === 'ACK.send');
    if (!ack) throw new Error('no ACK');
    const spot = L.slots[stepMotion(trace, ack, L).slot];
    expect(cropBox(L, ack.view.route)?.x ?? 0).toBeGreaterThan(spot.x);
  });
});
