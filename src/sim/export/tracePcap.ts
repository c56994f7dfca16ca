import type { ArtifactSet, Step, Trace } from '../trace/types';
import { erfRecordDataBytes, erfRecordOut, LINKTYPE_ERF, type PcapPacket } from './erfPcap';
import { ethernetRecordDataBytes, ethernetRecordOut, LINKTYPE_ETHERNET } from './ethernetPcap';
import { type MiddlePackets, middlePackets } from './middlePackets';
import { concatChunks, PCAP_HEADER_BYTES, type PcapRecordOut, pcapChunks, pcapRecordBytes } from './pcapFile';

/** The steps that put packets on a link: a sender's transmission, and B's ACKs and NAKs. */
const ON_THE_WIRE = new Set(['transmit', 'acknowledge', 'nak']);

/** One run of packets put on a link: a packet set of a step that transmits, in the order the set holds them. */
interface WireRun {
  step: Step;
  set: ArtifactSet;
}

function wireRuns(trace: Trace): WireRun[] {
  const runs: WireRun[] = [];
  for (const step of trace.steps) {
    if (!ON_THE_WIRE.has(step.role)) continue;
    for (const set of step.artifacts) if (set.kind === 'packet') runs.push({ step, set });
  }
  return runs;
}

/** A run's packets on demand: the middle ones of a long run without their field trees (the same bytes). */
interface RunSource {
  order: number;
  count: number;
  packet(i: number): PcapPacket;
  /** The time of packet i (no bytes built where that can be avoided). */
  timeOf(i: number): number;
  /** The middle packets built without the encoder, which leave at a constant interval (in time order). */
  fastMiddle: { from: number; to: number } | null;
}

function runSource(trace: Trace, { step, set }: WireRun, order: number): RunSource {
  const fast = middlePackets(trace, set);
  const inFast = (i: number) => fast !== null && i >= fast.from && i < fast.to;
  const encoded = (i: number): PcapPacket => {
    const a = set.at(i);
    return { timeNs: a.timeNs ?? step.startNs, bytes: a.bytes, iface: a.host === 'A' ? 0 : 1 };
  };
  return {
    order,
    count: set.count,
    packet: (i) => (inFast(i) ? (fast as MiddlePackets).packet(i) : encoded(i)),
    timeOf: (i) => (inFast(i) ? (fast as MiddlePackets).timeOf(i) : encoded(i).timeNs),
    fastMiddle: fast && { from: fast.from, to: fast.to },
  };
}

/**
 * Where a run's time goes backwards (a round's duplicate ACKs can leave after
 * its final one): the starts of its time-ordered stretches. The middle packets
 * of a long run leave at a constant interval and are not scanned one by one.
 */
function stretchStarts(src: RunSource): number[] {
  const starts = [0];
  if (src.count === 0) return [];
  const mid = src.fastMiddle;
  let prev = src.timeOf(0);
  for (let i = 1; i < src.count; i++) {
    if (mid && i > mid.from && i < mid.to - 1) {
      i = mid.to - 2;
      prev = src.timeOf(i);
      continue;
    }
    const t = src.timeOf(i);
    if (t < prev) starts.push(i);
    prev = t;
  }
  return starts;
}

/** A stretch being merged: its next packet, and where the stretch ends. */
interface Cursor {
  src: RunSource;
  i: number;
  end: number;
  head: PcapPacket;
}

/** Earlier time first; equal times in the order of the steps, then of the run (a stable sort's order). */
const before = (a: Cursor, b: Cursor) =>
  a.head.timeNs < b.head.timeNs ||
  (a.head.timeNs === b.head.timeNs && (a.src.order < b.src.order || (a.src.order === b.src.order && a.i < b.i)));

/** A binary min-heap of cursors. */
class CursorHeap {
  private readonly h: Cursor[] = [];
  get size() {
    return this.h.length;
  }
  push(c: Cursor) {
    const h = this.h;
    h.push(c);
    for (let j = h.length - 1; j > 0; ) {
      const up = (j - 1) >> 1;
      if (!before(h[j], h[up])) break;
      [h[j], h[up]] = [h[up], h[j]];
      j = up;
    }
  }
  /** The first cursor stays in place; call `fix` after advancing it, or `pop` once it is done. */
  peek(): Cursor {
    return this.h[0];
  }
  fix() {
    const h = this.h;
    for (let j = 0; ; ) {
      const l = 2 * j + 1;
      const r = l + 1;
      let m = j;
      if (l < h.length && before(h[l], h[m])) m = l;
      if (r < h.length && before(h[r], h[m])) m = r;
      if (m === j) return;
      [h[j], h[m]] = [h[m], h[j]];
      j = m;
    }
  }
  pop() {
    const last = this.h.pop() as Cursor;
    if (this.h.length) {
      this.h[0] = last;
      this.fix();
    }
  }
}

