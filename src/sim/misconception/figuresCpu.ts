import { msg } from '../../i18n/msg';
import { duration, numberParam } from '../format/messageParams';
import { ibPacketLength } from '../ib/packet';
import type { Scenario } from '../scenario/types';
import { MAX_INLINE_BYTES } from '../scenario/values';
import { type Span, spanNs } from '../trace/span';
import type { Trace } from '../trace/types';
import {
  IB_READ_LAT_NS,
  MIB_ILLUSTRATION,
  MMIO_READ_RTT_NS,
  MMIO_STORE_BYTES,
  MSG_RATE_PER_QP,
  WC_BUFFER_HOLD_NS,
  WC_BUFFERS_PER_CORE,
  WC_CHUNK_BYTES,
} from './constants';
import { misconceptionCpuNs, type Rates, rates, realPostNsWithoutInline } from './cpuRates';
import { SRC } from './sources';
import type { MisconceptionFigure } from './types';

/**
 * Failure 4 (linux-rdma/perftest#131; snabbco/snabb#1013; rdma-core providers/mlx5/qp.c, post_send_db): programmed
 * I/O moves every byte through the CPU; RDMA moves none.
 */
export function cpuFigures(s: Scenario, real: Trace): MisconceptionFigure[] {
  const r = rates(s);
  return [...rateFigures(s, r), ...cpuTimeFigures(s, real, r), ...mmioFigures(s, real)];
}

/** The rates each design reaches: the core's write-combining stores, PCIe's bound on them, loads, RDMA's. */
function rateFigures(s: Scenario, r: Rates): MisconceptionFigure[] {
  const link = `Gen${s.pcie.gen} x${s.pcie.lanes}`;
  const ib = `${s.ib.speed} ${s.ib.width}x`;
  const mwr = r.storeOverhead === 20 ? msg('misconception.figure.cpu.pioStoreBw.mwr32') : msg('misconception.figure.cpu.pioStoreBw.mwr64');
  const roundTripUs = numberParam(IB_READ_LAT_NS / 1000);
  const packetBytes = ibPacketLength(s.pathMtu, false, false);
  const storeGbps = numberParam(r.storeGbps, 5);
  return [
    {
      id: 'cpu.wc-store-bw',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.wcStoreBw.label'),
      value: r.wcStoreGbps,
      unit: 'Gb/s',
      formula: msg('misconception.figure.cpu.wcStoreBw.formula', {
        buffers: WC_BUFFERS_PER_CORE,
        holdNs: WC_BUFFER_HOLD_NS,
        gBps: numberParam(r.wcStoreGbps / 8),
        gbps: numberParam(r.wcStoreGbps),
      }),
      inputs: { buffers: WC_BUFFERS_PER_CORE, bufferBytes: WC_CHUNK_BYTES, holdNs: WC_BUFFER_HOLD_NS },
      sources: [SRC.wcEstimate, SRC.blueFlameNuance],
      caveat: msg('misconception.figure.cpu.wcStoreBw.caveat', { buffers: WC_BUFFERS_PER_CORE, holdNs: WC_BUFFER_HOLD_NS }),
    },
    {
      id: 'cpu.pcie-store-bw',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.pcieStoreBw.label'),
      value: r.pcieStoreGbps,
      unit: 'Gb/s',
      formula: msg('misconception.figure.cpu.pioStoreBw.formula', {
        overhead: String(r.storeOverhead),
        pcieGbps: numberParam(r.pcieGbps, 5),
        link,
        storeGbps: numberParam(r.pcieStoreGbps, 5),
        tlp: mwr,
      }),
      inputs: { chunkBytes: WC_CHUNK_BYTES, overheadBytes: r.storeOverhead, pcieGbps: r.pcieGbps },
      sources: [SRC.pcieRates, SRC.tlpOverhead, SRC.blueFlameNuance],
      caveat: msg('misconception.figure.cpu.pioStoreBw.caveat'),
    },
    {
      id: 'cpu.pio-store-bw',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.misconceptionStoreBw.label'),
      value: r.storeGbps,
      unit: 'Gb/s',
      formula: msg('misconception.figure.cpu.misconceptionStoreBw.formula', {
        wcGbps: numberParam(r.wcStoreGbps, 5),
        pcieGbps: numberParam(r.pcieStoreGbps, 5),
        link,
        ibGbps: numberParam(r.ibGbps, 5),
        ib,
        storeGbps,
      }),
      inputs: { wcStoreGbps: r.wcStoreGbps, pcieStoreGbps: r.pcieStoreGbps, ibGbps: r.ibGbps },
      sources: [SRC.wcEstimate, SRC.pcieRates, SRC.tlpOverhead, SRC.ibRates],
      caveat: msg('misconception.figure.cpu.misconceptionStoreBw.caveat'),
    },
    {
      id: 'cpu.pio-load-bw',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.pioLoadBw.label'),
      value: r.loadMBps,
      unit: 'MB/s',
      formula: msg('misconception.figure.cpu.pioLoadBw.formula', { roundTripUs, loadMBps: numberParam(r.loadMBps) }),
      inputs: { loadBytes: MMIO_STORE_BYTES, roundTripNs: IB_READ_LAT_NS },
      sources: [SRC.posted, SRC.readLat, SRC.whyNotLoads, SRC.mmioRtt],
      caveat: msg('misconception.figure.cpu.pioLoadBw.caveat', {
        mmioUs: numberParam(MMIO_READ_RTT_NS / 1000),
        totalUs: numberParam((IB_READ_LAT_NS + MMIO_READ_RTT_NS) / 1000),
        totalMBps: numberParam((MMIO_STORE_BYTES / (IB_READ_LAT_NS + MMIO_READ_RTT_NS)) * 1000),
      }),
    },
    {
      id: 'cpu.rdma-bw',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.rdmaBw.label'),
      value: r.rdmaGbps,
      unit: 'Gb/s',
      formula: msg('misconception.figure.cpu.rdmaBw.formula', {
        ibGbps: numberParam(r.ibGbps, 5),
        mtu: String(s.pathMtu),
        packetBytes: String(packetBytes),
        capGbps: numberParam(r.pcieCapGbps, 5),
        rdmaGbps: numberParam(r.rdmaGbps, 5),
      }),
      inputs: { ibGbps: r.ibGbps, pathMtu: s.pathMtu, packetBytes, pcieCapGbps: r.pcieCapGbps },
      sources: [SRC.ibRates, SRC.ibHeaders, SRC.bwShape, SRC.tlpOverhead],
      caveat: msg('misconception.figure.cpu.rdmaBw.caveat', { mpps: numberParam(MSG_RATE_PER_QP / 1e6, 2) }),
    },
  ];
}

