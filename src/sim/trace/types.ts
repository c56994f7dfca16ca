import type { Msg } from '../../i18n/msg';
import type { Field } from '../bytes/field';
import type { FailureId } from '../misconception/types';
import type { Machine, Scenario } from '../scenario/types';
import type { Cite } from '../sources/cite';
import type { ArtifactKind, ArtifactType } from './artifactTypes';
import type { CheckId } from './checkId';
import type { Place } from './places';
import type { TransferPlan } from './plan';
import type { TraceState } from './state';
import type { Timeline } from './timeline';

export type { ArtifactKind, ArtifactType } from './artifactTypes';

/** The numbering of the classic explanation (A1..A3, B1..B4) plus the parts it leaves out. */
/** 'MISCONCEPTION' marks the misconception trace's failure steps; the real trace never uses it. */
/** 'RESPONSE' holds a READ's responses on their way back and into A's memory; 'RETRY' what follows a loss or a NAK. */
export const PHASES = [
  'SETUP',
  'A1',
  'A2',
  'A3',
  'FABRIC',
  'B1',
  'B2',
  'B3',
  'B4',
  'RESPONSE',
  'ACK',
  'RETRY',
  'COMPLETION',
  'MISCONCEPTION',
] as const;
export type Phase = (typeof PHASES)[number];

/** Who acts in a step. B's CPU never appears on the data path of a WRITE: that is the point. */
export type Actor =
  | 'cpuA'
  | 'cpuB'
  | 'kernelA'
  | 'kernelB'
  | 'apps'
  | 'rootComplexA'
  | 'hcaA'
  | 'switch'
  | 'cable'
  | 'hcaB'
  | 'rootComplexB'
  // GPUDirect RDMA: a host's GPU, which answers the HCA's reads of its memory and takes its writes at BAR1.
  | 'gpuA'
  | 'gpuB'
  // soft-RoCE: the hosts' ordinary Ethernet NICs, which move frames and know nothing of RDMA.
  | 'nicA'
  | 'nicB';

export type HostId = 'A' | 'B';

/** One concrete thing with bytes: a WQE, a TLP, a packet, a CQE, a write into memory. */
export interface Artifact {
  /** Exactly what it is (a TLP's Fmt/Type, a packet's BTH opcode): the field views switch on. */
  type: ArtifactType;
  /** The host whose PCIe link or memory it is on; for packets, the sender. */
  host: HostId;
  label: Msg;
  bytes: Uint8Array;
  fields: Field[];
  /** Address the bytes go to or come from, where there is one (MMIO, TLP, memory write). */
  address?: bigint;
  /** When it starts moving on the simulated clock. */
  timeNs?: number;
  /** Part of the misconception's imagined design: it never exists. */
  imagined?: boolean;
  /** An ACKNOWLEDGE packet: which answer its AETH carries (views caption ACK and NAK apart). */
  answer?: 'ack' | 'nak-psn' | 'nak-rnr' | 'nak-access';
  /** Damaged in a switch on the way: its ICRC no longer matches. */
  damaged?: boolean;
  /** A packet: the same packet encoded as native IB and as RoCEv2, built on demand (the byte-diff view). */
  encapsulations?: () => Encapsulations;
}

/** One packet's bytes and fields under each link layer. */
export interface Encapsulations {
  ib: { bytes: Uint8Array; fields: Field[] };
  roce: { bytes: Uint8Array; fields: Field[] };
}

/**
 * A run of artifacts of one family, built on demand: a 1 GiB write has
 * 262,144 packets and millions of TLPs, so a step holds a count and a way to
 * build the i-th one, never the whole list.
 */
export interface ArtifactSet {
  kind: ArtifactKind;
  host: HostId;
  /** What the run is, e.g. "RDMA WRITE packets". */
  label: Msg;
  count: number;
  /**
   * The run's size, known without building it: for TLPs the transaction-layer bytes (header + payload, without the
   * DW padding of an unaligned payload); for packets the bytes they hold the link for (src/sim/trace/exchange/wireSize.ts:
   * a RoCEv2 frame adds its preamble, SFD and inter-frame gap); otherwise Σ at(i).bytes.length. The link counters of the step that moves
   * the run come from this and `count` (src/sim/trace/linkCounters.ts); a property test checks it against the bytes.
   */
  bytes: number;
  at(i: number): Artifact;
}

