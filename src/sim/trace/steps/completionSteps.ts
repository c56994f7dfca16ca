import { type CqeKind, cqeArtifacts } from '../artifacts/completions';
import type { TraceContext } from '../context';
import { recvWqeTaken } from '../exchange/exchangePlan';
import { CQE_BYTES } from '../plan';
import type { StepSpec } from '../stepSpec';
import { cqeBText, cqeText, pollBText, pollText } from '../text/completionText';
import { ringPath } from './postSteps';

/**
 * How the hosts' CPUs learn: HCA A writes a CQE (or retires an unsignaled WQE
 * silently; an error always completes) and A's CPU polls it; for a SEND or
 * WRITE with immediate HCA B writes a CQE too and B's CPU polls it. After a
 * remote access error B's posted receive is flushed with an error CQE.
 */
export function completionSteps(c: TraceContext): StepSpec[] {
  const { plan, t } = c;
  const { s } = plan;
  const error = plan.exchange.outcome.kind !== 'success';
  const steps: StepSpec[] = [];
  const { completion } = t;
  // GPU-initiated (IBGDA): A's CQ is in GPU A's memory, and a GPU thread polls it.
  const gpu = s.initiator === 'gpu';
  if (!s.signaled && !error) {
    steps.push(
      {
        id: 'COMPLETION.cqe',
        role: 'write-completion',
        phase: 'COMPLETION',
        actor: 'hcaA',
        path: ['A.hca.engine'],
        span: completion.cqe,
        text: cqeText(s.op, s.signaled, error, gpu),
      },
      {
        id: 'COMPLETION.poll',
        role: 'poll-completion',
        phase: 'COMPLETION',
        actor: gpu ? 'gpuA' : 'cpuA',
        path: gpu ? ['A.gpu'] : ['A.cpu'],
        span: completion.poll,
        text: pollText(s.op, s.signaled, error, gpu),
      },
    );
  } else {
    const kind: CqeKind = error ? 'requester-error' : 'requester';
    const a = cqeArtifacts(plan, kind, completion);
    steps.push(
      {
        id: 'COMPLETION.cqe',
        role: 'write-completion',
        phase: 'COMPLETION',
        actor: 'hcaA',
        path: gpu ? ['A.hca.engine', ...ringPath(s).reverse()] : ['A.hca.engine', 'A.pcie', 'A.rc', 'A.dram'],
        span: completion.cqe,
        text: cqeText(s.op, s.signaled, error, gpu),
        artifacts: [a.tlp, a.cqe],
        delta: {
          A: { memWriteBytes: CQE_BYTES },
          memory: { cqeWritten: true, ...(error ? { qpErrorA: true } : {}) },
        },
        view: { motion: 'write-through-rc', touches: [{ object: 'A.cq', by: 'bus' }] },
      },
      {
        id: 'COMPLETION.poll',
        role: 'poll-completion',
        phase: 'COMPLETION',
        actor: gpu ? 'gpuA' : 'cpuA',
        path: gpu ? ['A.gpu'] : ['A.dram', 'A.cpu'],
        span: completion.poll,
        text: pollText(s.op, s.signaled, error, gpu),
        artifacts: [a.cqe],
        delta: {
          ...(gpu ? {} : { A: { cpuPollLoads: 1, cpuNs: completion.poll.end - completion.poll.start } }),
          memory: { completionSeen: true },
        },
        view: { touches: [{ object: 'A.cq', by: gpu ? 'bus' : 'cpu' }] },
      },
    );
  }
  const rt = t.responder;
  if (rt) {
    const kind: CqeKind = !error ? 'responder' : recvWqeTaken(plan.exchange) ? 'responder-error' : 'responder-flush';
    const b = cqeArtifacts(plan, kind, rt);
    steps.push(
      {
        id: 'COMPLETION.cqe-b',
        role: 'responder-completion',
        phase: 'COMPLETION',
        actor: 'hcaB',
        path: ['B.hca.engine', 'B.pcie', 'B.rc', 'B.dram'],
        span: rt.cqe,
        text: cqeBText(s.op, kind),
        artifacts: [b.tlp, b.cqe],
        delta: { B: { memWriteBytes: CQE_BYTES }, memory: { cqeWrittenB: true } },
        view: { motion: 'write-through-rc', touches: [{ object: 'B.cq', by: 'bus' }] },
      },
      {
        id: 'COMPLETION.poll-b',
        role: 'responder-poll',
        phase: 'COMPLETION',
        actor: 'cpuB',
        path: ['B.dram', 'B.cpu'],
        span: rt.poll,
        text: pollBText(s.op, kind),
        artifacts: [b.cqe],
        delta: { B: { cpuPollLoads: 1, cpuNs: rt.poll.end - rt.poll.start }, memory: { completionSeenB: true } },
        view: { touches: [{ object: 'B.cq', by: 'cpu' }] },
      },
    );
  }
  return steps;
}
