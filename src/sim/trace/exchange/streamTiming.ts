import type { TransferTiming } from '../../timing/transferTiming';
import type { MessagePieces } from '../../transfer/messagePieces';
import type { Span } from '../timeline';
import { type Range, rangeSize } from './exchangePlan';

/** The pieces (DMA reads, completions, writes) of a MessagePieces that belong to packets [from, to). */
export interface PieceWindow {
  first: number;
  count: number;
}

export function piecesOf(pieces: MessagePieces, r: Range): PieceWindow {
  if (pieces.count === 0 || rangeSize(r) === 0) return { first: 0, count: 0 };
  const first = pieces.firstPieceOf(r[0]);
  const end = r[1] >= pieces.packets ? pieces.count : pieces.firstPieceOf(r[1]);
  return { first, count: end - first };
}

/** One run of packets from one HCA to the other, and what the receiver does with them. */
export interface StreamSpec {
  /** When the sending HCA can start: it knows the work (the WQE, or a READ request). */
  startNs: number;
  sent: Range;
  /** Bytes on the wire of packet k, and of a full middle packet (the pipeline's spacing). */
  wireBytes: (k: number) => number;
  fullWireBytes: number;
  /** The sender first reads the payload by DMA (null when there is nothing to read). */
  fetch: { reads: MessagePieces; completions: MessagePieces; mrrs: number } | null;
  /** The packets whose bytes the receiver writes to memory. */
  placed: Range;
  /** Link time of packet k's memory writes on the receiver's PCIe link. */
  writeNs: (k: number) => number;
}

/**
 * When each packet of a run is fetched, built, sent, forwarded, received,
 * checked and placed. Each stage runs at a constant rate, so packet k's times
 * are closed forms and a 1 GiB run costs no more to time than 8 bytes.
 */
export interface StreamTiming {
  sent: Range;
  placed: Range;
  /** The sender's DMA reads of the payload, and the pieces of it this run reads. */
  fetch: Span | null;
  reads: PieceWindow;
  completions: PieceWindow;
  /** When read i (a piece index of the whole message) leaves, and when completion i starts back. */
  readNs(i: number): number;
  cplNs(i: number): number;
  segment: Span;
  builtNs(k: number): number;
  departNs(k: number): number;
  transmit: Span;
  hops: Span[];
  hopDepartNs(h: number, k: number): number;
  arriveNs(k: number): number;
  check: Span;
  /** The receiver's address translation and writes: null when it places nothing. */
  translate: Span | null;
  writeBuiltNs(k: number): number;
  writeSentNs(k: number): number;
  landNs(k: number): number;
  pcie: Span | null;
  land: Span | null;
}

export function streamTiming(t: TransferTiming, spec: StreamSpec): StreamTiming {
  const { sent, placed } = spec;
  const [from, to] = sent;
  const n = rangeSize(sent);
  const last = to - 1;
  const span = (start: number, dur: number): Span => ({ start, end: start + dur });

  // Payload: the first read's round trip, then the completions stream at the PCIe link rate.
  let fetchSpan: Span | null = null;
  let firstReady = spec.startNs;
  let fetchPerPacket = 0;
  const f = spec.fetch;
  const reads = f ? piecesOf(f.reads, sent) : { first: 0, count: 0 };
  const completions = f ? piecesOf(f.completions, sent) : { first: 0, count: 0 };
  if (f && reads.count > 0) {
    // One round trip, then every completion of the run streams on the link: a read of the run's bytes.
    const bytes = Math.min(f.reads.length, to * f.reads.mtu) - from * f.reads.mtu;
    const end = spec.startNs + t.dmaRead(bytes);
    fetchSpan = { start: spec.startNs, end };
    firstReady = spec.startNs + t.dmaRead(Math.min(f.reads.packetLength(from), f.mrrs));
    fetchPerPacket = n > 1 ? (end - firstReady) / (n - 1) : 0;
  }
  const spread = (sp: Span | null, i: number, count: number) => (sp ? sp.start + ((sp.end - sp.start) * i) / Math.max(1, count) : 0);

  const segment = span(firstReady, t.hcaTx(fetchSpan !== null));
  const interval = Math.max(t.ib(spec.fullWireBytes), fetchPerPacket);
  const departNs = (k: number) => segment.end + (k - from) * interval;
  const transmit: Span = { start: segment.end, end: departNs(last) + t.ib(spec.wireBytes(last)) };

  const hopCount = t.s.ib.switchHops === 0 ? 1 : t.s.ib.switchHops;
  const hopDepartNs = (h: number, k: number) => departNs(k) + t.cable() * (h + 1) + t.switchHop() * (h + 1);
  const hops: Span[] = [];
  for (let h = 0; h < hopCount; h++) {
    const firstBit = segment.end + t.cable() * (h + 1) + t.switchHop() * h;
    hops.push({ start: firstBit, end: transmit.end + t.cable() * (h + 1) + t.switchHop() * (h + 1) });
  }
  const arriveNs = (k: number) => departNs(k) + t.ib(spec.wireBytes(k)) + t.fabricLatency();
  const checkNs = t.hcaRxCheck();
  const check = { start: arriveNs(from), end: arriveNs(last) + checkNs };
  const writeBuiltNs = (k: number) => arriveNs(k) + checkNs;
  const writeSentNs = (k: number) => arriveNs(k) + t.hcaRx();
  const landNs = (k: number) => writeSentNs(k) + spec.writeNs(k) + t.dmaWriteToMemory();
  const places = rangeSize(placed) > 0;
  const [p0, p1] = [placed[0], placed[1] - 1];
  return {
    sent,
    placed,
    fetch: fetchSpan,
    reads,
    completions,
    readNs: (i) => spread(fetchSpan, i - reads.first, reads.count),
    cplNs: (i) => spread(fetchSpan, i - completions.first + 1, completions.count),
    segment,
    builtNs: (k) => departNs(k) - t.hcaTx(fetchSpan !== null),
    departNs,
    transmit,
    hops,
    hopDepartNs,
    arriveNs,
    check,
    translate: places ? { start: arriveNs(p0) + checkNs, end: arriveNs(p1) + t.hcaRx() } : null,
    writeBuiltNs,
    writeSentNs,
    landNs,
    pcie: places ? { start: writeSentNs(p0), end: writeSentNs(p1) + spec.writeNs(p1) } : null,
    land: places ? { start: writeSentNs(p0) + t.dmaWriteToMemory() / 2, end: landNs(p1) } : null,
  };
}
