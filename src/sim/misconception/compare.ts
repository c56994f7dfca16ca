import { type Msg, msg } from '../../i18n/msg';
import { hex } from '../bytes/hex';
import { duration, numberParam } from '../format/messageParams';
import { NAK_CODE_PARAMS } from '../ib/aeth';
import type { Scenario } from '../scenario/types';
import { MAX_INLINE_BYTES } from '../scenario/values';
import type { Cite } from '../sources/cite';
import { buildTrace } from '../trace/buildTrace';
import type { Trace } from '../trace/types';
import { IB_READ_LAT_NS, IB_WRITE_LAT_INLINE_NS, IB_WRITE_LAT_NONINLINE_NS, MIB_ILLUSTRATION, MSG_RATE_PER_QP } from './constants';
import { figure, misconceptionFigures } from './figures';
import { SRC } from './sources';
import type { MisconceptionFigures } from './types';
import { windowAddress } from './window';
import { zeroCopy } from './zeroCopy';

export interface CompareRow {
  id: 'cpu' | 'bus' | 'latency' | 'bandwidth' | 'protection';
  label: Msg;
  misconception: Msg;
  real: Msg;
  sources: Cite[];
}

/** The side-by-side summary for this scenario: the misconception vs the real design. */
export function compareRows(
  s: Scenario,
  real: Trace = buildTrace(s),
  f: MisconceptionFigures = misconceptionFigures(s, real),
): CompareRow[] {
  const v = (id: string) => figure(f, id).value;
  const N = s.messageBytes;
  const zc = zeroCopy(s, real);
  const t = real.timeline;
  const mmio = real.steps[real.steps.length - 1].state.A.cpuMmioBytes;
  const cpuNs = figure(f, 'cpu.pio-cpu-ns');
  const mib = figure(f, 'cpu.cpu-ns-mib');
  const bus = {
    readBytes: zc.rdma.A.dmaReadBytes,
    bytes: N,
    writeBytes: zc.rdma.B.dmaWriteBytes,
    copies: zc.rdma.A.cpuCopies + zc.rdma.B.cpuCopies,
  };
  return [
    {
      id: 'cpu',
      label: msg('misconception.compare.cpu.label'),
      // At 1 MiB the message is its own illustration of scale.
      misconception: msg(
        N === MIB_ILLUSTRATION ? 'misconception.compare.cpu.misconceptionMib' : 'misconception.compare.cpu.misconception',
        {
          fixed: duration(Number(cpuNs.inputs.fixedNs)),
          perByte: numberParam(v('cpu.ns-per-byte'), 4),
          pioTime: duration(cpuNs.value),
          bytes: N,
          mibTime: duration(mib.value),
          roundTrip: duration(IB_READ_LAT_NS),
        },
      ),
      real: msg(real.plan.payloadInline ? 'misconception.compare.cpu.realInline' : 'misconception.compare.cpu.real', {
        cpuTime: duration(v('cpu.rdma-cpu-ns')),
        mmioBytes: mmio,
        mibTime: duration(Number(mib.inputs.realNs)),
        bytes: N,
        maxInline: MAX_INLINE_BYTES,
      }),
      sources: [SRC.whyNotZeroCopy, SRC.wcEstimate, SRC.readLat, SRC.timingModel],
    },
    {
      id: 'bus',
      label: msg('misconception.compare.bus.label'),
      misconception: msg('misconception.compare.bus.misconception', { bytes: N }),
      real: msg(zc.rdma.A.cpuCopies ? 'misconception.compare.bus.realInline' : 'misconception.compare.bus.real', bus),
      sources: [SRC.zeroCopy, SRC.whyNotZeroCopy],
    },
    {
      id: 'latency',
      label: msg('misconception.compare.latency.label'),
      misconception: msg('misconception.compare.latency.misconception', {
        roundTrip: duration(IB_READ_LAT_NS),
        ctoMs: numberParam(v('timeout.cto-default')),
      }),
      real: msg('misconception.compare.latency.real', {
        land: duration(t.clocks.placedNs ?? 0),
        poll: duration(t.completion.poll.end),
        inline: duration(IB_WRITE_LAT_INLINE_NS),
        notInline: duration(IB_WRITE_LAT_NONINLINE_NS),
      }),
      sources: [SRC.posted, SRC.readLat, SRC.cto, SRC.writeLat, SRC.timingModel],
    },
    {
      id: 'bandwidth',
      label: msg('misconception.compare.bandwidth.label'),
      misconception: msg('misconception.compare.bandwidth.misconception', {
        storeGbps: numberParam(v('cpu.pio-store-bw'), 4),
        wcGbps: numberParam(v('cpu.wc-store-bw'), 4),
        pcieGbps: numberParam(v('cpu.pcie-store-bw'), 4),
        ibGbps: numberParam(Number(figure(f, 'cpu.pio-store-bw').inputs.ibGbps), 4),
        loadMBps: numberParam(v('cpu.pio-load-bw')),
      }),
      real: msg('misconception.compare.bandwidth.real', {
        rdmaGbps: numberParam(v('cpu.rdma-bw'), 4),
        mtu: String(s.pathMtu),
        mpps: numberParam(MSG_RATE_PER_QP / 1e6, 2),
      }),
      sources: [SRC.wcEstimate, SRC.pcieRates, SRC.tlpOverhead, SRC.readLat, SRC.ibRates, SRC.bwShape],
    },
    {
      id: 'protection',
      label: msg('misconception.compare.protection.label'),
      misconception: msg('misconception.compare.protection.misconception'),
      real: msg('misconception.compare.protection.real', {
        checks: msg('misconception.unit.check', { n: v('protection.checks-bypassed') }),
        rkey: hex(s.rkey),
        ...NAK_CODE_PARAMS,
      }),
      sources: [SRC.responder, SRC.whyNotProtection, SRC.regMr],
    },
  ];
}

