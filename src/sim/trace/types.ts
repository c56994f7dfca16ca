import type { Text } from '../../i18n/msg';
import type { Field } from '../bytes/field';
import type { Scenario } from '../scenario/types';
import type { Place } from './places';
import type { TraceState } from './state';
import type { TransferPlan } from './plan';
import type { Timeline } from './timeline';

/** The numbering of the classic explanation (A1..A3, B1..B4) plus the parts it leaves out. */
/** 'MYTH' marks the misconception trace's failure steps; the real trace never uses it. */
export const PHASES = ['SETUP', 'A1', 'A2', 'A3', 'FABRIC', 'B1', 'B2', 'B3', 'B4', 'ACK', 'COMPLETION', 'MYTH'] as const;
export type Phase = (typeof PHASES)[number];

/** Who acts in a step. B's CPU never appears on the data path: that is the point. */
export type Actor = 'cpuA' | 'kernelA' | 'kernelB' | 'apps' | 'rootComplexA' | 'hcaA' | 'switch' | 'cable' | 'hcaB' | 'rootComplexB';

export const ARTIFACT_KINDS = ['wqe', 'doorbell-record', 'mmio', 'tlp', 'ib', 'cqe', 'memory-write'] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

export type HostId = 'A' | 'B';

/** One concrete thing with bytes: a WQE, a TLP, a packet, a CQE, a write into memory. */
export interface Artifact {
  kind: ArtifactKind;
  /** The host whose PCIe link or memory it is on; for IB packets, the sender. */
  host: HostId;
  label: Text;
  bytes: Uint8Array;
  fields: Field[];
  /** Address the bytes go to or come from, where there is one (MMIO, TLP, memory write). */
  address?: bigint;
  /** When it starts moving on the simulated clock. */
  timeNs?: number;
}

/**
 * A run of artifacts of one kind, built on demand: a 1 GiB write has 262,144
 * packets and millions of TLPs, so a step holds a count and a way to build the
 * i-th one, never the whole list.
 */
export interface ArtifactSet {
  kind: ArtifactKind;
  host: HostId;
  /** What the run is, e.g. "RDMA WRITE packets". */
  label: Text;
  count: number;
  at(i: number): Artifact;
}

/** One check the responder makes (B1), with what it compared. */
export interface Check {
  name: Text;
  expected: Text;
  actual: Text;
  ok: boolean;
  /** Why the check exists / what happens on failure. */
  why: Text;
  /** Fact sheet source tag. */
  source: string;
}

export interface StepText {
  title: Text;
  /** Two to four plain sentences. */
  summary: Text[];
  /** Where the common simplification is wrong: what really happens. */
  reality?: Text;
  /** Fact-sheet sources of the claims in this text (shown as footnotes), e.g. "fact sheet 2.2 [K-mlx5 main.c]". */
  sources?: string[];
}

export interface Step {
  index: number;
  /** Stable across scenarios (deep links and "stay on the same step" use it). */
  id: string;
  phase: Phase;
  title: Text;
  actor: Actor;
  /** Where the step's artifacts start and end, and the components they pass. */
  from: Place;
  to: Place;
  path: Place[];
  startNs: number;
  endNs: number;
  artifacts: ArtifactSet[];
  text: StepText;
  checks?: Check[];
  /** Counters and memory after this step. */
  state: TraceState;
  /** In the misconception's trace: the id of the real step this one stands in for (toggling keeps the place). */
  counterpart?: string;
}

export interface Trace {
  scenario: Scenario;
  steps: Step[];
  /** How the message splits and where everything lives (addresses, pieces). */
  plan: TransferPlan;
  /** When everything happens, per packet as well as per step. */
  timeline: Timeline;
}
