import { msg } from '../../../i18n/msg';
import { tlpHeaderBytes } from '../../pcie/tlp';
import { type CqeKind, cqeArtifacts } from '../artifacts/completions';
import type { TraceContext } from '../context';
import { recvWqeTaken } from '../exchange/exchangePlan';
import { CQE_BYTES } from '../plan';
import type { StepSpec } from '../stepSpec';
import { completionAside } from './answerSteps';

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
  if (!s.signaled && !error) {
    steps.push(
      {
        id: 'COMPLETION.cqe',
        role: 'write-completion',
        phase: 'COMPLETION',
        actor: 'hcaA',
        path: ['A.hca.engine'],
        span: completion.cqe,
        text: { title: msg('step.cqe.unsignaled.title'), summary: [msg('step.cqe.unsignaled.s1')] },
      },
      {
        id: 'COMPLETION.poll',
        role: 'poll-completion',
        phase: 'COMPLETION',
        actor: 'cpuA',
        path: ['A.cpu'],
        span: completion.poll,
        text: { title: msg('step.poll.unsignaled.title'), summary: [msg('step.poll.unsignaled.s1')], asides: [completionAside()] },
      },
    );
  } else {
    const kind: CqeKind = error ? 'requester-error' : 'requester';
    const a = cqeArtifacts(plan, kind, completion);
    const h = tlpHeaderBytes(a.address, true);
    steps.push(
      {
        id: 'COMPLETION.cqe',
        role: 'write-completion',
        phase: 'COMPLETION',
        actor: 'hcaA',
        path: ['A.hca.engine', 'A.pcie', 'A.rc', 'A.dram'],
        span: completion.cqe,
        text: error
          ? {
              title: msg('step.cqe.error.title'),
              summary: [msg('step.cqe.error.s1'), msg('step.cqe.error.s2')],
              reality: msg('step.cqe.error.reality'),
            }
          : {
              title: msg('step.cqe.title'),
              summary: [msg(s.op === 'read' ? 'step.cqe.s1Read' : 'step.cqe.s1')],
              reality: msg('step.cqe.reality'),
            },
        artifacts: [a.tlp, a.cqe],
        delta: {
          A: { tlpsUp: 1, tlpBytesUp: h + CQE_BYTES, memWriteBytes: CQE_BYTES },
          memory: { cqeWritten: true, ...(error ? { qpErrorA: true } : {}) },
        },
        view: { motion: 'write-through-rc', touches: [{ object: 'A.cq', by: 'bus' }] },
      },
      {
        id: 'COMPLETION.poll',
        role: 'poll-completion',
        phase: 'COMPLETION',
        actor: 'cpuA',
        path: ['A.dram', 'A.cpu'],
        span: completion.poll,
        text: {
          title: msg(error ? 'step.poll.error.title' : 'step.poll.title'),
          summary: error ? [msg('step.poll.error.s1')] : [msg('step.poll.s1'), msg(s.op === 'read' ? 'step.poll.s2Read' : 'step.poll.s2')],
          // What an ACK-triggered completion means: not for an error, nor for a READ (no ACK; the data is in A's memory).
          ...(error || s.op === 'read' ? {} : { asides: [completionAside()] }),
        },
        artifacts: [a.cqe],
        delta: { A: { cpuPollLoads: 1, cpuNs: completion.poll.end - completion.poll.start }, memory: { completionSeen: true } },
        view: { touches: [{ object: 'A.cq', by: 'cpu' }] },
      },
    );
  }
  const rt = t.responder;
  if (rt) {
    const kind: CqeKind = !error ? 'responder' : recvWqeTaken(plan.exchange) ? 'responder-error' : 'responder-flush';
    const b = cqeArtifacts(plan, kind, rt);
    const h = tlpHeaderBytes(b.address, true);
    const op = s.op === 'send' ? 'Send' : 'Imm';
    steps.push(
      {
        id: 'COMPLETION.cqe-b',
        role: 'responder-completion',
        phase: 'COMPLETION',
        actor: 'hcaB',
        path: ['B.hca.engine', 'B.pcie', 'B.rc', 'B.dram'],
        span: rt.cqe,
        text: error
          ? { title: msg('step.cqeB.flush.title'), summary: [msg('step.cqeB.flush.s1')] }
          : { title: msg('step.cqeB.title'), summary: [msg(`step.cqeB.s1${op}`), msg('step.cqeB.s2')], reality: msg('step.cqeB.reality') },
        artifacts: [b.tlp, b.cqe],
        delta: { B: { tlpsUp: 1, tlpBytesUp: h + CQE_BYTES, memWriteBytes: CQE_BYTES }, memory: { cqeWrittenB: true } },
        view: { motion: 'write-through-rc', touches: [{ object: 'B.cq', by: 'bus' }] },
      },
      {
        id: 'COMPLETION.poll-b',
        role: 'responder-poll',
        phase: 'COMPLETION',
        actor: 'cpuB',
        path: ['B.dram', 'B.cpu'],
        span: rt.poll,
        text: error
          ? { title: msg('step.pollB.flush.title'), summary: [msg('step.pollB.flush.s1')] }
          : { title: msg('step.pollB.title'), summary: [msg(`step.pollB.s1${op}`), msg('step.pollB.s2')] },
        artifacts: [b.cqe],
        delta: { B: { cpuPollLoads: 1, cpuNs: rt.poll.end - rt.poll.start }, memory: { completionSeenB: true } },
        view: { touches: [{ object: 'B.cq', by: 'cpu' }] },
      },
    );
  }
  return steps;
}
