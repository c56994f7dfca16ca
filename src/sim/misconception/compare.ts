import type { Scenario } from '../scenario/types';
import type { Trace } from '../trace/types';
import { buildTrace } from '../trace/buildTrace';
import { IB_READ_LAT_NS, IB_WRITE_LAT_INLINE_NS, IB_WRITE_LAT_NONINLINE_NS, MSG_RATE_PER_QP } from './constants';
import { figure, mythFigures } from './figures';
import { duration, hex, num, plural } from './format';
import { SRC } from './sources';
import { zeroCopy } from './zeroCopy';
import type { MythFigures } from './types';
import { windowAddress } from './window';

export interface CompareRow {
  id: 'cpu' | 'bus' | 'latency' | 'bandwidth' | 'protection';
  label: string;
  myth: string;
  real: string;
  sources: string[];
}

/** The side-by-side summary for this scenario: the misconception vs the real design. */
export function compareRows(s: Scenario, real: Trace = buildTrace(s), f: MythFigures = mythFigures(s, real)): CompareRow[] {
  const v = (id: string) => figure(f, id).value;
  const N = s.messageBytes;
  const zc = zeroCopy(s, real);
  const t = real.timeline;
  const mmio = real.steps[real.steps.length - 1].state.A.cpuMmioBytes;
  return [
    {
      id: 'cpu',
      label: "Host A's CPU time",
      myth: `≥ ${duration(v('cpu.pio-cpu-ns'))} storing ${num(N)} B (grows with every byte), ${duration(IB_READ_LAT_NS)} stalled per 8-B load`,
      real: `${duration(v('cpu.rdma-cpu-ns'))} (model): a WQE and ${mmio} B of MMIO whatever the size; host B's CPU: 0`,
      sources: [SRC.whyNotZeroCopy, SRC.pcieRates, SRC.readLat, SRC.timingModel],
    },
    {
      id: 'bus',
      label: 'Memory-bus crossings',
      myth: `A: ${num(N)} B loaded by the CPU itself; B: ${num(N)} B written by an unnamed agent into unpinned pages`,
      real: `A: ${num(zc.rdma.A.dmaReadBytes)} B read by HCA A's DMA${zc.rdma.A.cpuCopies ? ` (+${num(N)} B inline copy by the CPU)` : ''}; B: ${num(zc.rdma.B.dmaWriteBytes)} B written by HCA B's DMA; CPU copies: ${zc.rdma.A.cpuCopies + zc.rdma.B.cpuCopies}`,
      sources: [SRC.zeroCopy, SRC.whyNotZeroCopy],
    },
    {
      id: 'latency',
      label: 'Latency',
      myth: `stores are posted, so A learns nothing; a load costs a full round trip, ${duration(IB_READ_LAT_NS)} (ib_read_lat), and a lost packet turns it into a completion timeout (up to ${num(v('timeout.cto-default'))} ms by default)`,
      real: `data in B's memory at ${duration(t.land.end)}, completion seen by A at ${duration(t.poll.end)} (model); measured ib_write_lat ${duration(IB_WRITE_LAT_INLINE_NS)} inline / ${duration(IB_WRITE_LAT_NONINLINE_NS)} not inline (2 B)`,
      sources: [SRC.posted, SRC.readLat, SRC.cto, SRC.writeLat, SRC.timingModel],
    },
    {
      id: 'bandwidth',
      label: 'Bandwidth',
      myth: `stores ≤ ${num(v('cpu.pio-store-bw'), 4)} Gb/s (PCIe upper bound, CPU busy throughout); loads ${num(v('cpu.pio-load-bw'))} MB/s per core`,
      real: `${num(v('cpu.rdma-bw'), 4)} Gb/s on these links at path MTU ${s.pathMtu}; small messages ≈ size × ${num(MSG_RATE_PER_QP / 1e6)} Mpps per QP`,
      sources: [SRC.pcieRates, SRC.tlpOverhead, SRC.readLat, SRC.ibRates, SRC.bwShape],
    },
    {
      id: 'protection',
      label: 'What protects host B',
      myth: "nothing on B: the store is checked only by A's page tables",
      real: `HCA B's ${plural(v('protection.checks-bypassed'), 'check')}: rkey ${hex(s.rkey)} (all 32 bits), same PD, REMOTE_WRITE, bounds; NAK 0x62 and nothing written on failure; pages pinned by ibv_reg_mr`,
      sources: [SRC.responder, SRC.whyNotProtection, SRC.regMr],
    },
  ];
}

export interface Divergence {
  realStepId: string;
  mythStepId: string;
  /** Bytes the CPU stores into the BAR in each model. */
  realBytes: number;
  mythBytes: number;
  realWhat: string;
  mythWhat: string;
  sentence: string;
  sources: string[];
}

/** The first point where the models differ: the MOV into the BAR. */
export function firstDivergence(s: Scenario, real: Trace = buildTrace(s)): Divergence {
  const realBytes = real.steps[real.steps.length - 1].state.A.cpuMmioBytes;
  const realWhat =
    s.post === 'doorbell' ? 'an 8-B doorbell' : `the ${realBytes}-B WQE (BlueFlame${s.post === 'inline' ? ', payload inline' : ''})`;
  const addr = hex(real.plan.addr.doorbell);
  return {
    realStepId: 'A1.mmio',
    mythStepId: 'MYTH.mov',
    realBytes,
    mythBytes: s.messageBytes,
    realWhat: `${realWhat} into HCA A's UAR page at ${addr}`,
    mythWhat: `all ${num(s.messageBytes)} B of payload into a "window" at ${hex(windowAddress(s, 0))}`,
    sentence: `The models part at the very first MOV: the real CPU stores ${realWhat} into its local HCA's UAR page (${addr}), whatever the message size; the myth has it store every one of the ${num(s.messageBytes)} payload bytes into a window on B's RAM.`,
    sources: [SRC.uarMmap, SRC.barContents, SRC.whyNotZeroCopy, SRC.blueFlameNuance],
  };
}
