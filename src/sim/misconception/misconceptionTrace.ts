import { NO_FAULT, type Scenario } from '../scenario/types';
import { msg } from '../../i18n/msg';
import type { Actor, ArtifactSet, MemTouch, Phase, StepText, StepView, Trace } from '../trace/types';
import type { Place } from '../trace/places';
import { buildTrace } from '../trace/buildTrace';
import { stepsFromSpecs, type StepSpec } from '../trace/stepSpec';
import { tlpHeaderBytes } from '../pcie/tlp';
import { CPL_HEADER_BYTES, IB_READ_LAT_NS, MMIO_STORE_BYTES } from './constants';
import { misconceptionCpuNs } from './figuresCpu';
import { misconceptionContext, type MisconceptionContext } from './misconceptionContext';
import { pioLoadSet, pioStoreSet, pioTlpSet } from './misconceptionArtifacts';
import { forwardText, landText, loadText, mapText, movText, tlpText } from './misconceptionTextPath';
import { addressingText, compareText, cpuText, pinningText, protectionText, sizeText, timeoutText } from './misconceptionTextFailures';
import { fillRoute } from './misconceptionRoute';
import { FAILURES, type FailureId } from './types';

/** Every misconception step names the real step it stands in for. */
type MisconceptionSpec = StepSpec & { counterpart: string };

/** Phases of the failure steps: 'MISCONCEPTION', so the step list marks them as the imagined design failing. */
export const FAILURE_PHASE: Record<FailureId, Phase> = {
  size: 'MISCONCEPTION',
  addressing: 'MISCONCEPTION',
  cpu: 'MISCONCEPTION',
  timeout: 'MISCONCEPTION',
  protection: 'MISCONCEPTION',
  pinning: 'MISCONCEPTION',
};

/**
 * The misconception as a trace of the same shape as the real one: the imagined
 * path (mapping, MOVs, TLPs, forwarding, landing, a load), then one step per
 * failure and a comparison. Plan and timeline are the real scenario's, so
 * views that need them keep working; `counterpart` names the real step each
 * misconception step stands in for. Pure and deterministic.
 */
export function buildMisconceptionTrace(s: Scenario, real: Trace = buildTrace(misconceptionScenarioOf(s))): Trace {
  const c = misconceptionContext(misconceptionScenarioOf(s), real);
  const steps = stepsFromSpecs(misconceptionSpecs(c));
  return { scenario: s, steps, plan: real.plan, timeline: real.timeline };
}

