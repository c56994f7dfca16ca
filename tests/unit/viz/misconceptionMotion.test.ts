import { describe, expect, it } from 'vitest';
import { buildMisconceptionTrace, fillRoute } from '../../../src/sim/misconception';
import type { Pt, Rect } from '../../../src/views/shared/layout/geometry';
import { litItems, panelsFor } from '../../../src/views/shared/layout/stepFocus';
import { nodeCount, stepMotion } from '../../../src/views/topology/layout/motion';
import { MAX_STREAM_NODES } from '../../../src/views/topology/layout/pipeline';
import { topologyLayout } from '../../../src/views/topology/layout/topologyLayout';
import { misconceptionArc } from '../../../src/views/topology/misconception/misconceptionArc';
import { en } from '../support/en';
import { GiB, stepById, traceFor } from './scenarios';

const dist = (p: Pt, r: Rect) => Math.hypot(Math.max(r.x - p.x, 0, p.x - r.x - r.w), Math.max(r.y - p.y, 0, p.y - r.y - r.h));
const misconceptionOf = (input: Record<string, unknown> = {}) => {
  const real = traceFor(input);
  return buildMisconceptionTrace(real.scenario, real);
};

describe('what the topology animates in the misconception mode', () => {
  it('fills in the wires between the places a misconception step names; real paths are untouched', () => {
    expect(fillRoute(['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar', 'fabric', 'B.dram'])).toEqual([
      'A.cpu',
      'A.rc',
      'A.pcie',
      'A.hca.bar',
      'A.hca.engine',
      'A.hca.port',
      'fabric',
      'B.hca.port',
      'B.hca.engine',
      'B.pcie',
      'B.rc',
      'B.dram',
    ]);
    expect(fillRoute(['B.hca.mtt', 'B.dram'])).toEqual(['B.hca.mtt', 'B.hca.engine', 'B.pcie', 'B.rc', 'B.dram']);
    for (const step of traceFor().steps) expect(step.view.route).toEqual(step.path);
    for (const step of misconceptionOf().steps) if (step.view.motion !== 'window') expect(step.view.route).toEqual(fillRoute(step.path));
  });

  it('moves each store as a TLP: into BAR0, over the fabric, into B’s memory', () => {
    const misconception = misconceptionOf();
    const L = topologyLayout(1);
    const at = (id: string) => stepMotion(misconception, misconception.steps.find((s) => s.id === id)!, L);
    expect(en(at('MISCONCEPTION.mov').legs[0].caption)).toBe('8 B store');
    expect(en(at('MISCONCEPTION.tlp').legs[0].caption)).toBe('20 B MWr');
    const fwd = at('MISCONCEPTION.forward');
    expect(fwd.kind).toBe('tlp');
    const fwdEnd = fwd.legs[0].route.points.at(-1)!;
    expect(dist(fwdEnd, L.boxes['B.hca.port'])).toBeLessThan(12);
    const land = at('MISCONCEPTION.land');
    expect(land.kind).toBe('tlp');
    expect(dist(land.legs[0].route.points.at(-1)!, L.boxes['B.dram'])).toBeLessThan(12);
    expect(en(at('MISCONCEPTION.load').legs[0].caption)).toMatch(/B MRd$/);
  });

  it('sends the window step along the imagined arc, without the setup arrow', () => {
    const misconception = misconceptionOf();
    const L = topologyLayout(2);
    const m = stepMotion(misconception, misconception.steps.find((s) => s.id === 'MISCONCEPTION.map')!, L);
    const arc = misconceptionArc(L);
    expect(m.arrow).toBe(false);
    expect(m.kind).toBe('setup');
    const pts = m.trail.points;
    expect(dist(pts[0], L.boxes['A.cpu'])).toBeLessThan(12);
    expect(pts).toContainEqual(arc.samples[Math.floor(arc.samples.length / 2)]);
    expect(dist(pts.at(-1)!, L.boxes['B.dram'])).toBeLessThan(1);
  });

  it('counts the stores of a big message and never draws more than a dozen nodes', () => {
    for (const input of [{}, { messageBytes: 65_536 }, { messageBytes: GiB, 'ib.switchHops': 0 }, { messageBytes: 0 }]) {
      const misconception = misconceptionOf(input);
      const L = topologyLayout(misconception.scenario.ib.switchHops);
      for (const step of misconception.steps) {
        const m = stepMotion(misconception, step, L);
        expect(nodeCount(m), step.id).toBeLessThanOrEqual(MAX_STREAM_NODES);
        for (const p of m.trail.points) {
          expect(p.x, step.id).toBeGreaterThanOrEqual(0);
          expect(p.y, step.id).toBeLessThanOrEqual(L.height);
        }
      }
    }
    const misconception = misconceptionOf({ messageBytes: 65_536 });
    const tlp = stepMotion(misconception, misconception.steps.find((s) => s.id === 'MISCONCEPTION.tlp')!, topologyLayout(1));
    expect(tlp.badge?.map(en)).toEqual(['1,024 MWr']);
  });

  it('lights the window, the store and B’s unregistered pages in the memory maps', () => {
    const misconception = misconceptionOf();
    const touches = (id: string) => stepById(misconception, id).view.touches;
    expect([...panelsFor(touches('MISCONCEPTION.map'))]).toEqual(['phys']);
    expect(litItems(touches('MISCONCEPTION.tlp')).has('phys.store')).toBe(true);
    expect([...panelsFor(touches('MISCONCEPTION.fail.protection'))]).toEqual(['mr']);
    expect(litItems(touches('MISCONCEPTION.fail.pinning')).has('mr.pages')).toBe(true);
    expect(litItems(stepById(traceFor(), 'A2.tlp').view.touches).has('phys.store')).toBe(false);
  });
});