/** One check the responder makes (B1), computed from the packet and B's state, with what it compared. */
export interface Check {
  /** Which check, as a closed set (tests and fault scenarios name them). */
  id: CheckId;
  name: Msg;
  expected: Msg;
  actual: Msg;
  ok: boolean;
  /**
   * What the row shows: passed, failed, a duplicate PSN (acknowledged, not executed), or not reached because an
   * earlier row decided the packet's fate (soft-RoCE stops at its PSN check for a duplicate: rxe_resp.c check_psn).
   */
  verdict: 'pass' | 'fail' | 'duplicate' | 'not-reached';
  /** Why the check exists / what happens on failure. */
  why: Msg;
  /** The public sources the check rests on (src/sim/sources/sourceTable.ts). */
  source: Cite;
}

export interface StepText {
  title: Msg;
  /** Two to four plain sentences. */
  summary: Msg[];
  /** Where the common simplification is wrong: what really happens. */
  reality?: Msg;
  /** Public sources of the claims in this text (shown as footnotes), e.g. cite(['linux.mlx5.uar-mmap']). */
  sources?: Cite[];
  /** Short panels beside the text (when each post path is taken; what a completion means). */
  asides?: Aside[];
}

/** A short panel: a title and a few points. `kind` says which one it is (views style it, tests find it). */
export interface Aside {
  kind: 'post-paths' | 'completion-meaning';
  title: Msg;
  points: Msg[];
}

/**
 * What a step does, as a closed set. Steps are found, counted and exported by
 * role; the id is only a stable name for links and the title is for people.
 */
export type StepRole =
  | 'register-memory'
  | 'create-qps'
  | 'exchange-keys'
  | 'connect-qps'
  | 'build-wqe'
  | 'write-doorbell-record'
  | 'post-mmio'
  | 'mmio-tlp'
  | 'fetch-wqe'
  | 'fetch-payload'
  | 'build-packets'
  | 'transmit'
  | 'switch-forward'
  | 'cable'
  | 'responder-check'
  | 'translate'
  | 'pcie-write'
  | 'place-data'
  | 'acknowledge'
  | 'nak'
  | 'timeout'
  | 'rnr-wait'
  | 'post-recv'
  | 'fetch-recv-wqe'
  | 'read-memory'
  | 'requester-check'
  | 'write-completion'
  | 'poll-completion'
  | 'responder-completion'
  | 'responder-poll'
  | 'imagined-map'
  | 'imagined-store'
  | 'imagined-tlp'
  | 'imagined-forward'
  | 'imagined-place'
  | 'imagined-load'
  | 'misconception-failure'
  | 'misconception-compare'
  // soft-RoCE (preset rxe): the steps a hardware HCA does not have.
  | 'publish-wqe'
  | 'post-syscall'
  | 'kernel-requester'
  | 'cpu-copy'
  | 'nic-receive';

/** Memory the views can light: what lives in host memory, in BAR0, or in B's memory region. */
export type MemObject =
  | 'A.sq'
  | 'A.cq'
  | 'A.dbr'
  | 'A.buffer'
  | 'A.uar'
  | 'A.doorbell'
  | 'A.window'
  | 'A.store'
  | 'B.mr'
  | 'B.mtt'
  | 'B.pages'
  | 'B.rq'
  | 'B.cq';

/** A step touching memory: by the CPU through its virtual address, or on the bus by physical (or IO-virtual) address. */
export interface MemTouch {
  object: MemObject;
  by: 'cpu' | 'bus';
}

/**
 * How what moves is drawn:
 * - `none`: nothing moves;
 * - `command`: an arrow for a command or message that carries no bytes of the transfer (setup);
 * - `single`: the first set moves along the route;
 * - `stream`: a pipelined stream of packets over the whole cable;
 * - `request-response`: the first set goes up the route backwards (read requests), the second comes down;
 * - `write-through-rc`: the first set (TLPs) reaches the root complex, the second (memory writes) goes on;
 * - `window`: the misconception's imagined path through BAR0 onto B's memory.
 */
export type Motion = 'none' | 'command' | 'single' | 'stream' | 'request-response' | 'write-through-rc' | 'window';

