import { describe, expect, it } from 'vitest';
import { rateCurve } from '../../../src/sim/perf/curves';
import { perftestLatency, readRoundTrip } from '../../../src/sim/perf/perftestLatency';
import { presetBase } from '../../../src/sim/scenario/defaults';
import { HARDWARE_PRESET_IDS } from '../../../src/sim/scenario/values';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { bandwidthChart, rateChart } from '../../../src/views/timing/curveLayout';
import { pingPongLayout } from '../../../src/views/timing/pingPongLayout';
import { formatPerftest, formatTick, formatTime } from '../../../src/views/timing/timingFormat';
import { MIN_BAR, markAt, sideOf, waterfallLayout } from '../../../src/views/timing/waterfallLayout';
import { scenario } from '../trace/helpers';

const traceEnd = (t: ReturnType<typeof buildTrace>) => Math.max(...t.steps.map((s) => s.endNs));

describe('the waterfall', () => {
  it.each([
    ['the default scenario', {}],
    ['2 B inline', { messageBytes: 2, post: 'inline' }],
    ['64 KiB', { messageBytes: 65536 }],
    ['1 MiB by doorbell, unsignaled, 3 switches', { messageBytes: 2 ** 20, post: 'doorbell', signaled: false, 'ib.switchHops': 3 }],
    ['cx7-ndr', { preset: 'cx7-ndr' }],
  ])('%s: its total is the trace’s end time and every bar sits inside it', (_name, input) => {
    const trace = buildTrace(scenario(input));
    const w = waterfallLayout(trace);
    expect(w.totalNs).toBe(traceEnd(trace));
    // One row per step of the transfer, in order; the setup steps (all at 0) are left out.
    expect(w.rows.map((r) => r.index)).toEqual(trace.steps.filter((s) => s.phase !== 'SETUP').map((s) => s.index));
    for (const r of w.rows) {
      expect(r.left).toBeGreaterThanOrEqual(0);
      expect(r.left + r.width).toBeLessThanOrEqual(1 + 1e-12);
      expect(r.width).toBeGreaterThanOrEqual(MIN_BAR);
      expect(r.share).toBeCloseTo(r.durationNs / w.totalNs, 12);
    }
    // The step that ends last reaches the right edge.
    const last = w.rows.reduce((a, b) => (b.endNs > a.endNs ? b : a));
    expect(last.left + last.width).toBeCloseTo(1, 9);
    expect(w.ticks[0]).toEqual({ ns: 0, at: 0 });
  });

  it('marks the three clocks the trace has (a WRITE never tells B’s CPU; unsignaled: no CQE seen)', () => {
    const w = waterfallLayout(buildTrace(scenario()));
    expect(w.clocks.map((c) => c.kind)).toEqual(['placedNs', 'cqeSeenNs']);
    expect(w.clocks[1].at).toBeCloseTo(1, 9);
    expect(waterfallLayout(buildTrace(scenario({ signaled: false }))).clocks.map((c) => c.kind)).toEqual(['placedNs']);
  });

  it('the perftest mark is placed on the same axis and clamped', () => {
    const s = scenario({ messageBytes: 2, post: 'inline' });
    const trace = buildTrace(s);
    const w = waterfallLayout(trace);
    const m = markAt(w, perftestLatency(s, trace).reportedNs);
    expect(m.at).toBeCloseTo(perftestLatency(s, trace).reportedNs / w.totalNs, 12);
    expect(markAt(w, 10 * w.totalNs).at).toBe(1);
  });

  it('colours by side: host A, host B, the fabric, the rest', () => {
    expect(['A1', 'A3', 'FABRIC', 'B1', 'B4', 'ACK', 'COMPLETION'].map((p) => sideOf(p as never))).toEqual([
      'a',
      'a',
      'f',
      'b',
      'b',
      'o',
      'o',
    ]);
  });
});

