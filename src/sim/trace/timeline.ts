import type { TransferPlan } from './plan';
import { ibPacketLength } from '../ib/packet';
import { tlpHeaderBytes } from '../pcie/tlp';
import { translate as dmaAddress } from '../platform/pageMap';

/** A span on the simulated clock, in ns. */
export interface Span {
  start: number;
  end: number;
}

/**
 * When everything happens, from the placeholder timing model. The message is a
 * two-stage pipeline (PCIe fetch on A, serialisation onto the IB link); both
 * stages run at a constant rate, so packet k's departure is a closed form and a
 * 1 GiB message costs no more to time than 8 bytes.
 */
export interface Timeline {
  wqe: Span;
  dbr: Span;
  mmio: Span;
  doorbellTlp: Span;
  wqeFetch: Span | null;
  payloadFetch: Span | null;
  segment: Span;
  transmit: Span;
  /** One span per switch hop (or one for the bare cable). */
  hops: Span[];
  check: Span;
  translate: Span;
  pcieB: Span;
  land: Span;
  ack: Span;
  cqe: Span;
  poll: Span;
  /** Time packet k starts onto A's link. */
  departNs(k: number): number;
  /** Time packet k is fully received at B. */
  arriveNs(k: number): number;
  /** Time the writes of packet k reach B's memory. */
  landNs(k: number): number;
}

export function makeTimeline(plan: TransferPlan): Timeline {
  const { s, timing: t } = plan;
  const p = t.p;
  const n = plan.packets;
  const span = (start: number, dur: number): Span => ({ start, end: start + dur });

  const wqe = span(0, p.cpuBuildWqeNs + (plan.payloadInline ? s.messageBytes * 0.05 : 0));
  const dbr = span(wqe.end, p.cpuDbrNs);
  const mmioBytes = plan.wqeByDma ? 8 : 64;
  const mmio = span(dbr.end, p.cpuDbrNs * (mmioBytes / 8));
  const doorbellTlp = span(mmio.start, p.mmioToDeviceNs);
  let hcaKnowsWqe = doorbellTlp.end;
  let wqeFetch: Span | null = null;
  if (plan.wqeByDma) {
    wqeFetch = span(hcaKnowsWqe, t.dmaRead(64));
    hcaKnowsWqe = wqeFetch.end;
  }

  // Payload: first read's latency, then completions stream at the PCIe link rate.
  let payloadFetch: Span | null = null;
  let firstReady = hcaKnowsWqe;
  let fetchPerPacket = 0;
  if (plan.payloadReads && plan.payloadCompletions) {
    const first = plan.payloadReads.piece(0);
    const cplTlp = Math.min(s.pcie.mps, s.pcie.mrrs) + 12; // CplD: 3-DW header + data
    const perCpl = t.pcie(cplTlp);
    const firstReadEnd = hcaKnowsWqe + t.dmaRead(first.length);
    const end = Math.max(firstReadEnd, hcaKnowsWqe + t.p.dmaReadNs + plan.payloadCompletions.count * perCpl);
    payloadFetch = { start: hcaKnowsWqe, end };
    firstReady = hcaKnowsWqe + t.dmaRead(Math.min(s.pathMtu, s.messageBytes, s.pcie.mrrs));
    fetchPerPacket = n > 1 ? (end - firstReady) / (n - 1) : 0;
  }
  const segment = span(firstReady, p.hcaTxNs);
  const fullWire = ibPacketLength(Math.min(s.pathMtu, s.messageBytes), true, false);
  const midWire = ibPacketLength(s.pathMtu, false, false);
  const lastLen = s.messageBytes - (n - 1) * s.pathMtu;
  const wireOf = (k: number) =>
    n === 1 ? fullWire : k === 0 ? ibPacketLength(s.pathMtu, true, false) : k === n - 1 ? ibPacketLength(lastLen, false, false) : midWire;
  const interval = Math.max(t.ib(midWire), fetchPerPacket);
  const departNs = (k: number) => segment.end + k * interval;
  const transmit: Span = { start: segment.end, end: departNs(n - 1) + t.ib(wireOf(n - 1)) };

  const hops: Span[] = [];
  const firstBitAt = (h: number) => segment.end + t.cable() * (h + 1) + p.switchHopNs * h;
  for (let h = 0; h < (s.ib.switchHops === 0 ? 1 : s.ib.switchHops); h++) {
    hops.push({ start: firstBitAt(h), end: transmit.end + t.cable() * (h + 1) + p.switchHopNs * (h + 1) });
  }
  const arriveNs = (k: number) => departNs(k) + t.ib(wireOf(k)) + t.fabricLatency();
  const check = { start: arriveNs(0), end: arriveNs(n - 1) + p.hcaRxNs / 2 };
  const translate = { start: arriveNs(0) + p.hcaRxNs / 2, end: arriveNs(n - 1) + p.hcaRxNs };
  const mwrTlp = s.pcie.mps + tlpHeaderBytes(dmaAddress('B.mr', s.remoteVa, s.remoteVa, s.iommu).dma, true);
  const pcieB = { start: translate.start + p.hcaRxNs / 2, end: translate.end + t.pcie(mwrTlp) };
  const landNs = (k: number) => arriveNs(k) + p.hcaRxNs + p.dmaWriteToMemoryNs;
  const land = { start: landNs(0) - p.dmaWriteToMemoryNs / 2, end: landNs(n - 1) };
  const ackWire = ibPacketLength(0, false, true);
  const ack = span(arriveNs(n - 1) + p.hcaRxNs, t.ib(ackWire) + t.fabricLatency() + p.hcaRxNs);
  const cqe = span(ack.end, p.dmaWriteToMemoryNs);
  const poll = span(cqe.end, p.cpuPollNs);
  return {
    wqe,
    dbr,
    mmio,
    doorbellTlp,
    wqeFetch,
    payloadFetch,
    segment,
    transmit,
    hops,
    check,
    translate,
    pcieB,
    land,
    ack,
    cqe,
    poll,
    departNs,
    arriveNs,
    landNs,
  };
}
