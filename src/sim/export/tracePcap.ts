import type { Trace } from '../trace/types';
import { dataPacket, ackPacket } from '../trace/artifacts/packets';
import { writeErfPcap, type PcapPacket } from './erfPcap';

/**
 * Every InfiniBand packet of the trace in time order, as HCA A and HCA B put
 * them on their links: the data packets (A -> B, ERF interface 0) and the ACK
 * (B -> A, interface 1). Timestamps are the simulated clock, from t = 0 at
 * the Unix epoch, in ns.
 */
export function tracePackets(trace: Trace): PcapPacket[] {
  const { plan, timeline } = trace;
  const out: PcapPacket[] = [];
  for (let k = 0; k < plan.packets; k++) {
    out.push({ timeNs: timeline.departNs(k), bytes: dataPacket(plan, k).bytes, iface: 0 });
  }
  out.push({ timeNs: timeline.ack.start, bytes: ackPacket(plan, timeline).bytes, iface: 1 });
  return out.sort((a, b) => a.timeNs - b.timeNs);
}

export function traceToPcap(trace: Trace, opts: { linktype?: 197 | 247 } = {}): Uint8Array {
  return writeErfPcap(tracePackets(trace), opts);
}
