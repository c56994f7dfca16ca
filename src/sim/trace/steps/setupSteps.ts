import { msg } from '../../../i18n/msg';
import type { TraceContext } from '../context';
import { mrPagesB } from '../memoryRegions';
import type { StepSpec } from '../stepSpec';
import type { Span } from '../timeline';
import type { StepText } from '../types';

const AT_ZERO: Span = { start: 0, end: 0 };
const hex = (v: number | bigint) => `0x${v.toString(16)}`;

/** Done once, before the clock starts: registration, connection, the key exchange. */
export function setupSteps(c: TraceContext): StepSpec[] {
  const { s } = c.plan;
  const regMr = msg('step.caption.regMr');
  return [
    {
      id: 'SETUP.reg-mr-b',
      role: 'register-memory',
      phase: 'SETUP',
      actor: 'kernelB',
      path: ['B.cpu', 'B.rc', 'B.pcie', 'B.hca.mtt'],
      span: AT_ZERO,
      text: regMrBText(c),
      delta: { memory: { mrB: true } },
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
        title: msg('step.regMrA.title'),
        summary: [msg('step.regMrA.s1', { va: hex(s.localVa) }), msg('step.regMrA.s2', { lkey: hex(s.lkey) })],
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
          msg('step.exchange.s1', {
            lidB: String(s.lidB),
            qpnB: hex(s.qpnB),
            psn: String(s.startPsn),
            va: hex(s.remoteVa),
            rkey: hex(s.rkey),
          }),
          msg('step.exchange.s2', { lidA: String(s.lidA), qpnA: hex(s.qpnA) }),
          msg('step.exchange.s3'),
        ],
        reality: msg('step.exchange.reality'),
      },
      delta: { memory: { keyAtA: true } },
      view: {
        motion: 'command',
        caption: msg('step.caption.exchange', { va: hex(s.remoteVa), rkey: hex(s.rkey) }),
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
        summary: [msg('step.connect.s1', { psn: String(s.startPsn) }), msg('step.connect.s2')],
        reality: msg('step.connect.reality'),
      },
      delta: { memory: { connected: true } },
      view: { motion: 'command', caption: msg('step.caption.connect') },
    },
  ];
}

function regMrBText(c: TraceContext): StepText {
  const { s } = c.plan;
  const n = mrPagesB(s);
  return {
    title: msg('step.regMrB.title'),
    summary: [
      msg('step.regMrB.s1'),
      msg(s.iommu ? 'step.regMrB.s2Iommu' : 'step.regMrB.s2', { n }),
      msg('step.regMrB.s3', { rkey: hex(s.rkey), index: hex(s.rkey >>> 8), variant: hex(s.rkey & 0xff) }),
    ],
    reality: msg('step.regMrB.reality'),
  };
}
