import { en } from '../support/en';
import { describe, expect, it } from 'vitest';
import { topologyLayout } from '../../../src/views/topology/layout/topologyLayout';
import { nodeCount, stepMotion } from '../../../src/views/topology/layout/motion';
import { MAX_STREAM_NODES } from '../../../src/views/topology/layout/pipeline';
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
});
