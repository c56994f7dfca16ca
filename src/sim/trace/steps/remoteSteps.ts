import { msg } from '../../../i18n/msg';
import { ibPacketLength } from '../../ib/packet';
import { tlpHeaderBytes } from '../../pcie/tlp';
import { translate } from '../../platform/pageMap';
import * as hostA from '../artifacts/hostA';
import { memoryWriteSet, remoteWriteTlpSet } from '../artifacts/hostB';
import { one } from '../artifacts/one';
import { ackPacket, dataPacket, dataPacketSet, psnOf } from '../artifacts/packets';
import type { TraceContext } from '../context';
import { mrPagesB } from '../memoryRegions';
import { CQE_BYTES } from '../plan';
import { responderChecks } from '../responder/responderChecks';
import type { StepSpec } from '../stepSpec';
import type { StepText } from '../types';

const hex = (v: number | bigint) => `0x${v.toString(16)}`;
const bytes = (n: number) => msg('unit.byte', { n });

/** The fabric, B1-B4 on host B, the ACK and the completion on A. */
export function remoteSteps(c: TraceContext): StepSpec[] {
  const { plan, t } = c;
  const { s } = plan;
  const hops = s.ib.switchHops;
  const sent = dataPacketSet(plan, t, 'sent');
  const steps: StepSpec[] = [];
  if (hops === 0) {
    steps.push({
      id: 'FABRIC.cable',
      role: 'cable',
      phase: 'FABRIC',
      actor: 'cable',
      path: ['A.hca.port', 'fabric', 'B.hca.port'],
      span: t.hops[0],
      text: { title: msg('step.cable.title'), summary: [msg('step.cable.s1', { ns: String(plan.timing.cable()) }), msg('step.cable.s2')] },
      view: { motion: plan.packets > 1 ? 'stream' : 'single', moving: [sent], fabric: { from: 0.5, to: 1 } },
    });
  } else {
    for (let h = 0; h < hops; h++) {
      steps.push({
        id: `FABRIC.switch-${h + 1}`,
        role: 'switch-forward',
        phase: 'FABRIC',
        actor: 'switch',
        path: ['fabric'],
        span: t.hops[h],
        text: {
          title: msg('step.switch.title', { hop: h + 1 }),
          summary: [msg('step.switch.s1', { hop: h + 1, lid: String(s.lidB) }), msg('step.switch.s2')],
        },
        artifacts: [dataPacketSet(plan, t, { switch: h })],
        view: { motion: plan.packets > 1 ? 'stream' : 'single', fabric: { from: h + 1, to: h + 2 } },
      });
    }
  }
  const writes = plan.remoteWrites;
  const mwrHeader = tlpHeaderBytes(translate('B.mr', s.remoteVa, s.remoteVa, s.iommu).dma, true);
  const ackWire = ibPacketLength(0, false, true);
  // The checks are computed on the first packet as it arrives (it carries the RETH): the others are checked alike.
  const checks = responderChecks({ bytes: dataPacket(plan, 0).bytes, previousOpcode: null }, plan.responder);
  steps.push(
    {
      id: 'B1.check',
      role: 'responder-check',
      phase: 'B1',
      actor: 'hcaB',
      path: ['B.hca.port', 'B.hca.sram', 'B.hca.mtt'],
      span: t.check,
      text: checkText(c),
      artifacts: [dataPacketSet(plan, t, 'received')],
      checks,
      delta: { hcaBufferBytes: { B: ibPacketLength(Math.min(s.messageBytes, s.pathMtu), true, false) } },
      view: { touches: [{ object: 'B.mr', by: 'bus' }] },
    },
    {
      id: 'B2.translate',
      role: 'translate',
      phase: 'B2',
      actor: 'hcaB',
      path: ['B.hca.mtt', 'B.hca.engine'],
      span: t.translate,
      text: translateText(c),
      artifacts: writes ? [remoteWriteTlpSet(plan, writes, t, 'built')] : [],
      view: { touches: [{ object: 'B.mtt', by: 'bus' }] },
    },
    {
      id: 'B3.pcie',
      role: 'pcie-write',
      phase: 'B3',
      actor: 'hcaB',
      path: ['B.hca.engine', 'B.pcie', 'B.rc'],
      span: t.pcieB,
      text: {
        title: msg('step.pcieB.title'),
        summary: [
          writes
            ? msg(s.iommu ? 'step.pcieB.s1Iommu' : 'step.pcieB.s1', { tlps: msg('unit.tlp', { n: writes.count }) })
            : msg('step.pcieB.s1Empty'),
          msg('step.pcieB.s2'),
        ],
      },
      artifacts: writes ? [remoteWriteTlpSet(plan, writes, t, 'crossing')] : [],
      delta: writes ? { B: { tlpsUp: writes.count, tlpBytesUp: writes.count * mwrHeader + s.messageBytes } } : undefined,
      view: { touches: [{ object: 'B.pages', by: 'bus' }] },
    },
    {
      id: 'B4.land',
      role: 'place-data',
      phase: 'B4',
      actor: 'rootComplexB',
      path: ['B.rc', 'B.dram'],
      span: t.land,
      text: {
        title: msg('step.land.title'),
        summary: [
          s.messageBytes === 0
            ? msg('step.land.s1Empty')
            : msg('step.land.s1', { bytes: bytes(s.messageBytes), pages: msg('step.land.pages', { n: mrPagesB(s) }) }),
          msg('step.land.s2'),
          msg('step.land.ddio'),
        ],
        reality: msg('step.land.reality'),
      },
      artifacts: writes ? [memoryWriteSet(plan, writes, t)] : [],
      delta: { B: { memWriteBytes: s.messageBytes }, memory: { landedBytesB: s.messageBytes }, hcaBufferBytes: { B: 0 } },
      view: { touches: [{ object: 'B.pages', by: 'bus' }] },
    },
    {
      id: 'ACK.send',
      role: 'acknowledge',
      phase: 'ACK',
      actor: 'hcaB',
      path: ['B.hca.engine', 'B.hca.port', 'fabric', 'A.hca.port', 'A.hca.engine'],
      span: t.ack,
      text: {
        title: msg('step.ack.title'),
        summary: [msg('step.ack.s1', { psn: String(psnOf(plan, plan.packets - 1)) }), msg('step.ack.s2'), msg('step.ack.coalesce')],
        reality: msg('step.ack.reality'),
        asides: [completionAside()],
      },
      artifacts: [one(ackPacket(plan, t))],
      delta: { ib: { packetsBtoA: 1, bytesBtoA: ackWire } },
    },
    ...completionSteps(c),
  );
  return steps;
}