/**
 * Every packet of the trace in time order, one at a time, as HCA A and HCA B
 * put them on their links (RoCEv2 frames with their FCS): A's packets on ERF
 * interface 0, B's on interface 1. A packet later lost or damaged is here as
 * its sender sent it; a retransmission is here again. Timestamps are the
 * simulated clock, from t = 0 at the Unix epoch, in ns.
 *
 * The order is exactly that of a stable sort of all packets by time (equal
 * times in the order of the steps, then of each run), but nothing is
 * materialised: each run is cut where its time goes backwards, and the
 * time-ordered stretches are merged lazily, one packet held per stretch. A
 * 2 GiB message's packets never exist together.
 */
export function* tracePacketStream(trace: Trace): Generator<PcapPacket> {
  const heap = new CursorHeap();
  wireRuns(trace).forEach((run, order) => {
    const src = runSource(trace, run, order);
    const starts = stretchStarts(src);
    starts.forEach((i, j) => {
      heap.push({ src, i, end: starts[j + 1] ?? src.count, head: src.packet(i) });
    });
  });
  while (heap.size) {
    const c = heap.peek();
    const p = c.head;
    yield p;
    if (++c.i >= c.end) {
      heap.pop();
      continue;
    }
    c.head = c.src.packet(c.i);
    if (c.head.timeNs < p.timeNs) throw new Error(`a run of ${c.src.count} packets is not in time order at packet ${c.i}`);
    heap.fix();
  }
}

/** Every packet of the trace in time order, in one array (small traces; the exports stream). */
export function tracePackets(trace: Trace): PcapPacket[] {
  return Array.from(tracePacketStream(trace));
}

export interface PcapOptions {
  linktype?: 197 | 247;
}

const isRoce = (trace: Trace) => trace.scenario.transport === 'rocev2';

/** The link type the pcap of this trace has: Ethernet for RoCEv2, ERF (or raw 247) for native IB. */
export function tracePcapLinktype(trace: Trace, opts: PcapOptions = {}): number {
  return isRoce(trace) ? LINKTYPE_ETHERNET : (opts.linktype ?? LINKTYPE_ERF);
}

function recordOf(trace: Trace, opts: PcapOptions): (p: PcapPacket) => PcapRecordOut {
  if (isRoce(trace)) return (p) => ethernetRecordOut({ timeNs: p.timeNs, bytes: p.bytes, hasFcs: true });
  const linktype = opts.linktype ?? LINKTYPE_ERF;
  return (p) => erfRecordOut(p, linktype);
}

function* mapIter<A, B>(xs: Iterable<A>, f: (x: A) => B): Generator<B> {
  for (const x of xs) yield f(x);
}

/**
 * The trace as a pcap file, streamed in chunks of about `chunkBytes`: native
 * IB packets in ERF records (link type 197, or raw 247), or RoCEv2 frames as
 * Ethernet (link type 1, FCS left out) so that Wireshark decodes them as
 * InfiniBand over UDP 4791. Memory stays bounded by a chunk and one packet
 * per run, whatever the message size.
 */
export function tracePcapChunks(trace: Trace, opts: PcapOptions = {}, chunkBytes = 1 << 20): Generator<Uint8Array> {
  return pcapChunks(tracePcapLinktype(trace, opts), mapIter(tracePacketStream(trace), recordOf(trace, opts)), chunkBytes);
}

/** The trace as a pcap file in one array (what the app downloads). */
export function traceToPcap(trace: Trace, opts: PcapOptions = {}): Uint8Array {
  return concatChunks(tracePcapChunks(trace, opts));
}

/**
 * The size of the pcap file in bytes, computed before writing it: the first,
 * second and last packet of each run are built, and the middle ones of a run
 * all have the second one's length (full MTU, the same headers).
 */
export function tracePcapBytes(trace: Trace, opts: PcapOptions = {}): number {
  const linktype = opts.linktype ?? LINKTYPE_ERF;
  const roce = isRoce(trace);
  const record = (bytes: number) => pcapRecordBytes(roce ? ethernetRecordDataBytes(bytes, true) : erfRecordDataBytes(bytes, linktype));
  let total = PCAP_HEADER_BYTES;
  for (const { set } of wireRuns(trace)) {
    const n = set.count;
    if (n === 0) continue;
    total += record(set.at(0).bytes.length);
    if (n > 1) total += record(set.at(n - 1).bytes.length);
    if (n > 2) total += (n - 2) * record(set.at(1).bytes.length);
  }
  return total;
}