function misconceptionSpecs(c: MisconceptionContext): MisconceptionSpec[] {
  const { s, real } = c;
  const N = s.messageBytes;
  const t = real.plan.timing;
  const has = (role: Trace['steps'][number]['role']) => real.steps.some((x) => x.role === role);
  const fabricId = real.steps.find((x) => x.phase === 'FABRIC')?.id ?? 'A3.transmit';
  // The imagined clock: the CPU's MMIO + fence, then every byte at the misconception's store rate (min of the core's
  // write-combining rate, PCIe and IB), then the same latencies as the real model.
  const pioNs = misconceptionCpuNs(c.rates, N);
  const mov = { start: 0, end: pioNs };
  const tlp = { start: 0, end: pioNs + t.mmioToDevice() };
  const fwd = { start: t.mmioToDevice(), end: tlp.end + t.fabricLatency() };
  const land = { start: fwd.start + t.fabricLatency(), end: fwd.end + t.dmaWriteToMemory() };
  const load = { start: land.end, end: land.end + IB_READ_LAT_NS };
  const after = { start: load.end, end: load.end };
  const mrd = tlpHeaderBytes(c.firstAddress, false);
  const tlps = c.pio.count;
  const stores = N > 0 ? [pioTlpSet(s)] : [];
  const touch = (object: MemTouch['object'], by: MemTouch['by'] = 'bus'): MemTouch => ({ object, by });
  /** Imagined steps are drawn along the wires between the places they name, and marked as the misconception. */
  const imagined = (
    path: Place[],
    view: Partial<StepView> = {},
    failures: readonly FailureId[] = [],
    labelled = true,
  ): Partial<StepView> => ({
    route: fillRoute(path),
    misconception: { failures, labelled },
    ...view,
  });
  const fail = (
    id: FailureId,
    actor: Actor,
    path: Place[],
    text: StepText,
    counterpart: string,
    figures: readonly string[],
    touches: MemTouch[],
    artifacts?: ArtifactSet[],
  ): MisconceptionSpec => ({
    id: `MISCONCEPTION.fail.${id}`,
    role: 'misconception-failure',
    phase: FAILURE_PHASE[id],
    actor,
    path,
    span: after,
    text,
    counterpart,
    artifacts,
    figures,
    view: imagined(path, { touches }, [id]),
  });
  const mapPath: Place[] = ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar', 'fabric', 'B.dram'];
  const movPath: Place[] = ['A.dram', 'A.cpu', 'A.rc'];
  const tlpPath: Place[] = ['A.rc', 'A.pcie', 'A.hca.bar'];
  const fwdPath: Place[] = ['A.hca.bar', 'A.hca.engine', 'A.hca.port', 'fabric', 'B.hca.port'];
  const landPath: Place[] = ['B.hca.port', 'B.hca.engine', 'B.pcie', 'B.rc', 'B.dram'];
  const loadPath: Place[] = ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar', 'fabric', 'B.dram'];
  const comparePath: Place[] = ['A.cpu', 'A.hca.engine', 'fabric', 'B.hca.engine', 'B.dram'];
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
      span: mov,
      text: movText(c),
      counterpart: 'A1.mmio',
      artifacts: N > 0 ? [pioStoreSet(s), pioTlpSet(s)] : [],
      figures: ['cpu.wc-store-bw', 'cpu.pio-store-bw', 'cpu.ns-per-byte', 'cpu.pio-cpu-ns', 'cpu.pio-mmio-bytes'],
      // The CPU reads the source itself (no DMA on A) and copies it into MMIO.
      delta: { A: { memReadBytes: N, cpuMmioStores: c.stores, cpuMmioBytes: N, cpuCopyBytes: N, cpuNs: pioNs } },
      view: imagined(movPath, { touches: [touch('A.buffer', 'cpu'), touch('A.store', 'cpu')] }),
    },
    {
      id: 'MISCONCEPTION.tlp',
      role: 'imagined-tlp',
      phase: 'A2',
      actor: 'rootComplexA',
      path: tlpPath,
      span: tlp,
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
      path: fwdPath,
      span: fwd,
      text: forwardText(c),
      counterpart: fabricId,
      figures: ['addressing.missing-fields', 'addressing.dropped-bits'],
      // One "packet" per store; the misconception defines no headers, so only payload bytes are counted.
      delta: { ib: { packetsAtoB: tlps, bytesAtoB: N }, hcaBufferBytes: { A: 0 } },
      // It carries the stores' TLPs on as they are.
      view: imagined(fwdPath, { moving: stores, touches: [touch('A.window')] }),
    },
    {
      id: 'MISCONCEPTION.land',
      role: 'imagined-place',
      phase: 'B4',
      actor: 'hcaB',
      path: landPath,
      span: land,
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
      span: load,
      text: loadText(c),
      counterpart: 'COMPLETION.poll',
      artifacts: [pioLoadSet(s)],
      figures: ['cpu.pio-load-bw', 'cpu.pio-readback-ns', 'timeout.cto-default'],
      delta: {
        A: {
          tlpsDown: 1,
          tlpBytesDown: mrd,
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
    fail(
      'size',
      'hcaA',
      ['A.hca.bar'],
      sizeText(c),
      'SETUP.connect',
      ['size.window-fraction', 'size.windows-per-host', 'size.fabric-windows', 'size.message-windows'],
      [touch('A.window')],
    ),
    fail(
      'addressing',
      'rootComplexA',
      ['A.rc', 'A.pcie', 'A.hca.bar'],
      addressingText(c),
      'A3.segment',
      ['addressing.window-bits', 'addressing.window-offset', 'addressing.dropped-bits', 'addressing.missing-fields'],
      [touch('A.store')],
      stores,
    ),
    fail(
      'cpu',
      'cpuA',
      ['A.dram', 'A.cpu', 'A.rc', 'A.pcie'],
      cpuText(c),
      has('fetch-payload') ? 'A3.payload-fetch' : 'A1.mmio',
      [
        'cpu.wc-store-bw',
        'cpu.pcie-store-bw',
        'cpu.pio-store-bw',
        'cpu.pio-load-bw',
        'cpu.rdma-bw',
        'cpu.ns-per-byte',
        'cpu.pio-cpu-ns',
        'cpu.rdma-cpu-ns',
        'cpu.cpu-ns-mib',
        'cpu.pio-mmio-bytes',
        'cpu.pio-readback-ns',
      ],
      [touch('A.buffer', 'cpu')],
    ),
    fail(
      'timeout',
      'cpuA',
      ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar', 'fabric'],
      timeoutText(c),
      'ACK.send',
      ['timeout.cto-default', 'timeout.rc-first', 'timeout.rc-vs-cto', 'timeout.rc-worst', 'timeout.all-ones-loads'],
      [],
      [pioLoadSet(s)],
    ),
    fail(
      'protection',
      'hcaB',
      ['fabric', 'B.hca.port', 'B.hca.mtt'],
      protectionText(c),
      'B1.check',
      ['protection.checks-bypassed'],
      [touch('B.mtt')],
    ),
    fail('pinning', 'kernelB', ['B.hca.mtt', 'B.dram'], pinningText(c), 'SETUP.reg-mr-b', ['pinning.pages-unpinned'], [touch('B.pages')]),
    {
      id: 'MISCONCEPTION.compare',
      role: 'misconception-compare',
      phase: 'MISCONCEPTION',
      actor: 'apps',
      path: comparePath,
      span: after,
      text: compareText(c),
      counterpart: 'COMPLETION.cqe',
      figures: [],
      view: imagined(comparePath, {}, FAILURES, false),
    },
  ];
}

const WRITE_OF = new WeakMap<Scenario, Scenario>();

/**
 * The misconception is about an RDMA WRITE: "the CPU writes B's memory through
 * the BAR". For another operation or under a fault, it is shown for the plain
 * WRITE of the same message (the same object each time, so caches hold).
 */
export function misconceptionScenarioOf(s: Scenario): Scenario {
  if (s.op === 'write' && s.fault.kind === 'none') return s;
  let w = WRITE_OF.get(s);
  if (!w) {
    w = { ...s, op: 'write', fault: NO_FAULT, post: s.post };
    WRITE_OF.set(s, w);
  }
  return w;
}
