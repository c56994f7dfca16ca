import { msg } from '../../i18n/msg';
import type { Scenario } from '../scenario/types';
import type { Trace } from '../trace/types';
import { ibDataGbps } from '../fabric/ibRates';
import { ibPacketLength } from '../ib/packet';
import { pcieDataGbps, TLP_DLL_PHY_BYTES } from '../pcie/linkRates';
import { tlpHeaderBytes } from '../pcie/tlp';
import { CPLD_HEADER_BYTES, IB_READ_LAT_NS, MMIO_READ_RTT_NS, MMIO_WORD_BYTES, WC_CHUNK_BYTES } from './constants';
import { duration, num } from './format';
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
  const mwr = r.storeOverhead === 20 ? msg('myth.figure.cpu.pioStoreBw.mwr32') : msg('myth.figure.cpu.pioStoreBw.mwr64');
  const last = real.steps[real.steps.length - 1].state.A;
  const pioNs = (N * 8) / r.storeGbps;
  const loads = Math.ceil(N / MMIO_WORD_BYTES);
  const roundTripUs = num(IB_READ_LAT_NS / 1000);
  const packetBytes = ibPacketLength(s.pathMtu, false, false);
  return [
    {
      id: 'cpu.pio-store-bw',
      failure: 'cpu',
      label: msg('myth.figure.cpu.pioStoreBw.label'),
      value: r.storeGbps,
      unit: 'Gb/s',
      formula: msg('myth.figure.cpu.pioStoreBw.formula', {
        overhead: String(r.storeOverhead),
        pcieGbps: num(r.pcieGbps, 5),
        link: gen,
        storeGbps: num(r.storeGbps, 5),
        tlp: mwr,
      }),
      inputs: { chunkBytes: WC_CHUNK_BYTES, overheadBytes: r.storeOverhead, pcieGbps: r.pcieGbps },
      sources: [SRC.pcieRates, SRC.tlpOverhead, SRC.blueFlameNuance],
      caveat: msg('myth.figure.cpu.pioStoreBw.caveat'),
    },
    {
      id: 'cpu.pio-load-bw',
      failure: 'cpu',
      label: msg('myth.figure.cpu.pioLoadBw.label'),
      value: r.loadMBps,
      unit: 'MB/s',
      formula: msg('myth.figure.cpu.pioLoadBw.formula', { roundTripUs, loadMBps: num(r.loadMBps) }),
      inputs: { loadBytes: MMIO_WORD_BYTES, roundTripNs: IB_READ_LAT_NS },
      sources: [SRC.posted, SRC.readLat, SRC.whyNotLoads, SRC.mmioRtt],
      caveat: msg('myth.figure.cpu.pioLoadBw.caveat', {
        mmioUs: num(MMIO_READ_RTT_NS / 1000),
        totalUs: num((IB_READ_LAT_NS + MMIO_READ_RTT_NS) / 1000),
        totalMBps: num((MMIO_WORD_BYTES / (IB_READ_LAT_NS + MMIO_READ_RTT_NS)) * 1000),
      }),
    },
    {
      id: 'cpu.rdma-bw',
      failure: 'cpu',
      label: msg('myth.figure.cpu.rdmaBw.label'),
      value: r.rdmaGbps,
      unit: 'Gb/s',
      formula: msg('myth.figure.cpu.rdmaBw.formula', {
        ibGbps: num(r.ibGbps, 5),
        mtu: String(s.pathMtu),
        packetBytes: String(packetBytes),
        capGbps: num(r.pcieCapGbps, 5),
        rdmaGbps: num(r.rdmaGbps, 5),
      }),
      inputs: { ibGbps: r.ibGbps, pathMtu: s.pathMtu, packetBytes, pcieCapGbps: r.pcieCapGbps },
      sources: [SRC.ibRates, SRC.ibHeaders, SRC.bwShape, SRC.tlpOverhead],
      caveat: msg('myth.figure.cpu.rdmaBw.caveat'),
    },
    {
      id: 'cpu.pio-cpu-ns',
      failure: 'cpu',
      label: msg('myth.figure.cpu.pioCpuNs.label', { bytes: N }),
      value: pioNs,
      unit: 'ns',
      formula: msg('myth.figure.cpu.pioCpuNs.formula', { bytes: num(N), storeGbps: num(r.storeGbps, 5), cpuTime: duration(pioNs) }),
      inputs: { messageBytes: N, storeGbps: r.storeGbps },
      sources: [SRC.whyNotZeroCopy, SRC.pcieRates],
    },
    {
      id: 'cpu.rdma-cpu-ns',
      failure: 'cpu',
      label: msg('myth.figure.cpu.rdmaCpuNs.label'),
      value: last.cpuNs,
      unit: 'ns',
      formula: msg(s.signaled ? 'myth.figure.cpu.rdmaCpuNs.formulaPoll' : 'myth.figure.cpu.rdmaCpuNs.formula', {
        mmioBytes: String(last.cpuMmioBytes),
        cpuTime: duration(last.cpuNs),
      }),
      inputs: { cpuNs: last.cpuNs, mmioBytes: last.cpuMmioBytes, post: s.post },
      sources: [SRC.whyNotZeroCopy, SRC.timingModel],
      caveat: msg('myth.figure.cpu.rdmaCpuNs.caveat'),
    },
    {
      id: 'cpu.pio-mmio-bytes',
      failure: 'cpu',
      label: msg('myth.figure.cpu.pioMmioBytes.label'),
      value: N,
      unit: 'B',
      formula: msg('myth.figure.cpu.pioMmioBytes.formula', {
        bytes: num(N),
        mmioBytes: String(last.cpuMmioBytes),
        what:
          s.post === 'doorbell'
            ? msg('myth.figure.cpu.pioMmioBytes.doorbell')
            : msg('myth.figure.cpu.pioMmioBytes.blueFlame', { mmioBytes: String(last.cpuMmioBytes) }),
      }),
      inputs: { messageBytes: N, realMmioBytes: last.cpuMmioBytes },
      sources: [SRC.whyNotZeroCopy, SRC.uarMmap],
    },
    {
      id: 'cpu.pio-readback-ns',
      failure: 'cpu',
      label: msg('myth.figure.cpu.pioReadbackNs.label'),
      value: loads * IB_READ_LAT_NS,
      unit: 'ns',
      formula: msg('myth.figure.cpu.pioReadbackNs.formula', {
        bytes: num(N),
        loads: msg('myth.unit.load', { n: loads }),
        roundTripUs,
        time: duration(loads * IB_READ_LAT_NS),
      }),
      inputs: { loads, roundTripNs: IB_READ_LAT_NS },
      sources: [SRC.posted, SRC.readLat, SRC.whyNotLoads],
    },
  ];
}
