import { decodeIbPacket } from '../../ib/packet';
import { decodeCqe } from '../../mlx5/cqe';
import type { WcStatusName } from '../../mlx5/errorCqe';
import { decodeRoceV2Packet } from '../../roce/roceV2Packet';
import { IB_WC_SUCCESS } from '../../rxe/constants';
import { decodeRxeCqe } from '../../rxe/cqe';
import type { Machine, Op } from '../../scenario/types';
import type { CheckId } from '../checkId';
import type { TransferPlan } from '../plan';
import type { MemoryRegion } from '../responder/responderState';
import { statusName } from '../rxe/rxeArtifacts';
import type { Artifact, Step, StepRole, Trace } from '../types';

/** How a CQE a host's HCA wrote ends: success, an error status, or a flushed WQE. */
export interface CqeFacts {
  ok: boolean;
  status: WcStatusName | 'IBV_WC_SUCCESS';
}

/**
 * What the finished trace says happened, read from its steps, their state and
 * their artifacts' bytes (not from the choices that built them), so that a
 * sentence can be checked against it.
 */
export interface TraceFacts {
  /** Who plays the HCA: a ConnectX card, or soft-RoCE's kernel driver (preset rxe). */
  machine: Machine;
  /** System calls host A's process made in the transfer (soft-RoCE: one write() per ibv_post_send). */
  syscallsA: number;
  op: Op;
  transport: 'ib' | 'rocev2';
  messageBytes: number;
  packets: number;
  signaled: boolean;
  iommu: boolean;
  /** Where each host's buffer is (GPUDirect RDMA: in its GPU's memory), and how a GPU reaches its HCA. */
  memA: 'host' | 'gpu';
  memB: 'host' | 'gpu';
  p2pPath: 'switch' | 'root-complex';
  /** Who posts A's work request and rings HCA A's doorbell: A's CPU, or a GPU thread (IBGDA). */
  initiator: 'cpu' | 'gpu';
  switchHops: number;
  /** The fault the scenario injects (configuration is part of the trace). */
  fault: Trace['scenario']['fault']['kind'];
  /** How A's CPU hands the WQE over: a BlueFlame copy, or the 8-byte doorbell alone (with BlueFlame shut off). */
  post: Trace['scenario']['post'];
  /** Rounds of transmission the exchange took (1 without a retransmission). */
  rounds: number;
  /** HCA A's DMA reads of the payload, one per round that sends data from A's memory. */
  payloadFetches: number;
  /** The CPU copied the payload into the WQE (inline). */
  inlineCopy: boolean;
  /** The CPU's MMIO through the BAR: one 8-B doorbell, or the whole WQE (BlueFlame). */
  mmioBytes: number;
  wqeFetchedByDma: boolean;
  /** Bytes of the message HCA B wrote into B's memory (a WRITE or SEND), or HCA A into A's (a READ). */
  bytesPlaced: number;
  /** B's memory read for a READ's data. */
  bReadsMemory: boolean;
  /** A's completion, as its CQE says (null: unsignaled and successful, no CQE). */
  cqeA: CqeFacts | null;
  /** B's completion (SEND, WRITE with immediate), as its CQE says. */
  cqeB: CqeFacts | null;
  /** A check HCA B's table marks failed at a refused request, and which. */
  refusedAt: CheckId | null;
  /** B's CPU acts during the transfer (not counting setup): it posts a late receive or polls a completion. */
  cpuBActs: boolean;
  /** B read a receive WQE by DMA. */
  recvWqeRead: boolean;
  /** Answers B sent: their AETH syndromes, in order. */
  answerSyndromes: number[];
  /** MSN carried by READ responses with an AETH, and by B's ACKs. */
  responseMsns: number[];
  ackMsns: number[];
  roles: ReadonlySet<StepRole>;
  /** B's memory region, as HCA B's MKey context holds it, and the rkey A was given. */
  mrB: MemoryRegion;
  rkeyA: number;
  /** HCA A's BAR0 lies above 4 GiB (its TLPs take 4-DW headers). */
  barAbove4G: boolean;
  /** The plan of the trace (for the misconception: of the real WRITE it stands beside). */
  plan: TransferPlan;
  /** B's CPU acted during the transfer (not in setup) before step `index`. */
  cpuBStepsBefore(index: number): boolean;
  /** HCA A accepted some READ response in this round. */
  responsesArrivedIn(round: number | null): boolean;
}

/** The facts about one step, with the trace's. */
export interface StepFacts extends TraceFacts {
  step: Step;
  role: StepRole;
  /** The round of the exchange the step belongs to (null for setup, the post and the completions). */
  round: number | null;
  /** HCA A reads the payload by DMA in this step's round. */
  roundFetchesPayload: boolean;
  /** HCA A reads the payload again in a later round. */
  laterFetch: boolean;
  /** The step's checks: which failed (null when none did). */
  failedCheck: CheckId | null;
  /** The step's first artifact, built (its bytes and fields), when it has one. */
  firstArtifact: Artifact | null;
}

const factCache = new WeakMap<Trace, TraceFacts>();

function cqeFacts(t: Trace, role: StepRole): CqeFacts | null {
  const step = t.steps.find((s) => s.role === role);
  const cqe = step?.artifacts.map((a) => (a.count > 0 ? a.at(0) : null)).find((a): a is Artifact => a !== null && a.type === 'cqe');
  if (!cqe) return null;
  if (t.machine === 'rxe') {
    const r = decodeRxeCqe(cqe.bytes);
    return r.status === IB_WC_SUCCESS
      ? { ok: true, status: 'IBV_WC_SUCCESS' }
      : { ok: false, status: statusName(r.status) as WcStatusName };
  }
  const d = decodeCqe(cqe.bytes);
  return d.kind === 'error' ? { ok: false, status: d.wcStatus } : { ok: true, status: 'IBV_WC_SUCCESS' };
}

