import type { Scenario } from '../scenario/types';
import { buildTrace } from '../trace/buildTrace';
import type { Trace } from '../trace/types';
import { streamRate } from './streamModel';

/** `npm run trace -- --summary`: the figures an engineer compares with perftest, for one scenario. */
export interface TraceSummary {
  /** From the post (the CPU starts the WQE) to the last byte visible in the destination's memory. */
  oneWayNs: number | null;
  /** To the CQE seen by A's CPU; null when the WR is unsignaled. */
  completionNs: number | null;
  /** A stream of messages of this size on one QP: payload Gb/s and million messages per second. */
  bandwidthGbps: number;
  messageRateMpps: number;
  /** InfiniBand packets on the wire, both ways (data packets and the ACK). */
  ibPackets: number;
  /** TLPs on each host's PCIe link, both directions. */
  tlpsA: number;
  tlpsB: number;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export function traceSummary(s: Scenario, trace: Trace = buildTrace(s)): TraceSummary {
  const { clocks } = trace.timeline;
  const end = trace.steps[trace.steps.length - 1].state;
  const stream = streamRate(s);
  return {
    oneWayNs: clocks.placedNs === null ? null : round(clocks.placedNs, 3),
    completionNs: clocks.cqeSeenNs === null ? null : round(clocks.cqeSeenNs, 3),
    bandwidthGbps: round(stream.bandwidthGbps, 4),
    messageRateMpps: round(stream.messageRateMpps, 4),
    ibPackets: end.ib.packetsAtoB + end.ib.packetsBtoA,
    tlpsA: end.A.tlpsUp + end.A.tlpsDown,
    tlpsB: end.B.tlpsUp + end.B.tlpsDown,
  };
}
