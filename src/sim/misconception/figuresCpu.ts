import type { Scenario } from '../scenario/types';
import type { Trace } from '../trace/types';
import { ibDataGbps } from '../fabric/ibRates';
import { ibPacketLength } from '../ib/packet';
import { pcieDataGbps, TLP_DLL_PHY_BYTES } from '../pcie/linkRates';
import { tlpHeaderBytes } from '../pcie/tlp';
import { CPLD_HEADER_BYTES, IB_READ_LAT_NS, MMIO_READ_RTT_NS, MMIO_WORD_BYTES, WC_CHUNK_BYTES } from './constants';
import { duration, num, plural } from './format';
import { SRC } from './sources';
import type { MythFigure } from './types';

/** The rates behind the CPU-cost failure, shared by the figures, the trace and the comparison. */
export interface Rates {
  pcieGbps: number;
  /** DLL/PHY + header bytes of one 64-B store's MWr to BAR0. */
  storeOverhead: number;
  storeGbps: number;
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
  const effA = s.post === 'inline' ? 1 : cpl / (cpl + CPLD_HEADER_BYTES + TLP_DLL_PHY_BYTES);
  const mwrHeader = tlpHeaderBytes(s.remoteVa, true) === 12 && !s.iommu ? 12 : 16;
  const effB = s.pcie.mps / (s.pcie.mps + mwrHeader + TLP_DLL_PHY_BYTES);
  const pcieCapGbps = pcieGbps * Math.min(effA, effB);
  return {
    pcieGbps,
    storeOverhead,
    storeGbps: (WC_CHUNK_BYTES / (WC_CHUNK_BYTES + storeOverhead)) * pcieGbps,
    loadMBps: (MMIO_WORD_BYTES / IB_READ_LAT_NS) * 1000,
    ibGbps,
    ibEfficiency,
    pcieCapGbps,
    rdmaGbps: Math.min(ibGbps * ibEfficiency, pcieCapGbps),
  };
}

