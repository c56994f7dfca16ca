import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../src/sim/trace/types';
import { MAX_STREAM_NODES, packetStream, trainProgress } from '../../../src/views/topology/layout/pipeline';
import { GiB, traceFor } from './scenarios';

/** The stream hint the transmit step gives the views. */
const streamOf = (t: Trace) => t.steps.find((s) => s.role === 'transmit')?.view.stream;

describe('packets in flight', () => {
  it('is bounded for a 1 GiB write, whatever the MTU and the number of switches', () => {
    for (const pathMtu of [256, 4096]) {
      for (const hops of [0, 4]) {
        const t = traceFor({ messageBytes: GiB, pathMtu, 'ib.switchHops': hops });
        const st = packetStream(streamOf(t), t.plan.packets);
        expect(st.packets).toBe(t.plan.packets);
        expect(st.nodes).toBeGreaterThanOrEqual(1);
        expect(st.nodes).toBeLessThanOrEqual(MAX_STREAM_NODES);
        expect(st.inFlight).toBeGreaterThanOrEqual(1);
        expect(st.spacing).toBeGreaterThan(0);
      }
    }
  });

  it('comes from the timeline: time on the wire over the departure spacing', () => {
    const t = traceFor({ messageBytes: 64 * 1024, pathMtu: 1024 });
    const st = packetStream(streamOf(t), t.plan.packets);
    const tl = t.timeline.rounds[0].request;
    const interval = tl.departNs(1) - tl.departNs(0);
    const flight = tl.arriveNs(0) - tl.departNs(0);
    expect(st.inFlight).toBe(Math.ceil(flight / interval));
    expect(st.inFlight).toBeGreaterThan(1);
    expect(st.spacing).toBeCloseTo(interval / flight, 9);
  });

  it('is one packet for a one-packet message', () => {
    const t = traceFor();
    expect(packetStream(streamOf(t), 1)).toMatchObject({ inFlight: 1, nodes: 1 });
  });

  it('moves a train lead first, the others `spacing` behind, none before they enter', () => {
    expect(trainProgress(1, 0, 0.3)).toBe(1);
    expect(trainProgress(1, 2, 0.3)).toBeCloseTo(0.4);
    expect(trainProgress(0.2, 1, 0.3)).toBeNull();
  });
});
