import { NO_FAULT, type Scenario } from '../scenario/types';
import { TransferTiming } from '../timing/transferTiming';
import { buildTrace } from '../trace/buildTrace';
import type { Trace } from '../trace/types';

/** Which perftest latency test measures an operation, and its rtt_factor (perftest src/perftest_parameters.c, print_report_lat). */
export type LatencyTest = 'ib_write_lat' | 'ib_send_lat' | 'ib_read_lat';

/**
 * What a perftest latency test reports for this scenario, modelled the way it
 * measures (perftest src/perftest_resources.c, run_iter_lat_write; src/perftest_parameters.c, print_report_lat):
 * - ib_write_lat is a ping-pong on memory: each side writes the last byte of the peer's buffer with a signaled RDMA
 *   WRITE, polls its send CQ, then spins on the last byte of its own buffer. The time between one side's consecutive
 *   posts is two one-way trips, each up to the byte being seen by the peer's poll loop; it reports that period / 2.
 *   A side also waits for its own completion before it polls for data, so the period is never below the completion.
 * - ib_send_lat: the same, the peer seeing a receive completion instead of a byte.
 * - ib_read_lat: one side posts a READ and polls its CQ; it reports the full round trip (rtt_factor 1).
 */
export interface PerftestLatency {
  test: LatencyTest;
  rttFactor: 1 | 2;
  /** From the post (perftest's tposted) to the peer seeing the data: one half of the ping-pong (for READ: the round trip). */
  halfNs: number;
  /** The parts of halfNs: to the last byte placed in the destination's memory, then the poll that sees it (or the receive CQE and its poll). */
  placedNs: number;
  seenAfterNs: number;
  /** When the poster's own completion is seen (null when unsignaled); it bounds the period. */
  completionNs: number | null;
  /** Time between one side's consecutive posts. */
  periodNs: number;
  /** What perftest prints (t_typical): period / rtt_factor. */
  reportedNs: number;
  /** What sets the period: two one-way trips, or the poster's wait for its own completion. */
  limitedBy: 'ping-pong' | 'completion' | 'round-trip';
}

/** The perftest latency test that measures an operation. */
export const latencyTestOf = (op: Scenario['op']): LatencyTest =>
  op === 'read' ? 'ib_read_lat' : op === 'send' ? 'ib_send_lat' : 'ib_write_lat';

/** The perftest latency of a scenario's operation (its size, post mode and hardware), from its trace. */
export function perftestLatency(s: Scenario, trace?: Trace): PerftestLatency {
  if (s.op === 'read') return readLatency(s, trace);
  const clean = perfScenarioOf(s);
  const t = new TransferTiming(clean);
  const { clocks } = (trace && trace.scenario === clean ? trace : buildTrace(clean)).timeline;
  const placedNs = clocks.placedNs ?? 0;
  // The peer sees a WRITE by polling its buffer's last byte; a SEND by polling its receive CQ (B's CPU told).
  const seenAfterNs =
    s.op === 'send' ? (clocks.bToldNs !== null ? clocks.bToldNs - placedNs : t.dmaWriteToMemory() + t.cpuPoll()) : t.cpuPoll();
  const halfNs = placedNs + seenAfterNs;
  const completionNs = clocks.cqeSeenNs;
  const periodNs = Math.max(2 * halfNs, completionNs ?? 0);
  return {
    test: latencyTestOf(s.op),
    rttFactor: 2,
    halfNs,
    placedNs,
    seenAfterNs,
    completionNs,
    periodNs,
    reportedNs: periodNs / 2,
    limitedBy: periodNs > 2 * halfNs ? 'completion' : 'ping-pong',
  };
}

/**
 * ib_read_lat: a READ's full round trip, read off the trace of the READ. The request is a
 * header-only packet (RETH); HCA B reads its memory by DMA and answers with READ RESPONSE packets (AETH on the
 * first and last), building the headers while its read is in flight; HCA A writes the data to A's memory and the CQE
 * behind it (posted writes stay in order), and A's CPU polls the CQE.
 */
export interface ReadRoundTrip {
  /** The request packet fully received by HCA B, and the last response packet leaving it (B's DMA read in between). */
  requestAtBNs: number;
  responseLeavesBNs: number;
  /** The last byte placed in A's memory, and A's CPU seeing the CQE. */
  placedNs: number;
  completionNs: number;
}

/** The READ's round trip, read off the trace of the fault-free READ (the trace's timeline computes every time). */
export function readRoundTrip(s: Scenario, trace?: Trace): ReadRoundTrip {
  const clean = perfScenarioOf(s);
  const t = trace && trace.scenario === clean ? trace : buildTrace(clean);
  const round = t.timeline.rounds[0];
  const res = round.response;
  const { placedNs, cqeSeenNs } = t.timeline.clocks;
  if (!res || placedNs === null || cqeSeenNs === null) throw new Error('readRoundTrip: not a completed READ');
  return {
    requestAtBNs: round.request.arriveNs(0),
    responseLeavesBNs: res.departNs(res.sent[1] - 1),
    placedNs,
    completionNs: cqeSeenNs,
  };
}

const PERF_OF = new WeakMap<Scenario, Scenario>();

/**
 * What perftest measures is the fault-free, signaled operation with its receive posted: the
 * scenario's hardware and size without the fault (the same object each time).
 */
export function perfScenarioOf(s: Scenario): Scenario {
  if (s.fault.kind === 'none' && s.recvPosted && s.signaled) return s;
  let p = PERF_OF.get(s);
  if (!p) {
    p = { ...s, fault: NO_FAULT, recvPosted: true, signaled: true };
    PERF_OF.set(s, p);
  }
  return p;
}

function readLatency(s: Scenario, trace?: Trace): PerftestLatency {
  const { placedNs, completionNs } = readRoundTrip(s, trace);
  return {
    test: latencyTestOf(s.op),
    rttFactor: 1,
    halfNs: completionNs,
    placedNs,
    seenAfterNs: completionNs - placedNs,
    completionNs,
    periodNs: completionNs,
    reportedNs: completionNs,
    limitedBy: 'round-trip',
  };
}