/** Failure 4 (fact sheet 7.1 #4, #8): programmed I/O moves every byte through the CPU; RDMA moves none. */
export function cpuFigures(s: Scenario, real: Trace): MythFigure[] {
  const r = rates(s);
  const N = s.messageBytes;
  const gen = `Gen${s.pcie.gen} x${s.pcie.lanes}`;
  const mwr = r.storeOverhead === 20 ? 'MWr32 (BAR0 below 4 GiB: 12-B header + 8 B DLL/PHY)' : 'MWr64 (16-B header + 8 B DLL/PHY)';
  const last = real.steps[real.steps.length - 1].state.A;
  const pioNs = (N * 8) / r.storeGbps;
  const loads = Math.ceil(N / MMIO_WORD_BYTES);
  return [
    {
      id: 'cpu.pio-store-bw',
      failure: 'cpu',
      label: 'CPU store throughput into the window (upper bound)',
      value: r.storeGbps,
      unit: 'Gb/s',
      formula: `64 / (64 + ${r.storeOverhead}) × ${num(r.pcieGbps, 5)} Gb/s (${gen} data rate) = ${num(r.storeGbps, 5)} Gb/s; ${mwr}`,
      inputs: { chunkBytes: WC_CHUNK_BYTES, overheadBytes: r.storeOverhead, pcieGbps: r.pcieGbps },
      sources: [SRC.pcieRates, SRC.tlpOverhead, SRC.blueFlameNuance],
      caveat:
        'An upper bound: it ignores DLLPs and SKP ordered sets, and assumes every 64-B chunk leaves the write-combining buffer as one TLP, which x86 does not guarantee (fact sheet 1.4).',
    },
    {
      id: 'cpu.pio-load-bw',
      failure: 'cpu',
      label: 'CPU load throughput from the window (8-B loads, one at a time)',
      value: r.loadMBps,
      unit: 'MB/s',
      formula: `8 B / round trip = 8 B / ${num(IB_READ_LAT_NS / 1000)} µs (ib_read_lat) = ${num(r.loadMBps)} MB/s`,
      inputs: { loadBytes: MMIO_WORD_BYTES, roundTripNs: IB_READ_LAT_NS },
      sources: [SRC.posted, SRC.readLat, SRC.whyNotLoads, SRC.mmioRtt],
      caveat: `The round trip is ib_read_lat, a measured RDMA READ that already includes host A's own PCIe legs; the sheet's estimate (7.1 #4, "~2 µs each, ~4 MB/s") does not add the local MMIO read either. Adding it (~${num(MMIO_READ_RTT_NS / 1000)} µs, 6.4) would give 8 B / ${num((IB_READ_LAT_NS + MMIO_READ_RTT_NS) / 1000)} µs = ${num((MMIO_WORD_BYTES / (IB_READ_LAT_NS + MMIO_READ_RTT_NS)) * 1000)} MB/s.`,
    },
    {
      id: 'cpu.rdma-bw',
      failure: 'cpu',
      label: 'RDMA WRITE bandwidth for the same links (link-limited)',
      value: r.rdmaGbps,
      unit: 'Gb/s',
      formula: `min(${num(r.ibGbps, 5)} Gb/s × ${s.pathMtu}/${ibPacketLength(s.pathMtu, false, false)}, PCIe payload cap ${num(r.pcieCapGbps, 5)} Gb/s) = ${num(r.rdmaGbps, 5)} Gb/s`,
      inputs: { ibGbps: r.ibGbps, pathMtu: s.pathMtu, packetBytes: ibPacketLength(s.pathMtu, false, false), pcieCapGbps: r.pcieCapGbps },
      sources: [SRC.ibRates, SRC.ibHeaders, SRC.bwShape, SRC.tlpOverhead],
      caveat: 'Streaming rate of full path-MTU packets; small messages are message-rate bound (~2.6 Mpps per QP, fact sheet 6.3).',
    },
    {
      id: 'cpu.pio-cpu-ns',
      failure: 'cpu',
      label: `CPU time to store this message (${num(N)} B) through the window`,
      value: pioNs,
      unit: 'ns',
      formula: `${num(N)} B × 8 / ${num(r.storeGbps, 5)} Gb/s = ${duration(pioNs)} (a lower bound: every byte passes through the CPU)`,
      inputs: { messageBytes: N, storeGbps: r.storeGbps },
      sources: [SRC.whyNotZeroCopy, SRC.pcieRates],
    },
    {
      id: 'cpu.rdma-cpu-ns',
      failure: 'cpu',
      label: "Host A's CPU time for the real RDMA WRITE (whatever the size)",
      value: last.cpuNs,
      unit: 'ns',
      formula: `WQE + doorbell record + ${last.cpuMmioBytes}-B MMIO${s.signaled ? ' + CQ poll' : ''} = ${duration(last.cpuNs)} (placeholder timing model)`,
      inputs: { cpuNs: last.cpuNs, mmioBytes: last.cpuMmioBytes, post: s.post },
      sources: [SRC.whyNotZeroCopy, SRC.timingModel],
      caveat: 'CPU costs come from the Appendix B estimates, which the sheet marks UNVERIFIED.',
    },
    {
      id: 'cpu.pio-mmio-bytes',
      failure: 'cpu',
      label: 'Bytes the CPU pushes into the BAR: myth vs real',
      value: N,
      unit: 'B',
      formula: `myth: all ${num(N)} B of payload; real: ${last.cpuMmioBytes} B (${s.post === 'doorbell' ? '8-B doorbell' : `${last.cpuMmioBytes}-B WQE by BlueFlame`}), whatever the message size`,
      inputs: { messageBytes: N, realMmioBytes: last.cpuMmioBytes },
      sources: [SRC.whyNotZeroCopy, SRC.uarMmap],
    },
    {
      id: 'cpu.pio-readback-ns',
      failure: 'cpu',
      label: 'Reading the message back through the window',
      value: loads * IB_READ_LAT_NS,
      unit: 'ns',
      formula: `ceil(${num(N)} / 8) = ${plural(loads, 'load')} × ${num(IB_READ_LAT_NS / 1000)} µs = ${duration(loads * IB_READ_LAT_NS)} (each load stalls the core)`,
      inputs: { loads, roundTripNs: IB_READ_LAT_NS },
      sources: [SRC.posted, SRC.readLat, SRC.whyNotLoads],
    },
  ];
}
