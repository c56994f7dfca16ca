import { describe, expect, it } from 'vitest';
import { ibDataGbps } from '../../../src/sim/fabric/ibRates';
import { CURVE_SIZES, rateCurve } from '../../../src/sim/perf/curves';
import { perftestLatency, readRoundTrip } from '../../../src/sim/perf/perftestLatency';
import { streamRate } from '../../../src/sim/perf/streamModel';
import { traceSummary } from '../../../src/sim/perf/summary';
import { presetBase } from '../../../src/sim/scenario/defaults';
import { HARDWARE_PRESET_IDS } from '../../../src/sim/scenario/values';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { scenario } from '../trace/helpers';

describe('what ib_write_lat measures', () => {
  it('half of a ping-pong: post to the last byte placed at the peer, plus the peer’s poll seeing it', () => {
    const s = scenario({ messageBytes: 2, post: 'inline' });
    const trace = buildTrace(s);
    const l = perftestLatency(s, trace);
    expect(l.test).toBe('ib_write_lat');
    expect(l.rttFactor).toBe(2);
    expect(l.placedNs).toBe(trace.timeline.clocks.placedNs);
    expect(l.halfNs).toBe(l.placedNs + s.timing.cpuPollNs);
    expect(l.periodNs).toBe(2 * l.halfNs);
    expect(l.reportedNs).toBe(l.halfNs);
    expect(l.limitedBy).toBe('ping-pong');
  });

  it('the poster’s own completion (the ACK back, the CQE) comes before the peer’s answer: the period is two one-way trips', () => {
    for (const input of [{ messageBytes: 2 }, { messageBytes: 65536 }, { preset: 'cx7-ndr', 'ib.switchHops': 4 }, { post: 'doorbell' }]) {
      const l = perftestLatency(scenario(input));
      expect(l.completionNs ?? 0).toBeLessThan(l.periodNs);
      expect(l.periodNs).toBe(2 * l.halfNs);
    }
  });

  it('READ is reported as a full round trip (rtt_factor 1), longer than a WRITE’s half', () => {
    const s = scenario({ messageBytes: 2, op: 'read' });
    const r = perftestLatency(s);
    expect(r.test).toBe('ib_read_lat');
    expect(r.rttFactor).toBe(1);
    expect(r.reportedNs).toBe(readRoundTrip(s).completionNs);
    expect(r.reportedNs).toBeGreaterThan(perftestLatency(scenario({ messageBytes: 2 })).reportedNs);
  });
});

describe('a stream of messages on one QP', () => {
  it('small messages are message-rate bound; 64 KiB is link bound at EDR, under the 100 Gb/s data rate', () => {
    const small = streamRate(scenario({ messageBytes: 2 }));
    expect(small.bottleneck).toBe('message-rate');
    const big = streamRate(scenario({ messageBytes: 65536 }));
    expect(big.bottleneck).toBe('link');
    expect(big.bandwidthGbps).toBeLessThan(ibDataGbps('EDR', 4));
    // 16 packets: 4096 + 42 B, then 15 × (4096 + 26 B) (LRH 8, BTH 12, RETH 16 on the first, ICRC 4, VCRC 2).
    expect(big.bandwidthGbps).toBeCloseTo((65536 / (4138 + 15 * 4122)) * 100, 6);
  });

  it('the bottleneck can be any stage: a narrow PCIe link limits the read or the write', () => {
    expect(streamRate(scenario({ messageBytes: 65536, 'pcie.lanes': 4 })).bottleneck).toMatch(/^pcie-/);
    expect(streamRate(scenario({ messageBytes: 2, 'timing.cpuBuildWqeNs': 1000 })).bottleneck).toBe('cpu-post');
  });

  // soft-RoCE's times are the hardware's, not calibrated: its curve is not one to hold to a card's shape.
  it.each(HARDWARE_PRESET_IDS)('%s: the curve has a knee and a plateau', (id) => {
    const c = rateCurve(presetBase(id));
    expect(c.points.map((p) => p.bytes)).toEqual(CURVE_SIZES);
    expect(c.smallBottleneck).toBe('message-rate');
    expect(c.plateauBottleneck).toBe('link');
    for (let i = 1; i < c.points.length; i++) {
      expect(c.points[i].bandwidthGbps).toBeGreaterThanOrEqual(c.points[i - 1].bandwidthGbps);
      expect(c.points[i].messageRateMpps).toBeLessThanOrEqual(c.points[i - 1].messageRateMpps + 1e-9);
    }
    // Below the knee: a flat message rate, the bandwidth doubling with the size.
    const below = c.points.filter((p) => p.bytes <= c.kneeBytes / 2);
    expect(below.length).toBeGreaterThan(5);
    for (const p of below) {
      expect(p.messageRateMpps).toBeCloseTo(c.smallMpps, 6);
      expect(p.bottleneck).toBe('message-rate');
    }
    // Above it: the plateau (within 1 %), the message rate falling.
    const above = c.points.filter((p) => p.bytes >= c.kneeBytes * 2);
    expect(above.length).toBeGreaterThan(5);
    for (const p of above) expect(p.bandwidthGbps / c.plateauGbps).toBeGreaterThan(0.99);
    expect(c.kneeBytes).toBeGreaterThan(2048);
    expect(c.kneeBytes).toBeLessThan(32768);
    expect(c.plateauGbps).toBeGreaterThan(0.98 * ibDataGbps(presetBase(id).ib.speed, 4));
  });
});

describe('the summary (npm run trace -- --summary)', () => {
  it('one-way is the placed clock, completion the CQE clock; the counters are the trace’s', () => {
    const s = scenario({ messageBytes: 65536 });
    const trace = buildTrace(s);
    const sum = traceSummary(s, trace);
    expect(Object.keys(sum)).toEqual(['oneWayNs', 'completionNs', 'bandwidthGbps', 'messageRateMpps', 'ibPackets', 'tlpsA', 'tlpsB']);
    expect(sum.oneWayNs).toBeCloseTo(trace.timeline.clocks.placedNs ?? Number.NaN, 2);
    expect(sum.completionNs).toBeCloseTo(trace.timeline.clocks.cqeSeenNs ?? Number.NaN, 2);
    expect(sum.ibPackets).toBe(17);
    expect(sum.tlpsB).toBe(256);
    expect(sum.bandwidthGbps).toBeCloseTo(streamRate(s).bandwidthGbps, 3);
    expect(traceSummary(scenario({ signaled: false })).completionNs).toBeNull();
  });
});