function completionSteps(c: TraceContext): StepSpec[] {
  const { plan, t } = c;
  if (!plan.s.signaled) {
    return [
      {
        id: 'COMPLETION.cqe',
        role: 'write-completion',
        phase: 'COMPLETION',
        actor: 'hcaA',
        path: ['A.hca.engine'],
        span: t.cqe,
        text: { title: msg('step.cqe.unsignaled.title'), summary: [msg('step.cqe.unsignaled.s1')] },
      },
      {
        id: 'COMPLETION.poll',
        role: 'poll-completion',
        phase: 'COMPLETION',
        actor: 'cpuA',
        path: ['A.cpu'],
        span: t.poll,
        text: { title: msg('step.poll.unsignaled.title'), summary: [msg('step.poll.unsignaled.s1')], asides: [completionAside()] },
      },
    ];
  }
  const cqe = hostA.cqeArtifacts(plan, t);
  const h = tlpHeaderBytes(plan.addr.cqSlotDma, true);
  return [
    {
      id: 'COMPLETION.cqe',
      role: 'write-completion',
      phase: 'COMPLETION',
      actor: 'hcaA',
      path: ['A.hca.engine', 'A.pcie', 'A.rc', 'A.dram'],
      span: t.cqe,
      text: { title: msg('step.cqe.title'), summary: [msg('step.cqe.s1')], reality: msg('step.cqe.reality') },
      artifacts: [cqe.tlp, cqe.cqe],
      delta: { A: { tlpsUp: 1, tlpBytesUp: h + CQE_BYTES, memWriteBytes: CQE_BYTES }, memory: { cqeWritten: true } },
      view: { motion: 'write-through-rc', touches: [{ object: 'A.cq', by: 'bus' }] },
    },
    {
      id: 'COMPLETION.poll',
      role: 'poll-completion',
      phase: 'COMPLETION',
      actor: 'cpuA',
      path: ['A.dram', 'A.cpu'],
      span: t.poll,
      text: { title: msg('step.poll.title'), summary: [msg('step.poll.s1'), msg('step.poll.s2')], asides: [completionAside()] },
      artifacts: [cqe.cqe],
      delta: { A: { cpuPollLoads: 1, cpuNs: t.poll.end - t.poll.start }, memory: { completionSeen: true } },
      view: { touches: [{ object: 'A.cq', by: 'cpu' }] },
    },
  ];
}

function checkText(c: TraceContext): StepText {
  const { s } = c.plan;
  return {
    title: msg('step.check.title'),
    summary: [
      msg('step.check.s1'),
      s.messageBytes === 0
        ? msg('step.check.s2Empty')
        : msg('step.check.s2', { rkey: hex(s.rkey), bytes: bytes(s.messageBytes), va: hex(s.remoteVa) }),
      msg('step.check.order'),
    ],
    reality: msg('step.check.reality'),
  };
}

function translateText(c: TraceContext): StepText {
  const { plan } = c;
  const { s } = plan;
  const writes = plan.remoteWrites;
  return {
    title: msg('step.translate.title'),
    summary: [
      writes
        ? msg(s.iommu ? 'step.translate.s1Iommu' : 'step.translate.s1', {
            va: hex(s.remoteVa),
            writes: msg('step.translate.writes', { n: writes.count }),
            mps: s.pcie.mps,
          })
        : msg('step.translate.s1Empty'),
    ],
    reality: msg('step.translate.reality'),
  };
}

/** What a completion does and does not tell, shown at the ACK and at the poll [fact sheet 1.1; verified: rdma-core ibv_query_qp_data_in_order.3; pmem/rpma#1665]. */
function completionAside() {
  return {
    kind: 'completion-meaning' as const,
    title: msg('step.aside.done.title'),
    points: [msg('step.aside.done.accepted'), msg('step.aside.done.told'), msg('step.aside.done.order'), msg('step.aside.done.durable')],
  };
}
