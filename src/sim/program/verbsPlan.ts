import type { Fault, Machine, Op } from '../scenario/values';
import { traceFacts } from '../trace/claims/stepFacts';
import { RECV_MAX_SGE } from '../trace/plan';
import { qpAccessFor } from '../trace/responder/responderState';
import type { Trace } from '../trace/types';
import { accessFlagNames, IBV_WC_OPCODE_A, IBV_WC_OPCODE_B, IBV_WR_OPCODE, ibvMtu } from './verbsNames';

/**
 * retry_cnt and rnr_retry are 3-bit QP attributes (rdma-core libibverbs/man/ibv_modify_qp.3). retry_cnt counts the
 * retries after an ACK timeout or a sequence-error NAK; rnr_retry 7 means "retry for ever" (IBTA Vol 1 12.7.38,
 * the RNR retry counter). The model never exhausts either, so the program asks for the most.
 */
export const RETRY_CNT = 7;
export const RNR_RETRY = 7;
/** One READ outstanding (A, max_rd_atomic) and one served at a time (B, max_dest_rd_atomic): the trace has one. */
export const READ_DEPTH = 1;
/** Work requests and CQEs the program's queues hold: it posts one of each, so any small depth serves. */
export const QUEUE_DEPTH = 16;

/** A completion a host's program reads from ibv_poll_cq: wc.status, and wc.opcode where verbs defines it (success). */
export interface WcExpect {
  status: string;
  /** Only valid for a successful completion (ibv_poll_cq(3): on error only wr_id, status, qp_num and vendor_err are). */
  opcode: string | null;
}

/**
 * What the application's program passes to libibverbs for this trace: the access flags, the QP attributes, the
 * work request and the completions it will read. Read from the scenario and from the trace itself (the CQEs'
 * statuses come from the CQE bytes the trace builds, via traceFacts: a ConnectX CQE's syndrome, or the status in
 * rxe's struct ib_uverbs_wc), so the program and the steps agree on either machine.
 */
export interface VerbsPlan {
  /**
   * Who runs the verbs under the program: a ConnectX card with libmlx5, or soft-RoCE (librxe and the kernel's rxe
   * driver). The C is the same on both; the comments say what each machine does.
   */
  machine: Machine;
  op: Op;
  /** The scenario's fault kind ('none' without one): the program's file name says it. */
  fault: Fault['kind'];
  messageBytes: number;
  transport: 'ib' | 'rocev2';
  /** A's buffer: the source of a WRITE or SEND (local read is always allowed), the destination of a READ. */
  mrA: { access: string[] };
  /** B's buffer as registered: its access, and how much of it (the out-of-bounds fault registers half). */
  mrB: { access: string[]; length: number };
  /** B deregisters and registers its buffer again after the exchange (the bad-rkey fault): A's rkey is stale. */
  reregB: boolean;
  /** qp_access_flags at INIT: what remote operations each QP accepts. */
  qpAccessA: string[];
  qpAccessB: string[];
  cap: { maxSendWr: number; maxRecvWr: number; maxSendSge: number; maxRecvSge: number; maxInlineData: number };
  pathMtu: string;
  /** A's first PSN: A's sq_psn and B's rq_psn. */
  psnA: number;
  timeout: number;
  retryCnt: number;
  rnrRetry: number;
  minRnrTimer: number;
  maxRdAtomic: number;
  maxDestRdAtomic: number;
  wr: { opcode: string; sendFlags: string[]; numSge: 0 | 1; imm: number | null; remote: boolean };
  /**
   * libmlx5's posting path, chosen by the environment before the device is opened (doorbell: MLX5_SHUT_UP_BF=1).
   * soft-RoCE has one path for every post (the ring, then write()); the program still sets the variable in doorbell
   * mode, which librxe never reads.
   */
  post: 'doorbell' | 'blueflame' | 'inline';
  /** B's receive: none needed, posted before A posts, or posted late (after A's first packet met an RNR NAK). */
  recv: 'none' | 'before' | 'late';
  wcA: WcExpect | null;
  wcB: WcExpect | null;
  /** A fault the network injects (a lost or damaged packet): no line of the program causes it. */
  networkFault: Fault | null;
}

export function verbsPlanOf(t: Trace): VerbsPlan {
  const s = t.scenario;
  const f = traceFacts(t);
  const b = t.plan.responder;
  const mr = b.mrs[0];
  const read = s.op === 'read';
  const consumesRecv = s.op === 'send' || s.op === 'write-imm';
  return {
    machine: t.machine,
    op: s.op,
    fault: s.fault.kind,
    messageBytes: s.messageBytes,
    transport: s.transport,
    mrA: { access: accessFlagNames({ localWrite: read, remoteWrite: false, remoteRead: false }) },
    mrB: { access: accessFlagNames(mr.access), length: mr.length },
    reregB: mr.key !== s.rkey,
    qpAccessA: [],
    // The remote operation B's QP accepts, as the connect step says (a SEND needs none): ibv_modify_qp(3), qp_access_flags.
    qpAccessB: accessFlagNames(qpAccessFor(s.op)),
    cap: {
      maxSendWr: QUEUE_DEPTH,
      maxRecvWr: QUEUE_DEPTH,
      maxSendSge: 1,
      maxRecvSge: RECV_MAX_SGE,
      maxInlineData: s.post === 'inline' ? s.messageBytes : 0,
    },
    pathMtu: ibvMtu(s.pathMtu),
    psnA: s.startPsn,
    timeout: s.ackTimeout,
    retryCnt: RETRY_CNT,
    rnrRetry: RNR_RETRY,
    minRnrTimer: s.minRnrTimer,
    maxRdAtomic: read ? READ_DEPTH : 0,
    maxDestRdAtomic: read ? READ_DEPTH : 0,
    wr: {
      opcode: IBV_WR_OPCODE[s.op],
      sendFlags: [...(s.signaled ? ['IBV_SEND_SIGNALED'] : []), ...(s.post === 'inline' ? ['IBV_SEND_INLINE'] : [])],
      numSge: s.messageBytes > 0 ? 1 : 0,
      imm: s.op === 'write-imm' ? s.immData : null,
      remote: s.op !== 'send',
    },
    post: s.post,
    recv: consumesRecv ? (s.recvPosted ? 'before' : 'late') : 'none',
    wcA: f.cqeA && { status: f.cqeA.status, opcode: f.cqeA.ok ? IBV_WC_OPCODE_A[s.op] : null },
    wcB: f.cqeB && { status: f.cqeB.status, opcode: f.cqeB.ok ? (IBV_WC_OPCODE_B[s.op] ?? null) : null },
    networkFault: s.fault.kind === 'drop' || s.fault.kind === 'corrupt-icrc' ? s.fault : null,
  };
}
