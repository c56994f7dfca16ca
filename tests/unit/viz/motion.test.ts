import { describe, expect, it } from 'vitest';
import { ARTIFACT_H } from '../../../src/views/topology/layout/artifactLook';
import { nodeCount, stepMotion } from '../../../src/views/topology/layout/motion';
import { MAX_STREAM_NODES } from '../../../src/views/topology/layout/pipeline';
import { drawnBoxes, topologyLayout } from '../../../src/views/topology/layout/topologyLayout';
import { en } from '../support/en';
import { GiB, traceFor } from './scenarios';

const scenarios = [
  {},
  { messageBytes: GiB },
  { messageBytes: 65_536, pathMtu: 1024, 'ib.switchHops': 4 },
  { 'ib.switchHops': 0, post: 'blueflame' },
  { signaled: false, iommu: true },
];

describe('what the topology animates', () => {
  it('never draws more than a dozen nodes, for every step of every scenario', () => {
    for (const input of scenarios) {
      const trace = traceFor(input);
      const L = topologyLayout(trace.scenario.ib.switchHops);
      for (const step of trace.steps) {
        const m = stepMotion(trace, step, L);
        expect(nodeCount(m), `${step.id}`).toBeLessThanOrEqual(MAX_STREAM_NODES);
        for (const leg of m.legs) expect(leg.route.points.length, step.id).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('shows a 1 GiB write as a stream with a count badge', () => {
    const trace = traceFor({ messageBytes: GiB });
    const step = trace.steps.find((s) => s.id === 'A3.transmit')!;
    const m = stepMotion(trace, step, topologyLayout(1));
    expect(m.kind).toBe('packet');
    expect(en(m.badge?.[0])).toBe('262,144 packets');
    expect(en(m.badge?.[1])).toMatch(/^~\d+ in flight$/);
    expect(m.links.has('psn')).toBe(true);
  });

  it('sends the ACK right to left and the data left to right', () => {
    const trace = traceFor();
    const L = topologyLayout(1);
    const xs = (id: string) => {
      const pts = stepMotion(trace, trace.steps.find((s) => s.id === id)!, L).legs[0].route.points;
      return [pts[0].x, pts[pts.length - 1].x];
    };
    const [ackFrom, ackTo] = xs('ACK.send');
    expect(ackFrom).toBeGreaterThan(ackTo);
    const [txFrom, txTo] = xs('A3.transmit');
    expect(txTo).toBeGreaterThan(txFrom);
  });

  it('shows a DMA read as a request up, then the completion down', () => {
    const trace = traceFor({ post: 'doorbell' });
    const step = trace.steps.find((s) => s.id === 'A3.wqe-fetch')!;
    const [up, down] = stepMotion(trace, step, topologyLayout(1)).legs;
    expect(en(up.caption)).toMatch(/MRd/);
    expect(en(down.caption)).toMatch(/CplD/);
    expect(up.end).toBeLessThanOrEqual(down.start);
    expect(up.route.points[0].y).toBeGreaterThan(up.route.points[up.route.points.length - 1].y);
  });

  it('labels artifacts with their size and kind', () => {
    const trace = traceFor();
    const L = topologyLayout(1);
    const caption = (id: string) => en(stepMotion(trace, trace.steps.find((s) => s.id === id)!, L).legs.at(-1)?.caption);
    expect(caption('A1.mmio')).toBe('64 B BlueFlame WQE');
    expect(caption('A3.transmit')).toBe('50 B packet');
    expect(caption('ACK.send')).toBe('30 B ACK');
    expect(
      traceFor({ messageBytes: 4096 })
        .steps.find((s) => s.id === 'A3.transmit')!
        .artifacts[0].at(0).bytes.length,
    ).toBe(4138);
  });

  it('rests each item where it covers no component: between two boxes it fits the gap (B1: between SRAM and the MKey table)', () => {
    const overlaps = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
      a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (const input of scenarios) {
      const trace = traceFor(input);
      const L = topologyLayout(trace.scenario.ib.switchHops);
      for (const step of trace.steps) {
        for (const leg of stepMotion(trace, step, L).legs) {
          if (!leg.persist || leg.items !== 1) continue;
          const end = leg.route.points[leg.route.points.length - 1];
          const item = { x: end.x - leg.width / 2, y: end.y - ARTIFACT_H / 2, w: leg.width, h: ARTIFACT_H };
          const hit = drawnBoxes(L).filter(([, r]) => overlaps(item, r));
          expect(
            hit.map(([place]) => place),
            `${step.id}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('writes the out-of-band exchange’s caption once, on its arc, not again beside host A', () => {
    const trace = traceFor();
    const L = topologyLayout(1);
    const exchange = stepMotion(trace, trace.steps.find((s) => s.role === 'exchange-keys')!, L);
    expect(exchange.legs.length).toBe(1);
    expect(exchange.captioned).toBe(false);
    // Its square crosses the arc and goes before the animation ends: it would rest on the CPU's edge.
    expect(exchange.legs[0].persist).toBe(false);
    expect(exchange.legs[0].end).toBeLessThan(1);
    expect(stepMotion(trace, trace.steps.find((s) => s.id === 'B1.check')!, L).captioned).toBe(true);
  });
});
