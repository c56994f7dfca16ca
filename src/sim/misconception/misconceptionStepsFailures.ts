import type { Place } from '../trace/places';
import type { Span } from '../trace/span';
import type { Actor, ArtifactSet, MemTouch, Phase, StepText, Trace } from '../trace/types';
import { pioLoadSet, pioTlpSet } from './misconceptionArtifacts';
import type { MisconceptionContext } from './misconceptionContext';
import { imagined, type MisconceptionSpec, touch } from './misconceptionStepSpec';
import { addressingText, compareText, cpuText, pinningText, protectionText, sizeText, timeoutText } from './misconceptionTextFailures';
import { FAILURES, type FailureId } from './types';

/** Phases of the failure steps: 'MISCONCEPTION', so the step list marks them as the imagined design failing. */
export const FAILURE_PHASE: Record<FailureId, Phase> = {
  size: 'MISCONCEPTION',
  addressing: 'MISCONCEPTION',
  cpu: 'MISCONCEPTION',
  timeout: 'MISCONCEPTION',
  protection: 'MISCONCEPTION',
  pinning: 'MISCONCEPTION',
};

/** What one failure step shows: where it breaks, its text, the real step it stands for, its figures. */
interface FailureShown {
  actor: Actor;
  path: Place[];
  text: StepText;
  counterpart: string;
  figures: readonly string[];
  touches: MemTouch[];
  artifacts?: ArtifactSet[];
}

/** One failure of the imagined design, shown once its path is over (`after`). */
function failureSpec(id: FailureId, after: Span, f: FailureShown): MisconceptionSpec {
  return {
    id: `MISCONCEPTION.fail.${id}`,
    role: 'misconception-failure',
    phase: FAILURE_PHASE[id],
    actor: f.actor,
    path: f.path,
    span: after,
    text: f.text,
    counterpart: f.counterpart,
    artifacts: f.artifacts,
    figures: f.figures,
    view: imagined(f.path, { touches: f.touches }, [id]),
  };
}

/** The six failures, one step each, in failure order, each naming the real step that does it right. */
export function failureSpecs(c: MisconceptionContext, after: Span): MisconceptionSpec[] {
  const { s, real } = c;
  const has = (role: Trace['steps'][number]['role']) => real.steps.some((x) => x.role === role);
  const stores = s.messageBytes > 0 ? [pioTlpSet(s)] : [];
  const shown: Record<FailureId, FailureShown> = {
    size: {
      actor: 'hcaA',
      path: ['A.hca.bar'],
      text: sizeText(c),
      counterpart: 'SETUP.connect',
      figures: ['size.window-fraction', 'size.windows-per-host', 'size.fabric-windows', 'size.message-windows'],
      touches: [touch('A.window')],
    },
    addressing: {
      actor: 'rootComplexA',
      path: ['A.rc', 'A.pcie', 'A.hca.bar'],
      text: addressingText(c),
      counterpart: 'A3.segment',
      figures: ['addressing.window-bits', 'addressing.window-offset', 'addressing.dropped-bits', 'addressing.missing-fields'],
      touches: [touch('A.store')],
      artifacts: stores,
    },
    cpu: {
      actor: 'cpuA',
      path: ['A.dram', 'A.cpu', 'A.rc', 'A.pcie'],
      text: cpuText(c),
      counterpart: has('fetch-payload') ? 'A3.payload-fetch' : 'A1.mmio',
      figures: [
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
      touches: [touch('A.buffer', 'cpu')],
    },
    timeout: {
      actor: 'cpuA',
      path: ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar', 'fabric'],
      text: timeoutText(c),
      counterpart: 'ACK.send',
      figures: ['timeout.cto-default', 'timeout.rc-first', 'timeout.rc-vs-cto', 'timeout.rc-worst', 'timeout.all-ones-loads'],
      touches: [],
      artifacts: [pioLoadSet(s)],
    },
    protection: {
      actor: 'hcaB',
      path: ['fabric', 'B.hca.port', 'B.hca.mtt'],
      text: protectionText(c),
      counterpart: 'B1.check',
      figures: ['protection.checks-bypassed'],
      touches: [touch('B.mtt')],
    },
    pinning: {
      actor: 'kernelB',
      path: ['B.hca.mtt', 'B.dram'],
      text: pinningText(c),
      counterpart: 'SETUP.reg-mr-b',
      figures: ['pinning.pages-unpinned'],
      touches: [touch('B.pages')],
    },
  };
  return FAILURES.map((id) => failureSpec(id, after, shown[id]));
}

/** The last step: the two designs side by side, every failure marked. */
export function compareSpec(c: MisconceptionContext, after: Span): MisconceptionSpec {
  const comparePath: Place[] = ['A.cpu', 'A.hca.engine', 'fabric', 'B.hca.engine', 'B.dram'];
  return {
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
  };
}
