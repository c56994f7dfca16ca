import type { Trace } from '../trace/types';
import { writeErfPcap, type PcapPacket } from './erfPcap';
import { writeEthernetPcap } from './ethernetPcap';

/** The steps that put packets on a link: a sender's transmission, and B's ACKs and NAKs. */
const ON_THE_WIRE = new Set(['transmit', 'acknowledge', 'nak']);

/**
 * Every packet of the trace in time order, as HCA A and HCA B put them on
 * their links (RoCEv2 frames with their FCS): A's packets on ERF interface 0,
 * B's on interface 1. A packet
 * later lost or damaged is here as its sender sent it; a retransmission is
 * here again. Timestamps are the simulated clock, from t = 0 at the Unix
 * epoch, in ns.
 */
export function tracePackets(trace: Trace): PcapPacket[] {
  const out: PcapPacket[] = [];
  for (const step of trace.steps) {
    if (!ON_THE_WIRE.has(step.role)) continue;
    for (const set of step.artifacts) {
      if (set.kind !== 'packet') continue;
      for (let i = 0; i < set.count; i++) {
        const a = set.at(i);
        out.push({ timeNs: a.timeNs ?? step.startNs, bytes: a.bytes, iface: a.host === 'A' ? 0 : 1 });
      }
    }
  }
  return out.sort((a, b) => a.timeNs - b.timeNs);
}

/**
 * The trace as a pcap file: native IB packets in ERF records (link type 197,
 * or raw 247), or RoCEv2 frames as Ethernet (link type 1, FCS left out) so
 * that Wireshark decodes them as InfiniBand over UDP 4791.
 */
export function traceToPcap(trace: Trace, opts: { linktype?: 197 | 247 } = {}): Uint8Array {
  const packets = tracePackets(trace);
  if (trace.scenario.transport === 'rocev2')
    return writeEthernetPcap(packets.map((p) => ({ timeNs: p.timeNs, bytes: p.bytes, hasFcs: true })));
  return writeErfPcap(packets, opts);
}
