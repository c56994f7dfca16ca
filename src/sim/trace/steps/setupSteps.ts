import { msg } from '../../../i18n/msg';
import type { TraceContext } from '../context';
import { hostIp } from '../../roce/addressing';
import { mrPagesB } from '../memoryRegions';
import { postRecvArtifacts } from '../artifacts/recvQueue';
import type { StepSpec } from '../stepSpec';
import type { Span } from '../timeline';
import type { StepText } from '../types';

const AT_ZERO: Span = { start: 0, end: 0 };
const hex = (v: number | bigint) => `0x${v.toString(16)}`;

/** Done once, before the clock starts: registration, connection, the key exchange. */
export function setupSteps(c: TraceContext): StepSpec[] {
  const { s } = c.plan;
  const regMr = msg('step.caption.regMr');
  const send = s.op === 'send';
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
      text: {
        title: msg(s.op === 'read' ? 'step.regMrA.titleRead' : 'step.regMrA.title'),
        summary: [
          msg(s.op === 'read' ? 'step.regMrA.s1Read' : 'step.regMrA.s1', { va: hex(s.localVa) }),
          msg('step.regMrA.s2', { lkey: hex(s.lkey) }),
        ],
      },
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
      text: {
        title: msg('step.createQp.title'),
        summary: [msg('step.createQp.s1', { qpnA: hex(s.qpnA), qpnB: hex(s.qpnB) }), msg('step.createQp.s2'), msg('step.createQp.s3')],
      },
      view: { motion: 'command', caption: msg('step.caption.createQp'), touches: [{ object: 'A.uar', by: 'cpu' }] },
    },
    {
      id: 'SETUP.exchange',
      role: 'exchange-keys',
      phase: 'SETUP',
      actor: 'apps',
      path: ['B.cpu', 'oob', 'A.cpu'],
      span: AT_ZERO,
      text: {
        title: msg('step.exchange.title'),
        summary: [
          msg(send ? 'step.exchange.s1Send' : 'step.exchange.s1', {
            addrB: addressOf(s, 'B'),
            qpnB: hex(s.qpnB),
            psn: String(s.startPsn),
            va: hex(s.remoteVa),
            rkey: hex(s.rkey),
          }),
          msg('step.exchange.s2', { addrA: addressOf(s, 'A'), qpnA: hex(s.qpnA) }),
          msg(send ? 'step.exchange.s3Send' : 'step.exchange.s3'),
        ],
        reality: msg(send ? 'step.exchange.realitySend' : 'step.exchange.reality'),
      },
      delta: { memory: { keyAtA: true } },
      view: {
        motion: 'command',
        caption: send
          ? msg('step.caption.exchangeSend', { qpn: hex(s.qpnB) })
          : msg('step.caption.exchange', { va: hex(s.remoteVa), rkey: hex(s.rkey) }),
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
      text: {
        title: msg('step.connect.title'),
        summary: [
          msg(`step.connect.s1.${s.op === 'write-imm' ? 'write' : s.op}`, {
            psn: String(s.startPsn),
            peer: msg(s.transport === 'rocev2' ? 'step.connect.peerGid' : 'step.connect.peerLid'),
          }),
          msg('step.connect.s2'),
        ],
        reality: msg('step.connect.reality'),
      },
      delta: { memory: { connected: true } },
      view: { motion: 'command', caption: msg('step.caption.connect') },
    },
  ];
  // A stale key: B registered its buffer again after telling A the old rkey [fact sheet 1.2: a new MKey variant].
  if (s.fault.kind === 'bad-rkey') {
    const key = c.plan.responder.mrs[0].key;
    steps.push({
      id: 'SETUP.rereg-mr-b',
      role: 'register-memory',
      phase: 'SETUP',
      actor: 'kernelB',
      path: ['B.cpu', 'B.rc', 'B.pcie', 'B.hca.mtt'],
      span: AT_ZERO,
      text: {
        title: msg('step.reregMrB.title'),
        summary: [msg('step.reregMrB.s1', { key: hex(key), variant: hex(key & 0xff) }), msg('step.reregMrB.s2', { rkey: hex(s.rkey) })],
      },
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
      text: { title: msg('step.postRecv.title'), summary: [msg('step.postRecv.s1'), msg('step.postRecv.s2')] },
      artifacts: postRecvArtifacts(c.plan, AT_ZERO),
      delta: { memory: { recvPostedB: 1 } },
      view: { motion: 'none', touches: [{ object: 'B.rq', by: 'cpu' }] },
    });
  }
  return steps;
}

/** How a host's port is addressed: its LID on InfiniBand, its GID (from its IP address) over RoCEv2. */
function addressOf(s: TraceContext['plan']['s'], host: 'A' | 'B') {
  return s.transport === 'rocev2'
    ? msg('step.exchange.addrGid', { ip: hostIp(host, s.roceIp) })
    : msg('step.exchange.addrLid', { lid: String(host === 'A' ? s.lidA : s.lidB) });
}

/** The access B asks for when it registers its buffer: what the operation needs, unless the fault takes it away. */
function accessOf(s: TraceContext['plan']['s']): 'write' | 'read' | 'send' | 'noRemoteWrite' {
  if (s.fault.kind === 'no-remote-write') return 'noRemoteWrite';
  return s.op === 'read' ? 'read' : s.op === 'send' ? 'send' : 'write';
}

function regMrBText(c: TraceContext): StepText {
  const { s } = c.plan;
  const n = mrPagesB(s);
  return {
    title: msg('step.regMrB.title'),
    summary: [
      msg(`step.regMrB.s1.${accessOf(s)}`),
      msg(s.iommu ? 'step.regMrB.s2Iommu' : 'step.regMrB.s2', { n }),
      msg('step.regMrB.s3', { rkey: hex(s.rkey), index: hex(s.rkey >>> 8), variant: hex(s.rkey & 0xff) }),
      ...(s.fault.kind === 'out-of-bounds'
        ? [msg('step.regMrB.short', { bytes: c.plan.responder.mrs[0].length, message: s.messageBytes })]
        : []),
    ],
    reality: msg('step.regMrB.reality'),
  };
}