export interface Divergence {
  realStepId: string;
  misconceptionStepId: string;
  /** Bytes the CPU stores into the BAR in each model. */
  realBytes: number;
  misconceptionBytes: number;
  realWhat: Msg;
  misconceptionWhat: Msg;
  sentence: Msg;
  sources: Cite[];
}

/** What the real CPU stores into the BAR: a doorbell, or the WQE by BlueFlame (with the payload inline). */
function realStore(s: Scenario, bytes: number, wqeBytes: number): Msg {
  if (s.post === 'doorbell') return msg('misconception.divergence.realStore.doorbell');
  // The WQE is copied in whole 64-B chunks: a 48-B WQE is one 64-B copy (src/sim/mlx5/barStores.ts).
  return msg(s.post === 'inline' ? 'misconception.divergence.realStore.inline' : 'misconception.divergence.realStore.blueFlame', {
    bytes,
    wqeBytes,
  });
}

/** The sentence that says where the models part: a zero-length message has no payload for the misconception to store. */
const divergenceSentence = (s: Scenario) =>
  s.messageBytes === 0
    ? 'misconception.divergence.sentenceEmpty'
    : s.post === 'inline'
      ? 'misconception.divergence.sentenceInline'
      : 'misconception.divergence.sentence';

/** The first point where the models differ: the MOV into the BAR. */
export function firstDivergence(s: Scenario, real: Trace = buildTrace(s)): Divergence {
  const realBytes = real.steps[real.steps.length - 1].state.A.cpuMmioBytes;
  const what = realStore(s, realBytes, real.plan.wqeBytes);
  const address = hex(real.plan.addr.doorbell);
  return {
    realStepId: 'A1.mmio',
    misconceptionStepId: 'MISCONCEPTION.mov',
    realBytes,
    misconceptionBytes: s.messageBytes,
    realWhat: msg('misconception.divergence.realWhat', { what, address }),
    misconceptionWhat: msg('misconception.divergence.misconceptionWhat', { bytes: s.messageBytes, address: hex(windowAddress(s, 0)) }),
    sentence: msg(divergenceSentence(s), {
      what,
      address,
      bytes: s.messageBytes,
    }),
    sources: [SRC.uarMmap, SRC.barContents, SRC.whyNotZeroCopy, SRC.blueFlameNuance],
  };
}
