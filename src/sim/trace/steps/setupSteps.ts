import { msg } from '../../../i18n/msg';
import { postRecvArtifacts } from '../artifacts/recvQueue';
import type { TraceContext } from '../context';
import type { Span } from '../span';
import type { StepSpec } from '../stepSpec';
import {
  connectText,
  createQpText,
  exchangeCaption,
  exchangeText,
  postRecvText,
  regMrAText,
  regMrBText,
  reregMrBText,
} from '../text/setupText';

const AT_ZERO: Span = { start: 0, end: 0 };

/** Done once, before the clock starts: registration, connection, the key exchange. */
export function setupSteps(c: TraceContext): StepSpec[] {
  const { s } = c.plan;
  const regMr = msg('step.caption.regMr');
  const steps: StepSpec[] = [
    {
      id: 'SETUP.reg-mr-b',
      role: 'register-memory',
      phase: 'SETUP',
      actor: 'kernelB',
      path: ['B.cpu', 'B.rc', 'B.pcie', 'B.hca.mtt'],
      span: AT_ZERO,
      text: regMrBText(c),
      // A READ's source is B's buffer: it holds the message from the start.
      delta: { memory: { mrB: true, landedBytesB: s.op === 'read' ? s.messageBytes : 0 } },
      view: {
        motion: 'command',
        caption: regMr,
        touches: [
          { object: 'B.mr', by: 'cpu' },
          { object: 'B.mtt', by: 'bus' },
          { object: 'B.pages', by: 'cpu' },
        ],
      },
    },
    {
      id: 'SETUP.reg-mr-a',
      role: 'register-memory',
      phase: 'SETUP',
      actor: 'kernelA',
      path: ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.mtt'],
      span: AT_ZERO,
      text: regMrAText(s),
      delta: { memory: { mrA: true } },
      view: { motion: 'command', caption: regMr, touches: [{ object: 'A.buffer', by: 'cpu' }] },
    },
    {
      id: 'SETUP.create-qp',
      role: 'create-qps',
      phase: 'SETUP',
      actor: 'apps',
      path: ['A.cpu', 'A.hca.engine', 'fabric', 'B.hca.engine', 'B.cpu'],
      span: AT_ZERO,
      text: createQpText(s),
      view: { motion: 'command', caption: msg('step.caption.createQp'), touches: [{ object: 'A.uar', by: 'cpu' }] },
    },
    {
      id: 'SETUP.exchange',
      role: 'exchange-keys',
      phase: 'SETUP',
      actor: 'apps',
      path: ['B.cpu', 'oob', 'A.cpu'],
      span: AT_ZERO,
      text: exchangeText(s),
      delta: { memory: { keyAtA: true } },
      view: {
        motion: 'command',
        caption: exchangeCaption(s),
        touches: [{ object: 'B.mr', by: 'cpu' }],
      },
    },
    {
      id: 'SETUP.connect',
      role: 'connect-qps',
      phase: 'SETUP',
      actor: 'apps',
      path: ['A.cpu', 'A.hca.engine', 'fabric', 'B.hca.engine', 'B.cpu'],
      span: AT_ZERO,
      text: connectText(s),
      delta: { memory: { connected: true } },
      view: { motion: 'command', caption: msg('step.caption.connect') },
    },
  ];
  // A stale key: B registered its buffer again after telling A the old rkey (a new key variant, as rxe builds keys:
  // Linux drivers/infiniband/sw/rxe/rxe_mr.c).
  if (s.fault.kind === 'bad-rkey') {
    const key = c.plan.responder.mrs[0].key;
    steps.push({
      id: 'SETUP.rereg-mr-b',
      role: 'register-memory',
      phase: 'SETUP',
      actor: 'kernelB',
      path: ['B.cpu', 'B.rc', 'B.pcie', 'B.hca.mtt'],
      span: AT_ZERO,
      text: reregMrBText(s, key),
      view: { motion: 'command', caption: regMr, touches: [{ object: 'B.mtt', by: 'bus' }] },
    });
  }
  // A SEND or a WRITE with immediate needs a receive WQE on B, posted before the data arrives.
  if (c.plan.exchange.recvAt !== null && s.recvPosted) {
    steps.push({
      id: 'SETUP.post-recv',
      role: 'post-recv',
      phase: 'SETUP',
      actor: 'cpuB',
      path: ['B.cpu', 'B.dram'],
      span: AT_ZERO,
      text: postRecvText(),
      artifacts: postRecvArtifacts(c.plan, AT_ZERO),
      delta: { memory: { recvPostedB: 1 } },
      view: { motion: 'none', touches: [{ object: 'B.rq', by: 'cpu' }] },
    });
  }
  return steps;
}
