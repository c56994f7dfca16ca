import { msg } from '../../i18n/msg';
import { tlpHeaderBytes } from '../pcie/tlp';
import type { Place } from '../trace/places';
import type { Span } from '../trace/span';
import { CPL_HEADER_BYTES, IB_READ_LAT_NS, MMIO_STORE_BYTES } from './constants';
import { misconceptionCpuNs } from './cpuRates';
import { pioLoadSet, pioStoreSet, pioTlpSet } from './misconceptionArtifacts';
import type { MisconceptionContext } from './misconceptionContext';
import { imagined, type MisconceptionSpec, touch } from './misconceptionStepSpec';
import { forwardText, landText, loadText, mapText, movText, tlpText } from './misconceptionTextPath';

/**
 * The imagined path as steps: the mapping, the MOVs, the TLPs, the forwarding, the landing and the load that
 * would confirm it (the failures that break it are misconceptionStepsFailures.ts).
 */

/** The imagined path's spans on the simulated clock, and when it is over (where the failures are shown). */
export interface ImaginedClock {
  /** The CPU's time to store the whole message into the BAR. */
  pioNs: number;
  mov: Span;
  tlp: Span;
  forward: Span;
  land: Span;
  load: Span;
  after: Span;
}

/**
 * The imagined clock: the CPU's MMIO + fence, then every byte at the misconception's store rate (min of the core's
 * write-combining rate, PCIe and IB), then the same latencies as the real model.
 */
export function imaginedClock(c: MisconceptionContext): ImaginedClock {
  const timing = c.real.plan.timing;
  const pioNs = misconceptionCpuNs(c.rates, c.s.messageBytes);
  const mov = { start: 0, end: pioNs };
  const tlp = { start: 0, end: pioNs + timing.mmioToDevice() };
  const forward = { start: timing.mmioToDevice(), end: tlp.end + timing.fabricLatency() };
  const land = { start: forward.start + timing.fabricLatency(), end: forward.end + timing.dmaWriteToMemory() };
  const load = { start: land.end, end: land.end + IB_READ_LAT_NS };
  return { pioNs, mov, tlp, forward, land, load, after: { start: load.end, end: load.end } };
}

