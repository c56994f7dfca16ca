import type { TransferTiming } from '../../timing/transferTiming';
import type { MessagePieces } from '../../transfer/messagePieces';
import type { Span } from '../span';
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
  /**
   * The receiver learns where packets `from` on go only at `ns` (a SEND's receive WQE, read by DMA): their writes
   * wait for it, then leave back to back on the receiver's link.
   */
  placeGate?: { from: number; ns: number };
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
  /** When read i (a piece index of the whole message) leaves, when completion i starts back, and when its last byte is in. */
  readNs(i: number): number;
  cplNs(i: number): number;
  cplDoneNs(i: number): number;
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
  const span = (start: number, lengthNs: number): Span => ({ start, end: start + lengthNs });

  // Payload: the first read's round trip, then the completions stream at the PCIe link rate. The bytes of the
  // run up to offset b are in at startNs + dmaRead(b) (reads of at most MRRS each are pipelined).
  let fetchSpan: Span | null = null;
  let firstReady = spec.startNs;
  let fetchPerPacket = 0;
  const f = spec.fetch;
  const reads = f ? piecesOf(f.reads, sent) : { first: 0, count: 0 };
  const completions = f ? piecesOf(f.completions, sent) : { first: 0, count: 0 };
  const runStart = f ? from * f.reads.mtu : 0;
  if (f && reads.count > 0) {
    const bytes = Math.min(f.reads.length, to * f.reads.mtu) - runStart;
    fetchSpan = { start: spec.startNs, end: spec.startNs + t.dmaRead(bytes) };
    // The first packet leaves once all its bytes are in; each later one once a full packet's completions more are.
    firstReady = spec.startNs + t.dmaRead(f.reads.packetLength(from));
    fetchPerPacket = n > 1 ? t.completionsPerPacketNs(f.reads.mtu) : 0;
  }
  /** When the bytes of the run up to `end` (a message offset) are in the sender's HCA. */
  const inByNs = (end: number) => spec.startNs + t.dmaRead(end - runStart);

  const segment = span(firstReady, t.hcaTx(fetchSpan !== null));
  const interval = Math.max(t.ib(spec.fullWireBytes), fetchPerPacket);
  // The first packet can be longer than a middle one (a RETH, a READ's first AETH): the second waits for its last bit.
  const firstExtra = Math.max(0, t.ib(spec.wireBytes(from)) - interval);
  const departNs = (k: number) => segment.end + (k - from) * interval + (k > from ? firstExtra : 0);
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
  const gate = spec.placeGate;
  // Full packets' writes, back to back on the link once the gate opens (the packets before the last are full).
  const fullWriteNs = rangeSize(placed) > 0 ? spec.writeNs(placed[0]) : 0;
  const writeSentNs = (k: number) => {
    const ready = arriveNs(k) + t.hcaRx();
    return gate && k >= gate.from ? Math.max(ready, gate.ns + (k - gate.from) * fullWriteNs) : ready;
  };
  const writeBuiltNs = (k: number) => writeSentNs(k) - t.hcaRxTranslate();
  const landNs = (k: number) => writeSentNs(k) + spec.writeNs(k) + t.dmaWriteToMemory();
  const places = rangeSize(placed) > 0;
  const [p0, p1] = [placed[0], placed[1] - 1];
  return {
    sent,
    placed,
    fetch: fetchSpan,
    reads,
    completions,
    // A read leaves as the completions of the ones before it stream in (the link's flow control paces them).
    readNs: (i) => (f ? spec.startNs + t.completionsNs(f.reads.piece(i).messageOffset - runStart) : 0),
    cplDoneNs: (i) => {
      if (!f) return 0;
      const p = f.completions.piece(i);
      return inByNs(p.messageOffset + p.length);
    },
    cplNs: (i) => {
      if (!f) return 0;
      const p = f.completions.piece(i);
      return inByNs(p.messageOffset + p.length) - t.completionsNs(p.length);
    },
    segment,
    builtNs: (k) => departNs(k) - t.hcaTx(fetchSpan !== null),
    departNs,
    transmit,
    hops,
    hopDepartNs,
    arriveNs,
    check,
    translate: places ? { start: writeBuiltNs(p0), end: writeSentNs(p1) } : null,
    writeBuiltNs,
    writeSentNs,
    landNs,
    pcie: places ? { start: writeSentNs(p0), end: writeSentNs(p1) + spec.writeNs(p1) } : null,
    land: places ? { start: writeSentNs(p0) + t.dmaWriteToMemory() / 2, end: landNs(p1) } : null,
  };
}
