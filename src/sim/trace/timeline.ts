import { ibPacketLength } from '../ib/packet';
import { MLX5_SEND_WQE_BB } from '../mlx5/wqeConstants';
import { CPL_HEADER_BYTES, tlpHeaderBytes } from '../pcie/tlp';
import { translate } from '../platform/pageMap';
import { WC_CHUNK_BYTES } from './artifacts/hostA';
import { blueFlameBytes, type EncodedWqe } from './artifacts/wqe';
import { DOORBELL_BYTES, type TransferPlan } from './plan';

/** A span on the simulated clock, in ns. */
export interface Span {
  start: number;
  end: number;
}

/**
 * When everything happens. Every step's span and every artifact's time is
 * read from here; nothing else computes a time. The message is a pipeline
 * (PCIe fetch on A, serialisation onto the IB link, HCA B's writes): each
 * stage runs at a constant rate, so packet k's times are closed forms and a
 * 1 GiB message costs no more to time than 8 bytes.
 */
export interface Timeline {
  wqe: Span;
  dbr: Span;
  mmio: Span;
  /** When the CPU has stored chunk i (its last 8-B store), and when its posted write leaves for BAR0. */
  storeNs(i: number): number;
  mmioTlpNs(i: number): number;
  doorbellTlp: Span;
  /** Doorbell mode: the HCA's read of the WQE; its request leaves at `start`, its completion starts at `cplNs`. */
  wqeFetch: (Span & { cplNs: number }) | null;
  payloadFetch: Span | null;
  /** When A's payload read i leaves, and when completion i starts back. */
  payloadReadNs(i: number): number;
  payloadCplNs(i: number): number;
  segment: Span;
  /** When packet k is ready in HCA A's buffer (built), and when it starts onto A's link. */
  builtNs(k: number): number;
  departNs(k: number): number;
  transmit: Span;
  /** One span per switch hop (or one for the bare cable). */
  hops: Span[];
  /** When packet k leaves switch h (0-based). */
  hopDepartNs(h: number, k: number): number;
  /** When packet k is fully received at B. */
  arriveNs(k: number): number;
  check: Span;
  translate: Span;
  /** When B's writes for packet k are built, leave on B's link, and reach B's memory. */
  writeBuiltNs(k: number): number;
  writeSentNs(k: number): number;
  landNs(k: number): number;
  pcieB: Span;
  land: Span;
  ack: Span;
  cqe: Span;
  poll: Span;
  /** Three clocks for "done", which the views show side by side. */
  clocks: DoneClocks;
}

/**
 * When the transfer is "done", three ways: the last byte placed in the
 * destination's memory (B's for a WRITE or SEND, A's for a READ); A's CPU
 * seeing its completion (null when unsignaled); B's CPU learning of it (null
 * for a plain WRITE or READ: it is never told, it can only poll the memory).
 */
export interface DoneClocks {
  placedNs: number;
  cqeSeenNs: number | null;
  bToldNs: number | null;
}