/** The AETH of an ACKNOWLEDGE or READ RESPONSE packet, decoded from its bytes. */
function aethOf(t: Trace, a: Artifact): { syndrome: number; msn: number } | null {
  const d = t.scenario.transport === 'rocev2' ? decodeRoceV2Packet(a.bytes, { fcs: true }) : decodeIbPacket(a.bytes);
  return d.aeth ?? null;
}

/** Facts about the whole trace, computed once per trace. */
export function traceFacts(t: Trace): TraceFacts {
  const hit = factCache.get(t);
  if (hit) return hit;
  const s = t.scenario;
  const steps = t.steps;
  const last = steps[steps.length - 1]?.state;
  const answerSyndromes: number[] = [];
  const ackMsns: number[] = [];
  const responseMsns: number[] = [];
  for (const st of steps) {
    if (st.role === 'acknowledge' || st.role === 'nak') {
      for (const set of st.artifacts) {
        for (const i of set.count > 2 ? [0, set.count - 1] : Array.from({ length: set.count }, (_, j) => j)) {
          const a = aethOf(t, set.at(i));
          if (!a) continue;
          answerSyndromes.push(a.syndrome);
          if (st.role === 'acknowledge') ackMsns.push(a.msn);
        }
      }
    }
    if (st.role === 'transmit' && s.op === 'read' && st.artifacts[0]?.host === 'B') {
      const set = st.artifacts[0];
      for (const i of set.count > 1 ? [0, set.count - 1] : [0]) {
        const a = aethOf(t, set.at(i));
        if (a) responseMsns.push(a.msn);
      }
    }
  }
  const first = (role: StepRole) => steps.find((x) => x.role === role);
  const mmio = first('post-mmio');
  // An access refusal: the failed check of a request whose completion on A is an error.
  const cqeA = cqeFacts(t, 'write-completion');
  const refused = cqeA?.ok === false ? steps.flatMap((x) => (x.role === 'responder-check' ? (x.checks ?? []) : [])) : [];
  const facts: TraceFacts = {
    machine: t.machine,
    syscallsA: last?.A.syscalls ?? 0,
    op: s.op,
    transport: s.transport,
    messageBytes: s.messageBytes,
    packets: t.plan.packets,
    signaled: s.signaled,
    iommu: s.iommu,
    memA: s.memA,
    memB: s.memB,
    p2pPath: s.p2pPath,
    initiator: s.initiator,
    switchHops: s.ib.switchHops,
    fault: s.fault.kind,
    post: s.post,
    rounds: t.plan.exchange.rounds.length,
    payloadFetches: steps.filter((x) => x.role === 'fetch-payload').length,
    inlineCopy: (last?.A.cpuCopyBytes ?? 0) > 0,
    // What was stored through HCA A's BAR, by A's CPU or (IBGDA) by a GPU thread: the MMIO step's own stores.
    mmioBytes: mmio ? mmio.artifacts.filter((a) => a.kind === 'mmio').reduce((n, set) => n + set.bytes, 0) : 0,
    wqeFetchedByDma: steps.some((x) => x.role === 'fetch-wqe'),
    bytesPlaced: s.op === 'read' ? (last?.memory.landedBytesA ?? 0) : (last?.memory.landedBytesB ?? 0),
    bReadsMemory: steps.some((x) => x.role === 'read-memory'),
    cqeA,
    cqeB: cqeFacts(t, 'responder-completion'),
    refusedAt: refused.find((c) => !c.ok)?.id ?? null,
    cpuBActs: steps.some((x) => x.actor === 'cpuB' && x.phase !== 'SETUP'),
    recvWqeRead: steps.some((x) => x.role === 'fetch-recv-wqe'),
    answerSyndromes,
    responseMsns,
    ackMsns,
    roles: new Set(steps.map((x) => x.role)),
    mrB: t.plan.responder.mrs[0],
    rkeyA: s.rkey,
    barAbove4G: t.plan.addr.doorbell >= 1n << 32n,
    plan: t.plan,
    cpuBStepsBefore: (index) => steps.some((x) => x.actor === 'cpuB' && x.phase !== 'SETUP' && x.index < index),
    responsesArrivedIn: (round) => {
      const r = round === null ? undefined : t.plan.exchange.rounds[round];
      return r !== undefined && r.accepted[1] > r.accepted[0];
    },
  };
  factCache.set(t, facts);
  return facts;
}

/** Facts about one step of a trace. */
export function stepFacts(t: Trace, step: Step): StepFacts {
  const f = traceFacts(t);
  const round = step.round ?? null;
  const fetchRounds = t.steps.filter((x) => x.role === 'fetch-payload').map((x) => x.round ?? 0);
  const a0 = step.artifacts[0];
  return {
    ...f,
    step,
    role: step.role,
    round,
    roundFetchesPayload: round !== null && fetchRounds.includes(round),
    laterFetch: fetchRounds.some((r) => r > (round ?? -1)),
    failedCheck: step.checks?.find((c) => !c.ok)?.id ?? null,
    firstArtifact: a0 && a0.count > 0 ? a0.at(0) : null,
  };
}
