import { scaleLinear } from 'd3-scale';
import type { PerftestLatency, ReadRoundTrip } from '../../sim/perf/perftestLatency';

/** What a segment of the diagram is: a message between the hosts, a poll on one host, the poster's own CQE. */
export type PingPongKind = 'op' | 'seen' | 'dma' | 'cqe';

export interface PingPongSegment {
  kind: PingPongKind;
  /** Which label it carries (a catalogue key suffix the view maps to a message). */
  label: 'write' | 'send' | 'seen' | 'ownCqe' | 'request' | 'dmaRead' | 'response' | 'pollCq';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PingPongLayout {
  width: number;
  height: number;
  /** The two hosts' timelines (x), from y0 (time 0) to y1 (the end of the period). */
  axisA: number;
  axisB: number;
  y0: number;
  y1: number;
  segments: PingPongSegment[];
  /** Brackets right of B's timeline: one side's period (READ: the round trip), and the part perftest prints. */
  period: { x: number; y0: number; y1: number; ns: number };
  printed: { x: number; y0: number; y1: number; ns: number };
}

const TOP = 28;
const BOTTOM = 22;

/**
 * The ping-pong of ib_write_lat / ib_send_lat as two timelines, time going
 * down: A's op reaches B after `placedNs`, B's poll sees it `seenAfterNs`
 * later and B's op goes back the same way; A's own completion is drawn where
 * it falls. perftest prints half the period. READ: one round trip, printed whole.
 */
export function pingPongLayout(lat: PerftestLatency, read: ReadRoundTrip | null, width: number, height: number): PingPongLayout {
  // Room on the left for A's labels, on the right of B for the brackets and their labels.
  const axisA = Math.round(Math.max(92, width * 0.22));
  const axisB = Math.round(width * 0.6);
  const y = scaleLinear()
    .domain([0, lat.periodNs || 1])
    .range([TOP, height - BOTTOM]);
  const segments: PingPongSegment[] = [];
  const seg = (kind: PingPongKind, label: PingPongSegment['label'], xa: number, ta: number, xb: number, tb: number) =>
    segments.push({ kind, label, x1: xa, y1: y(ta), x2: xb, y2: y(tb) });
  if (lat.test === 'ib_read_lat' && read) {
    seg('op', 'request', axisA, 0, axisB, read.requestAtBNs);
    seg('dma', 'dmaRead', axisB, read.requestAtBNs, axisB, read.responseLeavesBNs);
    seg('op', 'response', axisB, read.responseLeavesBNs, axisA, read.placedNs);
    seg('seen', 'pollCq', axisA, read.placedNs, axisA, read.completionNs);
  } else {
    const op = lat.test === 'ib_send_lat' ? 'send' : 'write';
    const half = lat.halfNs;
    seg('op', op, axisA, 0, axisB, lat.placedNs);
    seg('seen', 'seen', axisB, lat.placedNs, axisB, half);
    seg('op', op, axisB, half, axisA, half + lat.placedNs);
    seg('seen', 'seen', axisA, half + lat.placedNs, axisA, 2 * half);
    if (lat.completionNs !== null) seg('cqe', 'ownCqe', axisA - 14, lat.completionNs, axisA, lat.completionNs);
  }
  return {
    width,
    height,
    axisA,
    axisB,
    y0: y(0),
    y1: y(lat.periodNs),
    segments,
    period: { x: axisB + 16, y0: y(0), y1: y(lat.periodNs), ns: lat.periodNs },
    printed: { x: axisB + 30, y0: y(0), y1: y(lat.reportedNs), ns: lat.reportedNs },
  };
}