/** The imagined path, step by step, each naming the real step it stands in for. */
export function imaginedPathSpecs(c: MisconceptionContext, clock: ImaginedClock): MisconceptionSpec[] {
  const { s, real } = c;
  const N = s.messageBytes;
  const fabricId = real.steps.find((x) => x.phase === 'FABRIC')?.id ?? 'A3.transmit';
  const tlps = c.pio.count;
  const stores = N > 0 ? [pioTlpSet(s)] : [];
  const mapPath: Place[] = ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar', 'fabric', 'B.dram'];
  const movPath: Place[] = ['A.dram', 'A.cpu', 'A.rc'];
  const tlpPath: Place[] = ['A.rc', 'A.pcie', 'A.hca.bar'];
  const forwardPath: Place[] = ['A.hca.bar', 'A.hca.engine', 'A.hca.port', 'fabric', 'B.hca.port'];
  const landPath: Place[] = ['B.hca.port', 'B.hca.engine', 'B.pcie', 'B.rc', 'B.dram'];
  const loadPath: Place[] = ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar', 'fabric', 'B.dram'];
  return [
    {
      id: 'MISCONCEPTION.map',
      role: 'imagined-map',
      phase: 'SETUP',
      actor: 'apps',
      path: mapPath,
      span: { start: 0, end: 0 },
      text: mapText(c),
      counterpart: 'SETUP.exchange',
      figures: ['size.window-fraction', 'size.windows-per-host'],
      // Through the imagined window, not the wires: the view draws BAR0's arc onto B's RAM.
      view: {
        motion: 'window',
        route: mapPath,
        caption: msg('step.caption.misconceptionMap'),
        touches: [touch('A.window')],
        misconception: { failures: [], labelled: true },
      },
    },
    {
      id: 'MISCONCEPTION.mov',
      role: 'imagined-store',
      phase: 'A1',
      actor: 'cpuA',
      path: movPath,
      span: clock.mov,
      text: movText(c),
      counterpart: 'A1.mmio',
      artifacts: N > 0 ? [pioStoreSet(s), pioTlpSet(s)] : [],
      figures: ['cpu.wc-store-bw', 'cpu.pio-store-bw', 'cpu.ns-per-byte', 'cpu.pio-cpu-ns', 'cpu.pio-mmio-bytes'],
      // The CPU reads the source itself (no DMA on A) and copies it into MMIO.
      delta: { A: { memReadBytes: N, cpuMmioStores: c.stores, cpuMmioBytes: N, cpuCopyBytes: N, cpuNs: clock.pioNs } },
      view: imagined(movPath, { touches: [touch('A.buffer', 'cpu'), touch('A.store', 'cpu')] }),
    },
    {
      id: 'MISCONCEPTION.tlp',
      role: 'imagined-tlp',
      phase: 'A2',
      actor: 'rootComplexA',
      path: tlpPath,
      span: clock.tlp,
      text: tlpText(c),
      counterpart: 'A2.tlp',
      artifacts: stores,
      figures: ['addressing.window-bits', 'addressing.window-offset'],
      delta: { A: { tlpsDown: tlps, tlpBytesDown: c.pio.totalTlpBytes() }, hcaBufferBytes: { A: Math.min(N, 64) } },
      view: imagined(tlpPath, { touches: [touch('A.store')] }),
    },
    {
      id: 'MISCONCEPTION.forward',
      role: 'imagined-forward',
      phase: 'FABRIC',
      actor: 'hcaA',
      path: forwardPath,
      span: clock.forward,
      text: forwardText(c),
      counterpart: fabricId,
      figures: ['addressing.missing-fields', 'addressing.dropped-bits'],
      // One "packet" per store; the misconception defines no headers, so only payload bytes are counted.
      delta: { ib: { packetsAtoB: tlps, bytesAtoB: N }, hcaBufferBytes: { A: 0 } },
      // It carries the stores' TLPs on as they are.
      view: imagined(forwardPath, { moving: stores, touches: [touch('A.window')] }),
    },
    {
      id: 'MISCONCEPTION.land',
      role: 'imagined-place',
      phase: 'B4',
      actor: 'hcaB',
      path: landPath,
      span: clock.land,
      text: landText(c),
      counterpart: 'B4.land',
      figures: ['protection.checks-bypassed', 'pinning.pages-unpinned'],
      // If HCA B issued one MWr64 per store into unregistered pages.
      delta: { B: { tlpsUp: tlps, tlpBytesUp: tlps * 16 + N, memWriteBytes: N }, memory: { landedBytesB: N } },
      view: imagined(landPath, { moving: stores, touches: [touch('B.pages')] }),
    },
    {
      id: 'MISCONCEPTION.load',
      role: 'imagined-load',
      phase: 'MISCONCEPTION',
      actor: 'cpuA',
      path: loadPath,
      span: clock.load,
      text: loadText(c),
      counterpart: 'COMPLETION.poll',
      artifacts: [pioLoadSet(s)],
      figures: ['cpu.pio-load-bw', 'cpu.pio-readback-ns', 'timeout.cto-default'],
      delta: {
        A: {
          tlpsDown: 1,
          tlpBytesDown: tlpHeaderBytes(c.firstAddress, false),
          tlpsUp: 1,
          tlpBytesUp: CPL_HEADER_BYTES + MMIO_STORE_BYTES,
          cpuPollLoads: 1,
          cpuNs: IB_READ_LAT_NS,
        },
        B: { memReadBytes: MMIO_STORE_BYTES },
        ib: { packetsAtoB: 1, packetsBtoA: 1, bytesBtoA: MMIO_STORE_BYTES },
      },
      view: imagined(loadPath, { touches: [touch('A.store', 'cpu'), touch('B.pages')] }),
    },
  ];
}
