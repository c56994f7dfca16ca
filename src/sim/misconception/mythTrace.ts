import type { Scenario } from '../scenario/types';
import type { Actor, ArtifactSet, Phase, StepText, Trace } from '../trace/types';
import type { Place } from '../trace/places';
import { buildTrace } from '../trace/buildTrace';
import { stepsFromSpecs, type StepSpec } from '../trace/stepSpec';
import { tlpHeaderBytes } from '../pcie/tlp';
import { CPLD_HEADER_BYTES, IB_READ_LAT_NS, MMIO_WORD_BYTES } from './constants';
import { mythContext, type MythContext } from './mythContext';
import { pioLoadSet, pioStoreSet, pioTlpSet } from './mythArtifacts';
import { forwardText, landText, loadText, mapText, movText, tlpText } from './mythTextPath';
import { addressingText, compareText, cpuText, pinningText, protectionText, sizeText, timeoutText } from './mythTextFailures';
import type { FailureId } from './types';

/** Every myth step names the real step it stands in for. */
type MythSpec = StepSpec & { counterpart: string };

/** Phases of the failure steps: 'MYTH', so the step list marks them as the imagined design failing. */
export const FAILURE_PHASE: Record<FailureId, Phase> = {
  size: 'MYTH',
  addressing: 'MYTH',
  cpu: 'MYTH',
  timeout: 'MYTH',
  protection: 'MYTH',
  pinning: 'MYTH',
};

/**
 * The misconception as a trace of the same shape as the real one: the imagined
 * path (mapping, MOVs, TLPs, forwarding, landing, a load), then one step per
 * failure and a comparison. Plan and timeline are the real scenario's, so
 * views that need them keep working; `counterpart` names the real step each
 * myth step stands in for. Pure and deterministic.
 */
export function buildMythTrace(s: Scenario, real: Trace = buildTrace(s)): Trace {
  const c = mythContext(s, real);
  const steps = stepsFromSpecs(mythSpecs(c));
  return { scenario: s, steps, plan: real.plan, timeline: real.timeline };
}

