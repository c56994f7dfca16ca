import type { HostId, Step, Trace } from '../trace/types';
import type { CodeAnchor } from './codeAnchor';

/** Where one host's program is at a step: the calls that cause it, or the call its CPU waits in, or neither. */
export interface HostFocus {
  /** The program's calls that cause this step (lit in the Code view). */
  run: readonly CodeAnchor[];
  /** The call the host's CPU sits in while the hardware works (spinning in ibv_poll_cq, blocked on the socket). */
  wait: CodeAnchor | null;
}

/**
 * Both programs at one step; `hardware`: no line of the program causes it: the HCAs, the links and the switches do
 * it all (on soft-RoCE, the hosts' kernels, the NICs, the links and the switches: kernelOf names the kernel).
 */
export interface CodeFocus {
  A: HostFocus;
  B: HostFocus;
  hardware: boolean;
}

const NONE: readonly CodeAnchor[] = [];
const BOTH = (run: readonly CodeAnchor[]) => ({ A: run, B: run });

/** The calls a step's role and actor say caused it, per host. */
function runOf(t: Trace, step: Step): { A: readonly CodeAnchor[]; B: readonly CodeAnchor[] } {
  switch (step.role) {
    case 'register-memory': {
      const host: HostId = step.actor === 'kernelA' ? 'A' : 'B';
      // Registering again after the exchange is the bad-rkey fault's re-registration.
      const exchanged = t.steps.some((x) => x.role === 'exchange-keys' && x.index < step.index);
      const call: CodeAnchor = exchanged ? 'rereg-mr' : 'reg-mr';
      return host === 'A' ? { A: [call], B: NONE } : { A: NONE, B: [call] };
    }
    case 'create-qps':
      return BOTH(['create-cq', 'create-qp']);
    case 'exchange-keys':
      return BOTH(['exchange']);
    case 'connect-qps':
      return BOTH(['modify-init', 'modify-rtr', 'modify-rts']);
    case 'post-recv':
      return { A: NONE, B: ['post-recv'] };
    case 'build-wqe':
    case 'write-doorbell-record':
    case 'post-mmio':
    // soft-RoCE: the ring's producer index, the write() system call, and the kernel's requester that runs inside it.
    case 'publish-wqe':
    case 'post-syscall':
    case 'kernel-requester':
      return { A: ['post-send'], B: NONE };
    case 'cpu-copy':
    case 'build-packets':
      return inPostSyscall(t, step) ? { A: ['post-send'], B: NONE } : { A: NONE, B: NONE };
    case 'poll-completion':
      return { A: ['poll-cq'], B: NONE };
    case 'responder-poll':
      return { A: NONE, B: ['poll-cq'] };
    default:
      return { A: NONE, B: NONE };
  }
}

/**
 * On soft-RoCE, the first round's payload copies and packets of A's message are made inside ibv_post_send's write():
 * rxe_post_send runs the requester at once in the calling thread (Linux v6.8 rxe_verbs.c rxe_post_send L914-L947,
 * rxe_task.c rxe_run_task L237-L253). A resend runs later, from a timer or a kernel worker.
 */
function inPostSyscall(t: Trace, step: Step): boolean {
  return t.machine === 'rxe' && step.actor === 'kernelA' && (step.round ?? 0) === 0;
}

const firstIndex = (t: Trace, pick: (s: Step) => boolean): number => t.steps.find(pick)?.index ?? -1;
/** The last step a call of one host's program causes (-1: none). */
const lastCausedBy = (t: Trace, host: HostId, anchor: CodeAnchor): number =>
  t.steps.reduce((last, s) => (runOf(t, s)[host].includes(anchor) ? s.index : last), -1);

/**
 * Which calls cause step `index`, and where each CPU waits. After ibv_post_send returns (after its last step: the
 * BAR store, or on soft-RoCE the requester inside its write()), A's CPU spins in ibv_poll_cq until its poll step (or
 * to the end, unsignaled). After its setup, B's CPU waits: for its late receive's cue, in its own ibv_poll_cq (SEND,
 * WRITE with immediate), or blocked on the socket (WRITE, READ).
 */
export function codeFocusOf(t: Trace, index: number): CodeFocus {
  const step = t.steps[index];
  const run = runOf(t, step);
  const posted = lastCausedBy(t, 'A', 'post-send');
  const polledA = firstIndex(t, (s) => s.role === 'poll-completion');
  const setupDoneB = Math.max(...t.steps.filter((s) => s.phase === 'SETUP').map((s) => s.index));
  const lateRecv = firstIndex(t, (s) => s.role === 'post-recv' && s.phase !== 'SETUP');
  const polledB = firstIndex(t, (s) => s.role === 'responder-poll');
  const consumesRecv = t.scenario.op === 'send' || t.scenario.op === 'write-imm';
  const waitA: CodeAnchor | null =
    run.A.length === 0 && posted >= 0 && index > posted && (polledA < 0 || index < polledA) ? 'poll-cq' : null;
  let waitB: CodeAnchor | null = null;
  if (run.B.length === 0 && index > setupDoneB && (polledB < 0 || index < polledB)) {
    if (lateRecv >= 0 && index < lateRecv) waitB = 'wait-posted';
    else waitB = consumesRecv ? 'poll-cq' : 'wait-done';
  }
  return { A: { run: run.A, wait: waitA }, B: { run: run.B, wait: waitB }, hardware: run.A.length === 0 && run.B.length === 0 };
}

/** The steps a call causes on a host, in order (the Code view marks them beside the line; a click goes to the first). */
export function stepsOfAnchor(t: Trace, host: HostId, anchor: CodeAnchor): number[] {
  return t.steps.filter((s) => runOf(t, s)[host].includes(anchor)).map((s) => s.index);
}

/** On soft-RoCE, the host whose kernel does a step that no line of the program causes (its rxe driver); else null. */
export function kernelOf(t: Trace, index: number): HostId | null {
  const step = t.steps[index];
  if (t.machine !== 'rxe' || !codeFocusOf(t, index).hardware) return null;
  return step.actor === 'kernelA' ? 'A' : step.actor === 'kernelB' ? 'B' : null;
}
