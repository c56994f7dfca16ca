import { ibDataGbps } from '../fabric/ibRates';
import { ibPacketLength } from '../ib/packet';
import { pcieDataGbps, TLP_DLL_PHY_BYTES } from '../pcie/linkRates';
import { tlpHeaderBytes } from '../pcie/tlp';
import type { Scenario } from '../scenario/types';
import { CPL_HEADER_BYTES, IB_READ_LAT_NS, MMIO_STORE_BYTES, WC_BUFFER_HOLD_NS, WC_BUFFERS_PER_CORE, WC_CHUNK_BYTES } from './constants';

/** The rates behind the CPU-cost failure, shared by the figures, the trace and the comparison. */
export interface Rates {
  pcieGbps: number;
  /** DLL/PHY + header bytes of one 64-B store's MWr to BAR0. */
  storeOverhead: number;
  /** The PCIe bound on 64-B stores: 64 / (64 + overhead) × link data rate. */
  pcieStoreGbps: number;
  /** ESTIMATE: one core's write-combining store rate (buffers × 64 B / hold time, constants.ts). */
  wcStoreGbps: number;
  /** The misconception's store rate: min(core's WC rate, PCIe bound, IB link data rate). */
  storeGbps: number;
  /** CPU time per payload byte in the misconception: 8 / storeGbps. */
  misconceptionNsPerByte: number;
  /**
   * The misconception's fixed CPU cost per message: one 64-B write-combined burst and its sfence, timed as the real
   * BlueFlame MMIO is (8 stores × timing.cpuStoreNs; the A1.mmio step), so both models pay the same MMIO + fence.
   */
  misconceptionFixedNs: number;
  loadMBps: number;
  ibGbps: number;
  ibEfficiency: number;
  pcieCapGbps: number;
  rdmaGbps: number;
}

export function rates(s: Scenario): Rates {
  const pcieGbps = pcieDataGbps(s.pcie.gen, s.pcie.lanes);
  const storeOverhead = tlpHeaderBytes(s.bar0, true) + TLP_DLL_PHY_BYTES;
  const ibGbps = ibDataGbps(s.ib.speed, s.ib.width);
  const ibEfficiency = s.pathMtu / ibPacketLength(s.pathMtu, false, false);
  // A's payload reads come back as CplD <= min(MPS, MRRS); B's writes are MWr <= MPS (header as in the real trace).
  const cpl = Math.min(s.pcie.mps, s.pcie.mrrs);
  const effA = s.post === 'inline' ? 1 : cpl / (cpl + CPL_HEADER_BYTES + TLP_DLL_PHY_BYTES);
  const mwrHeader = tlpHeaderBytes(s.remoteVa, true) === 12 && !s.iommu ? 12 : 16;
  const effB = s.pcie.mps / (s.pcie.mps + mwrHeader + TLP_DLL_PHY_BYTES);
  const pcieCapGbps = pcieGbps * Math.min(effA, effB);
  const pcieStoreGbps = (WC_CHUNK_BYTES / (WC_CHUNK_BYTES + storeOverhead)) * pcieGbps;
  // Little's law: buffers in flight × bytes each / time each is held (B/ns × 8 = Gb/s). An estimate.
  const wcStoreGbps = (WC_BUFFERS_PER_CORE * WC_CHUNK_BYTES * 8) / WC_BUFFER_HOLD_NS;
  // The misconception's bytes pass the core, then the PCIe link, then HCA A's IB port (no headers: generous to the misconception).
  const storeGbps = Math.min(wcStoreGbps, pcieStoreGbps, ibGbps);
  return {
    pcieGbps,
    storeOverhead,
    pcieStoreGbps,
    wcStoreGbps,
    storeGbps,
    misconceptionNsPerByte: 8 / storeGbps,
    misconceptionFixedNs: s.timing.cpuStoreNs * (WC_CHUNK_BYTES / MMIO_STORE_BYTES),
    loadMBps: (MMIO_STORE_BYTES / IB_READ_LAT_NS) * 1000,
    ibGbps,
    ibEfficiency,
    pcieCapGbps,
    rdmaGbps: Math.min(ibGbps * ibEfficiency, pcieCapGbps),
  };
}

/** The misconception's CPU time for `bytes` of payload: the fixed MMIO + fence, then every byte at the store rate. */
export const misconceptionCpuNs = (r: Rates, bytes: number) => (bytes > 0 ? r.misconceptionFixedNs + bytes * r.misconceptionNsPerByte : 0);

/**
 * The real post's CPU time for a message too big to go inline (so the same at any size): WQE, doorbell record,
 * the MMIO (an 8-B doorbell, or the 48-B non-inline WRITE WQE as one 64-B BlueFlame chunk) and, when signaled,
 * the CQ poll. The same sum as the timeline's wqe + dbr + mmio + poll spans (src/sim/trace/timeline.ts).
 */
export function realPostNsWithoutInline(s: Scenario): number {
  const p = s.timing;
  const mmioBytes = s.post === 'doorbell' ? MMIO_STORE_BYTES : WC_CHUNK_BYTES;
  return p.cpuBuildWqeNs + p.cpuStoreNs + p.cpuStoreNs * (mmioBytes / MMIO_STORE_BYTES) + (s.signaled ? p.cpuPollNs : 0);
}