/** What the views need to draw a step, set by the step builders: views read these, never a label or an id. */
export interface StepView {
  motion: Motion;
  /** The places drawn, in order. */
  route: readonly Place[];
  /** For a step on the cable: the stretch it covers, in nodes (0 = A's port, 1..hops = switches, hops + 1 = B's port). */
  fabric?: { from: number; to: number };
  /** What moves: the step's own artifacts, or the ones it carries (a switch forwards the packets A sent). */
  moving: readonly ArtifactSet[];
  /** The caption of a `command` arrow. */
  caption?: Msg;
  /** Memory the step reads or writes. */
  touches: readonly MemTouch[];
  /** The misconception: the failures the step marks, and whether it labels them. */
  misconception?: { failures: readonly FailureId[]; labelled: boolean };
  /** A `stream`'s pipeline: the spacing of departures, each packet's time in flight, and which way it runs. */
  stream?: { intervalNs: number; flightNs: number; toward: HostId };
  /** The artifact the bytes panel opens on: the one the step's text is about (default: the first set's first). */
  focus?: { set: number; item: number };
  /** Something goes wrong in this step, drawn where it happens: a packet lost on a link, dropped by an HCA, or refused by its checks. */
  mark?: { kind: 'lost' | 'damaged' | 'dropped' | 'refused' | 'timer'; at: Place };
}

export interface Step {
  index: number;
  /** Stable across scenarios (deep links and "stay on the same step" use it); never read by the views. */
  id: string;
  role: StepRole;
  phase: Phase;
  actor: Actor;
  /** The round of the exchange the step belongs to (0 = first transmission); absent for setup, the post and the completions. */
  round?: number;
  /** Where the step's artifacts start and end, and the components they pass. */
  from: Place;
  to: Place;
  path: Place[];
  startNs: number;
  endNs: number;
  artifacts: ArtifactSet[];
  text: StepText;
  checks?: Check[];
  view: StepView;
  /** Counters and memory after this step. */
  state: TraceState;
  /** In the misconception's trace: the id of the real step this one stands in for (toggling keeps the place). */
  counterpart?: string;
  /** In the misconception's trace: the figures its panel shows. */
  figures?: readonly string[];
  /**
   * In a capture's walk: a packet of the reader's capture (its Wireshark frame number), or a step no capture can show,
   * told by the model of the inferred scenario. Absent in a model trace.
   */
  origin?: StepOrigin;
}

/** Where a step of a capture's walk comes from (src/sim/capture/walk/capturedTrace.ts). */
export type StepOrigin = { kind: 'captured'; frame: number } | { kind: 'inferred' };

/** A packet of a capture's walk, timed: its real time and the model's time for the packet in the same place. */
export interface CapturedTiming {
  frame: number;
  from: HostId;
  opcode: number;
  psn: number;
  /** Nanoseconds since the message's first packet in the capture. */
  realNs: number;
  /** Nanoseconds since the model's first packet, for the model's packet in the same place; null where the model sends none. */
  modelNs: number | null;
  /** The model's packet in the same place, built on demand (the field-by-field comparison); null where there is none. */
  modelPacket: (() => Artifact) | null;
  /** Where the first header both have starts, in the captured bytes and in the model's packet (src/sim/capture/modelDiff.ts). */
  diffAt: { real: number; model: number };
}

/** What a trace walked from a capture says of its source. */
export interface TraceCapture {
  file: string;
  /** The message's number in the capture's overview (from 1). */
  message: number;
  packets: readonly CapturedTiming[];
  /** Scenario keys the capture could not give (the model's defaults are used there). */
  notInCapture: readonly string[];
}

export interface Trace {
  scenario: Scenario;
  /** Who plays the HCA: a ConnectX card, or soft-RoCE (the kernel's rxe driver on each host's CPU). Views switch on it. */
  machine: Machine;
  steps: Step[];
  /** How the message splits and where everything lives (addresses, pieces). */
  plan: TransferPlan;
  /** When everything happens, per packet as well as per step. */
  timeline: Timeline;
  /** A capture's walk: the file and message it comes from, and its packets' real times (absent in a model trace). */
  capture?: TraceCapture;
}