describe('the curves’ layout', () => {
  const box = { width: 400, height: 170, margin: { top: 22, right: 14, bottom: 24, left: 44 } };

  // soft-RoCE's times are the hardware's, not calibrated: its curve is not one to hold to a card's shape.
  it.each(HARDWARE_PRESET_IDS)('%s: the knee is drawn between 2 and 32 KiB, the plateau line at the largest size’s bandwidth', (id) => {
    const curve = rateCurve(presetBase(id));
    const bw = bandwidthChart(curve, box, 65536);
    const last = bw.points[bw.points.length - 1];
    expect(bw.level.y).toBeCloseTo(last.y, 9);
    const x2k = bw.points.find((p) => p.bytes === 2048)!.x;
    const x32k = bw.points.find((p) => p.bytes === 32768)!.x;
    expect(bw.knee.x).toBeGreaterThan(x2k);
    expect(bw.knee.x).toBeLessThan(x32k);
    // Log x: equal steps per doubling.
    expect(bw.points[2].x - bw.points[1].x).toBeCloseTo(bw.points[1].x - bw.points[0].x, 9);
    expect(bw.path.startsWith('M')).toBe(true);
    expect(bw.anchors.map((a) => a.id)).toEqual(['write-bw-64k']);
    expect(bw.current?.x).toBeCloseTo(bw.points.find((p) => p.bytes === 65536)!.x, 9);
    const rate = rateChart(curve, box, 8);
    expect(rate.level.y).toBeCloseTo(rate.points[0].y, 9);
    expect(rate.anchors.map((a) => a.source)).toEqual(['linux-rdma/perftest#132', 'linux-rdma/perftest#132', 'linux-rdma/perftest#132']);
    for (const c of [bw, rate]) {
      for (const p of [...c.points, ...c.anchors]) {
        expect(p.y).toBeGreaterThanOrEqual(c.plot.y1);
        expect(p.y).toBeLessThanOrEqual(c.plot.y0);
      }
    }
  });

  it('a message size outside the sweep (0 B or 1 GiB) draws no current-size line', () => {
    const curve = rateCurve(presetBase('cx5-edr'));
    expect(bandwidthChart(curve, box, 0).current).toBeNull();
    expect(bandwidthChart(curve, box, 2 ** 30).current).toBeNull();
  });
});

describe('the ping-pong', () => {
  it('WRITE: A’s op reaches B, B’s poll sees it, B’s op comes back, A’s poll ends the period; half is printed', () => {
    const s = scenario({ messageBytes: 2, post: 'inline' });
    const lat = perftestLatency(s);
    const p = pingPongLayout(lat, null, 400, 210);
    expect(p.segments.map((x) => x.label)).toEqual(['write', 'seen', 'write', 'seen', 'ownCqe']);
    expect(p.segments[0].x1).toBe(p.axisA);
    expect(p.segments[0].x2).toBe(p.axisB);
    expect(p.segments[3].y2).toBeCloseTo(p.y1, 9);
    expect(p.printed.y1 - p.printed.y0).toBeCloseTo((p.period.y1 - p.period.y0) / 2, 9);
    expect(p.printed.x).toBeGreaterThan(p.axisB);
  });

  it('READ: one round trip, B’s DMA read in the middle, printed whole', () => {
    const s = scenario({ messageBytes: 2, op: 'read' });
    const p = pingPongLayout(perftestLatency(s), readRoundTrip(s), 400, 210);
    expect(p.segments.map((x) => x.label)).toEqual(['request', 'dmaRead', 'response', 'pollCq']);
    expect(p.printed.y1).toBeCloseTo(p.period.y1, 9);
  });
});

describe('formats', () => {
  it('times, perftest latencies and ticks', () => {
    expect([formatTime(5), formatTime(60), formatTime(930.7), formatTime(1320.3), formatTime(68_420), formatTime(2.1e6)]).toEqual([
      '5.0 ns',
      '60 ns',
      '931 ns',
      '1.32 µs',
      '68.4 µs',
      '2.10 ms',
    ]);
    expect(formatPerftest(930.69)).toBe('0.93 µs');
    expect([formatTick(0, 7000), formatTick(2000, 7000), formatTick(500, 1500), formatTick(2e6, 5e6)]).toEqual([
      '0',
      '2 µs',
      '500 ns',
      '2 ms',
    ]);
  });
});