/** The CPU time each design spends: per byte, for this message, for the real post, for a MiB. */
function cpuTimeFigures(s: Scenario, real: Trace, r: Rates): MisconceptionFigure[] {
  const N = s.messageBytes;
  const p = s.timing;
  const last = real.steps[real.steps.length - 1].state.A;
  const timeline = real.timeline;
  const pioNs = misconceptionCpuNs(r, N);
  const inline = real.plan.payloadInline;
  const realNsPerByte = inline ? p.cpuInlineCopyNsPerByte : 0;
  const mibMisconceptionNs = misconceptionCpuNs(r, MIB_ILLUSTRATION);
  const mibRealNs = realPostNsWithoutInline(s);
  const fixed = duration(r.misconceptionFixedNs);
  const perByte = numberParam(r.misconceptionNsPerByte, 4);
  const storeGbps = numberParam(r.storeGbps, 5);
  const spanDuration = (x: Span) => duration(spanNs(x));
  const realSources = [SRC.whyNotZeroCopy, SRC.timingModel];
  return [
    {
      id: 'cpu.ns-per-byte',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.nsPerByte.label'),
      value: r.misconceptionNsPerByte,
      unit: 'ns/B',
      formula: inline
        ? msg('misconception.figure.cpu.nsPerByte.formulaInline', {
            storeGbps,
            perByte,
            inlinePerByte: numberParam(realNsPerByte),
            maxInline: MAX_INLINE_BYTES,
          })
        : msg('misconception.figure.cpu.nsPerByte.formula', { storeGbps, perByte }),
      inputs: { storeGbps: r.storeGbps, realNsPerByte },
      sources: [SRC.wcEstimate, SRC.whyNotZeroCopy, SRC.timingModel],
      caveat: msg('misconception.figure.cpu.nsPerByte.caveat'),
    },
    {
      id: 'cpu.pio-cpu-ns',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.pioCpuNs.label', { bytes: N }),
      value: pioNs,
      unit: 'ns',
      formula:
        N === 0
          ? msg('misconception.figure.cpu.pioCpuNs.formulaEmpty')
          : msg('misconception.figure.cpu.pioCpuNs.formula', {
              fixed,
              storeNs: duration(p.cpuStoreNs),
              bytes: numberParam(N),
              perByte,
              cpuTime: duration(pioNs),
            }),
      inputs: { messageBytes: N, fixedNs: r.misconceptionFixedNs, nsPerByte: r.misconceptionNsPerByte },
      sources: [SRC.whyNotZeroCopy, SRC.wcEstimate, SRC.timingModel],
      caveat: msg('misconception.figure.cpu.pioCpuNs.caveat'),
    },
    {
      id: 'cpu.rdma-cpu-ns',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.rdmaCpuNs.label'),
      value: last.cpuNs,
      unit: 'ns',
      formula: msg(s.signaled ? 'misconception.figure.cpu.rdmaCpuNs.formulaPoll' : 'misconception.figure.cpu.rdmaCpuNs.formula', {
        wqe: inline
          ? msg('misconception.figure.cpu.rdmaCpuNs.wqeInline', { bytes: N, time: spanDuration(timeline.wqe) })
          : msg('misconception.figure.cpu.rdmaCpuNs.wqe', { time: spanDuration(timeline.wqe) }),
        dbr: spanDuration(timeline.dbr),
        mmioBytes: String(last.cpuMmioBytes),
        mmio: spanDuration(timeline.mmio),
        poll: spanDuration(timeline.completion.poll),
        cpuTime: duration(last.cpuNs),
      }),
      inputs: { cpuNs: last.cpuNs, mmioBytes: last.cpuMmioBytes, post: s.post },
      sources: realSources,
      caveat: msg('misconception.figure.cpu.rdmaCpuNs.caveat'),
    },
    {
      id: 'cpu.cpu-ns-mib',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.cpuNsMib.label'),
      value: mibMisconceptionNs,
      unit: 'ns',
      formula: msg(inline ? 'misconception.figure.cpu.cpuNsMib.formulaInline' : 'misconception.figure.cpu.cpuNsMib.formula', {
        fixed,
        bytes: numberParam(MIB_ILLUSTRATION),
        perByte,
        misconceptionTime: duration(mibMisconceptionNs),
        realTime: duration(mibRealNs),
        ratio: numberParam(Math.round(mibMisconceptionNs / mibRealNs)),
      }),
      inputs: { messageBytes: MIB_ILLUSTRATION, misconceptionNs: mibMisconceptionNs, realNs: mibRealNs },
      sources: [SRC.wcEstimate, SRC.whyNotZeroCopy, SRC.timingModel],
      caveat: msg('misconception.figure.cpu.cpuNsMib.caveat'),
    },
  ];
}