export function makeTimeline(plan: TransferPlan, encodedWqe: EncodedWqe): Timeline {
  const { s, timing: t } = plan;
  const n = plan.packets;
  const span = (start: number, dur: number): Span => ({ start, end: start + dur });

  const wqe = span(0, t.cpuBuildWqe(plan.payloadInline ? s.messageBytes : 0));
  const dbr = span(wqe.end, t.cpuStore());
  // The doorbell is one 8-B store; a BlueFlame copy is one 8-B store per 8 B of the copied WQE.
  const mmioBytes = plan.wqeByDma ? DOORBELL_BYTES : blueFlameBytes(encodedWqe);
  const mmio = span(dbr.end, t.cpuStore() * (mmioBytes / DOORBELL_BYTES));
  // Each chunk's write leaves once its stores are done (a doorbell: its one store).
  const chunks = Math.max(1, Math.ceil(mmioBytes / WC_CHUNK_BYTES));
  const storesPerChunk = Math.min(mmioBytes, WC_CHUNK_BYTES) / DOORBELL_BYTES;
  const storeNs = (i: number) => mmio.start + (i + 1) * storesPerChunk * t.cpuStore();
  const doorbellTlp = { start: storeNs(0), end: storeNs(chunks - 1) + t.mmioToDevice() };
  let hcaKnowsWqe = doorbellTlp.end;
  let wqeFetch: Timeline['wqeFetch'] = null;
  if (plan.wqeByDma) {
    const end = hcaKnowsWqe + t.dmaRead(MLX5_SEND_WQE_BB);
    wqeFetch = { start: hcaKnowsWqe, end, cplNs: end - t.pcie(CPL_HEADER_BYTES + MLX5_SEND_WQE_BB) };
    hcaKnowsWqe = end;
  }

  // Payload: the first read's round trip, then the completions stream at the PCIe link rate.
  let payloadFetch: Span | null = null;
  let firstReady = hcaKnowsWqe;
  let fetchPerPacket = 0;
  const fetch = plan.payloadFetch;
  if (fetch) {
    const cplBytes = CPL_HEADER_BYTES + Math.min(s.pcie.mps, s.pcie.mrrs);
    const firstReadEnd = hcaKnowsWqe + t.dmaRead(fetch.reads.piece(0).length);
    const end = Math.max(firstReadEnd, hcaKnowsWqe + t.dmaRead(0) + fetch.completions.count * t.pcie(cplBytes));
    payloadFetch = { start: hcaKnowsWqe, end };
    firstReady = hcaKnowsWqe + t.dmaRead(Math.min(s.pathMtu, s.messageBytes, s.pcie.mrrs));
    fetchPerPacket = n > 1 ? (end - firstReady) / (n - 1) : 0;
  }
  const spread = (sp: Span | null, i: number, count: number) => (sp ? sp.start + ((sp.end - sp.start) * i) / Math.max(1, count) : 0);

  const segment = span(firstReady, t.hcaTx());
  const wireOf = (k: number) => ibPacketLength(plan.packetPieces.packetLength(k), k === 0, false);
  const interval = Math.max(t.ib(ibPacketLength(s.pathMtu, false, false)), fetchPerPacket);
  const departNs = (k: number) => segment.end + k * interval;
  const transmit: Span = { start: segment.end, end: departNs(n - 1) + t.ib(wireOf(n - 1)) };

  const hopCount = s.ib.switchHops === 0 ? 1 : s.ib.switchHops;
  const hopDepartNs = (h: number, k: number) => departNs(k) + t.cable() * (h + 1) + t.switchHop() * (h + 1);
  const hops: Span[] = [];
  for (let h = 0; h < hopCount; h++) {
    const firstBit = segment.end + t.cable() * (h + 1) + t.switchHop() * h;
    hops.push({ start: firstBit, end: transmit.end + t.cable() * (h + 1) + t.switchHop() * (h + 1) });
  }
  const arriveNs = (k: number) => departNs(k) + t.ib(wireOf(k)) + t.fabricLatency();
  const checkNs = t.hcaRxCheck();
  const check = { start: arriveNs(0), end: arriveNs(n - 1) + checkNs };
  const translateSpan = { start: arriveNs(0) + checkNs, end: arriveNs(n - 1) + t.hcaRx() };
  const writeBuiltNs = (k: number) => arriveNs(k) + checkNs;
  const writeSentNs = (k: number) => arriveNs(k) + t.hcaRx();
  const landNs = (k: number) => writeSentNs(k) + t.dmaWriteToMemory();
  const mwrTlp = s.pcie.mps + tlpHeaderBytes(translate('B.mr', s.remoteVa, s.remoteVa, s.iommu).dma, true);
  const pcieB = { start: writeSentNs(0), end: writeSentNs(n - 1) + t.pcie(mwrTlp) };
  const land = { start: writeSentNs(0) + t.dmaWriteToMemory() / 2, end: landNs(n - 1) };
  const ackWire = ibPacketLength(0, false, true);
  const ack = span(writeSentNs(n - 1), t.ib(ackWire) + t.fabricLatency() + t.hcaRx());
  const cqe = span(ack.end, t.dmaWriteToMemory());
  const poll = span(cqe.end, t.cpuPoll());
  return {
    wqe,
    dbr,
    mmio,
    storeNs,
    mmioTlpNs: storeNs,
    doorbellTlp,
    wqeFetch,
    payloadFetch,
    payloadReadNs: (i) => spread(payloadFetch, i, fetch?.reads.count ?? 1),
    payloadCplNs: (i) => spread(payloadFetch, i + 1, fetch?.completions.count ?? 1),
    segment,
    builtNs: (k) => departNs(k) - t.hcaTx(),
    departNs,
    transmit,
    hops,
    hopDepartNs,
    arriveNs,
    check,
    translate: translateSpan,
    writeBuiltNs,
    writeSentNs,
    landNs,
    pcieB,
    land,
    ack,
    cqe,
    poll,
    clocks: { placedNs: land.end, cqeSeenNs: s.signaled ? poll.end : null, bToldNs: null },
  };
}
