import type { StepView } from '../../../sim/trace/types';

/** Never more SVG nodes than this for one stream, whatever the message size (1 GiB = 262,144 packets). */
export const MAX_STREAM_NODES = 12;

export interface PacketStream {
  packets: number;
  /** Packets on the link at once in steady state: time on the wire over the departure spacing. */
  inFlight: number;
  /** Distance between consecutive packets, as a fraction of the cable (spacing / time in flight). */
  spacing: number;
  /** Packets to draw: enough to fill the cable once, capped. */
  nodes: number;
}

/**
 * The pipeline on the link from the step's stream hint (set from the
 * timeline): packets leave `intervalNs` apart and each is `flightNs` on the
 * way, so flight / interval packets are on the way at any moment.
 */
export function packetStream(hint: StepView['stream'], packets: number): PacketStream {
  if (packets <= 1 || !hint) return { packets, inFlight: packets, spacing: 1, nodes: Math.max(0, Math.min(1, packets)) };
  const interval = hint.intervalNs;
  const flight = hint.flightNs;
  if (!(interval > 0) || !(flight > 0)) return { packets, inFlight: 1, spacing: 1, nodes: 1 };
  const ratio = flight / interval;
  const inFlight = Math.min(packets, Math.max(1, Math.ceil(ratio)));
  const spacing = interval / flight;
  const nodes = Math.min(MAX_STREAM_NODES, packets, Math.floor(ratio) + 1);
  return { packets, inFlight, spacing, nodes };
}

/**
 * Where item i of a train is at animation time t (0..1 within its window), as
 * a fraction of its route, or null while it has not entered yet. The lead
 * (i = 0) arrives at the end when t = 1; the others follow `spacing` behind.
 */
export function trainProgress(progress: number, i: number, spacing: number): number | null {
  const u = Math.max(0, Math.min(1, progress)) - i * spacing;
  return u < 0 ? null : u;
}