/** The bytes that cross the CPU's MMIO in each design, and what reading them back would cost. */
function mmioFigures(s: Scenario, real: Trace): MisconceptionFigure[] {
  const N = s.messageBytes;
  const last = real.steps[real.steps.length - 1].state.A;
  const loads = Math.ceil(N / MMIO_STORE_BYTES);
  const roundTripUs = numberParam(IB_READ_LAT_NS / 1000);
  return [
    {
      id: 'cpu.pio-mmio-bytes',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.pioMmioBytes.label'),
      value: N,
      unit: 'B',
      formula:
        s.post === 'inline'
          ? msg('misconception.figure.cpu.pioMmioBytes.formulaInline', { bytes: numberParam(N), mmioBytes: String(last.cpuMmioBytes) })
          : msg('misconception.figure.cpu.pioMmioBytes.formula', {
              bytes: numberParam(N),
              mmioBytes: String(last.cpuMmioBytes),
              what:
                s.post === 'doorbell'
                  ? msg('misconception.figure.cpu.pioMmioBytes.doorbell')
                  : // The WQE (48 B for a WRITE) leaves the core as whole 64-B chunks (src/sim/mlx5/barStores.ts).
                    msg('misconception.figure.cpu.pioMmioBytes.blueFlame', {
                      mmioBytes: String(last.cpuMmioBytes),
                      wqeBytes: String(real.plan.wqeBytes),
                    }),
            }),
      inputs: { messageBytes: N, realMmioBytes: last.cpuMmioBytes },
      sources: [SRC.whyNotZeroCopy, SRC.uarMmap],
    },
    {
      id: 'cpu.pio-readback-ns',
      failure: 'cpu',
      label: msg('misconception.figure.cpu.pioReadbackNs.label'),
      value: loads * IB_READ_LAT_NS,
      unit: 'ns',
      formula: msg('misconception.figure.cpu.pioReadbackNs.formula', {
        bytes: numberParam(N),
        loads: msg('misconception.unit.load', { n: loads }),
        roundTripUs,
        time: duration(loads * IB_READ_LAT_NS),
      }),
      inputs: { loads, roundTripNs: IB_READ_LAT_NS },
      sources: [SRC.posted, SRC.readLat, SRC.whyNotLoads],
    },
  ];
}