function mythSpecs(c: MythContext): MythSpec[] {
  const { s, real } = c;
  const N = s.messageBytes;
  const p = real.plan.timing.p;
  const has = (id: string) => real.steps.some((x) => x.id === id);
  const fabricId = real.steps.find((x) => x.phase === 'FABRIC')!.id;
  // The imagined clock: stores at the bus-bound rate, then the same latencies as the real model.
  const pioNs = (N * 8) / c.rates.storeGbps;
  const mov = { start: 0, end: pioNs };
  const tlp = { start: 0, end: pioNs + p.mmioToDeviceNs };
  const fwd = { start: p.mmioToDeviceNs, end: tlp.end + real.plan.timing.fabricLatency() };
  const land = { start: fwd.start + real.plan.timing.fabricLatency(), end: fwd.end + p.dmaWriteToMemoryNs };
  const load = { start: land.end, end: land.end + IB_READ_LAT_NS };
  const after = { start: load.end, end: load.end };
  const mrd = tlpHeaderBytes(c.firstAddress, false);
  const tlps = c.pio.count;
  const fail = (id: FailureId, actor: Actor, path: Place[], text: StepText, counterpart: string, artifacts?: ArtifactSet[]): MythSpec => ({
    id: `MYTH.fail.${id}`,
    phase: FAILURE_PHASE[id],
    actor,
    path,
    span: after,
    text,
    counterpart,
    artifacts,
  });
  return [
    {
      id: 'MYTH.map',
      phase: 'SETUP',
      actor: 'apps',
      path: ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar', 'fabric', 'B.dram'],
      span: { start: 0, end: 0 },
      text: mapText(c),
      counterpart: 'SETUP.exchange',
    },
    {
      id: 'MYTH.mov',
      phase: 'A1',
      actor: 'cpuA',
      path: ['A.dram', 'A.cpu', 'A.rc'],
      span: mov,
      text: movText(c),
      counterpart: 'A1.mmio',
      artifacts: N > 0 ? [pioStoreSet(s), pioTlpSet(s)] : [],
      // The CPU reads the source itself (no DMA on A) and copies it into MMIO.
      delta: { A: { memReadBytes: N, cpuMmioStores: c.stores, cpuMmioBytes: N, cpuCopyBytes: N, cpuNs: pioNs } },
    },
    {
      id: 'MYTH.tlp',
      phase: 'A2',
      actor: 'rootComplexA',
      path: ['A.rc', 'A.pcie', 'A.hca.bar'],
      span: tlp,
      text: tlpText(c),
      counterpart: 'A2.tlp',
      artifacts: N > 0 ? [pioTlpSet(s)] : [],
      delta: { A: { tlpsDown: tlps, tlpBytesDown: c.pio.totalTlpBytes() }, hcaBufferBytes: { A: Math.min(N, 64) } },
    },
    {
      id: 'MYTH.forward',
      phase: 'FABRIC',
      actor: 'hcaA',
      path: ['A.hca.bar', 'A.hca.engine', 'A.hca.port', 'fabric', 'B.hca.port'],
      span: fwd,
      text: forwardText(c),
      counterpart: fabricId,
      // One "packet" per store; the myth defines no headers, so only payload bytes are counted.
      delta: { ib: { packetsAtoB: tlps, bytesAtoB: N }, hcaBufferBytes: { A: 0 } },
    },
    {
      id: 'MYTH.land',
      phase: 'B4',
      actor: 'hcaB',
      path: ['B.hca.port', 'B.hca.engine', 'B.pcie', 'B.rc', 'B.dram'],
      span: land,
      text: landText(c),
      counterpart: 'B4.land',
      // If HCA B issued one MWr64 per store into unregistered pages.
      delta: { B: { tlpsUp: tlps, tlpBytesUp: tlps * 16 + N, memWriteBytes: N }, memory: { landedBytesB: N } },
    },
    {
      id: 'MYTH.load',
      phase: 'MYTH',
      actor: 'cpuA',
      path: ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar', 'fabric', 'B.dram'],
      span: load,
      text: loadText(c),
      counterpart: 'COMPLETION.poll',
      artifacts: [pioLoadSet(s)],
      delta: {
        A: {
          tlpsDown: 1,
          tlpBytesDown: mrd,
          tlpsUp: 1,
          tlpBytesUp: CPLD_HEADER_BYTES + MMIO_WORD_BYTES,
          cpuPollLoads: 1,
          cpuNs: IB_READ_LAT_NS,
        },
        B: { memReadBytes: MMIO_WORD_BYTES },
        ib: { packetsAtoB: 1, packetsBtoA: 1, bytesBtoA: MMIO_WORD_BYTES },
      },
    },
    fail('size', 'hcaA', ['A.hca.bar'], sizeText(c), 'SETUP.connect'),
    fail('addressing', 'rootComplexA', ['A.rc', 'A.pcie', 'A.hca.bar'], addressingText(c), 'A3.segment', N > 0 ? [pioTlpSet(s)] : []),
    fail('cpu', 'cpuA', ['A.dram', 'A.cpu', 'A.rc', 'A.pcie'], cpuText(c), has('A3.payload-fetch') ? 'A3.payload-fetch' : 'A1.mmio'),
    fail('timeout', 'cpuA', ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar', 'fabric'], timeoutText(c), 'ACK.send', [pioLoadSet(s)]),
    fail('protection', 'hcaB', ['fabric', 'B.hca.port', 'B.hca.mtt'], protectionText(c), 'B1.check'),
    fail('pinning', 'kernelB', ['B.hca.mtt', 'B.dram'], pinningText(c), 'SETUP.reg-mr-b'),
    {
      id: 'MYTH.compare',
      phase: 'MYTH',
      actor: 'apps',
      path: ['A.cpu', 'A.hca.engine', 'fabric', 'B.hca.engine', 'B.dram'],
      span: after,
      text: compareText(c),
      counterpart: 'COMPLETION.cqe',
    },
  ];
}

/** Which failure figures the panel shows for each myth step (ids from mythFigures). */
export const STEP_FIGURES: Readonly<Record<string, readonly string[]>> = {
  'MYTH.map': ['size.window-fraction', 'size.windows-per-host'],
  'MYTH.mov': ['cpu.pio-store-bw', 'cpu.pio-cpu-ns', 'cpu.pio-mmio-bytes'],
  'MYTH.tlp': ['addressing.window-bits', 'addressing.window-offset'],
  'MYTH.forward': ['addressing.missing-fields', 'addressing.dropped-bits'],
  'MYTH.land': ['protection.checks-bypassed', 'pinning.pages-unpinned'],
  'MYTH.load': ['cpu.pio-load-bw', 'cpu.pio-readback-ns', 'timeout.cto-default'],
  'MYTH.fail.size': ['size.window-fraction', 'size.windows-per-host', 'size.fabric-windows', 'size.message-windows'],
  'MYTH.fail.addressing': ['addressing.window-bits', 'addressing.window-offset', 'addressing.dropped-bits', 'addressing.missing-fields'],
  'MYTH.fail.cpu': [
    'cpu.pio-store-bw',
    'cpu.pio-load-bw',
    'cpu.rdma-bw',
    'cpu.pio-cpu-ns',
    'cpu.rdma-cpu-ns',
    'cpu.pio-mmio-bytes',
    'cpu.pio-readback-ns',
  ],
  'MYTH.fail.timeout': ['timeout.cto-default', 'timeout.rc-first', 'timeout.rc-vs-cto', 'timeout.rc-worst', 'timeout.all-ones-loads'],
  'MYTH.fail.protection': ['protection.checks-bypassed'],
  'MYTH.fail.pinning': ['pinning.pages-unpinned'],
  'MYTH.compare': [],
};
