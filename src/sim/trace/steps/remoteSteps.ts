import type { Narrator } from '../../narrative/en';
import type { TransferPlan } from '../plan';
import type { StepSpec } from '../stepSpec';
import type { EncodedWqe } from '../artifacts/wqe';
import type { Timeline } from '../timeline';
import { tlpHeaderBytes } from '../../pcie/tlp';
import { translate } from '../../platform/pageMap';
import { ibPacketLength } from '../../ib/packet';
import { CQE_BYTES } from '../plan';
import * as hostA from '../artifacts/hostA';
import { ackPacket, dataPacketSet } from '../artifacts/packets';
import { memoryWriteSet, remoteWriteTlpSet } from '../artifacts/hostB';
import { responderChecks } from '../responderChecks';
import { narrativeContext } from '../context';

/** The fabric, B1-B4 on host B, the ACK and the completion on A. */
export function remoteSteps(plan: TransferPlan, t: Timeline, wqe: EncodedWqe, N: Narrator): StepSpec[] {
  const { s } = plan;
  const c = narrativeContext(plan, wqe, hostA.mmioPayload(plan, wqe).bytes.length);
  const steps: StepSpec[] = [];
  if (s.ib.switchHops === 0) {
    steps.push({
      id: 'FABRIC.cable',
      phase: 'FABRIC',
      actor: 'cable',
      path: ['A.hca.port', 'fabric', 'B.hca.port'],
      span: t.hops[0],
      text: N.fabricCable(c),
    });
  } else {
    for (let h = 0; h < s.ib.switchHops; h++) {
      steps.push({
        id: `FABRIC.switch-${h + 1}`,
        phase: 'FABRIC',
        actor: 'switch',
        path: ['fabric'],
        span: t.hops[h],
        text: N.fabricSwitch({ ...c, hop: h + 1 }),
        artifacts: [
          dataPacketSet(
            plan,
            t,
            `Packets forwarded by switch ${h + 1}`,
            (k) => t.departNs(k) + plan.timing.cable() * (h + 1) + plan.timing.p.switchHopNs * (h + 1),
          ),
        ],
      });
    }
  }
  const mwr = plan.remoteWrites;
  const mwrHeader = tlpHeaderBytes(translate('B.mr', s.remoteVa, s.remoteVa, s.iommu).dma, true);
  const ackWire = ibPacketLength(0, false, true);
  steps.push(
    {
      id: 'B1.check',
      phase: 'B1',
      actor: 'hcaB',
      path: ['B.hca.port', 'B.hca.sram', 'B.hca.mtt'],
      span: t.check,
      text: N.b1Check(c),
      artifacts: [dataPacketSet(plan, t, `Packets received by HCA B (${plan.packets})`, (k) => t.arriveNs(k))],
      checks: responderChecks(plan),
      delta: { hcaBufferBytes: { B: ibPacketLength(Math.min(s.messageBytes, s.pathMtu), true, false) } },
    },
    {
      id: 'B2.translate',
      phase: 'B2',
      actor: 'hcaB',
      path: ['B.hca.mtt', 'B.hca.engine'],
      span: t.translate,
      text: N.b2Translate(c),
      artifacts: mwr ? [remoteWriteTlpSet(plan, t, `MWr TLPs built by HCA B (${mwr.count})`, 'built')] : [],
    },
    {
      id: 'B3.pcie',
      phase: 'B3',
      actor: 'hcaB',
      path: ['B.hca.engine', 'B.pcie', 'B.rc'],
      span: t.pcieB,
      text: N.b3Pcie(c),
      artifacts: mwr ? [remoteWriteTlpSet(plan, t, `MWr TLPs on B's PCIe link (${mwr.count})`, 'crossing')] : [],
      delta: mwr ? { B: { tlpsUp: mwr.count, tlpBytesUp: mwr.count * mwrHeader + s.messageBytes } } : undefined,
    },
    {
      id: 'B4.land',
      phase: 'B4',
      actor: 'rootComplexB',
      path: ['B.rc', 'B.dram'],
      span: t.land,
      text: N.b4Land(c),
      artifacts: mwr ? [memoryWriteSet(plan, t)] : [],
      delta: { B: { memWriteBytes: s.messageBytes }, memory: { landedBytesB: s.messageBytes }, hcaBufferBytes: { B: 0 } },
    },
    {
      id: 'ACK.send',
      phase: 'ACK',
      actor: 'hcaB',
      path: ['B.hca.engine', 'B.hca.port', 'fabric', 'A.hca.port', 'A.hca.engine'],
      span: t.ack,
      text: N.ackSend(c),
      artifacts: [{ kind: 'ib', host: 'B', label: 'ACK packet', count: 1, at: () => ackPacket(plan, t) }],
      delta: { ib: { packetsBtoA: 1, bytesBtoA: ackWire } },
    },
  );
  if (s.signaled) {
    const cqe = hostA.cqeArtifacts(plan, t);
    const h = tlpHeaderBytes(plan.addr.cqSlotDma, true);
    steps.push(
      {
        id: 'COMPLETION.cqe',
        phase: 'COMPLETION',
        actor: 'hcaA',
        path: ['A.hca.engine', 'A.pcie', 'A.rc', 'A.dram'],
        span: t.cqe,
        text: N.completionCqe(c),
        artifacts: [cqe.tlp, cqe.cqe],
        delta: { A: { tlpsUp: 1, tlpBytesUp: h + CQE_BYTES, memWriteBytes: CQE_BYTES }, memory: { cqeWritten: true } },
      },
      {
        id: 'COMPLETION.poll',
        phase: 'COMPLETION',
        actor: 'cpuA',
        path: ['A.dram', 'A.cpu'],
        span: t.poll,
        text: N.completionPoll(c),
        artifacts: [cqe.cqe],
        delta: { A: { cpuPollLoads: 1, cpuNs: t.poll.end - t.poll.start }, memory: { completionSeen: true } },
      },
    );
  } else {
    steps.push(
      { id: 'COMPLETION.cqe', phase: 'COMPLETION', actor: 'hcaA', path: ['A.hca.engine'], span: t.cqe, text: N.completionCqe(c) },
      { id: 'COMPLETION.poll', phase: 'COMPLETION', actor: 'cpuA', path: ['A.cpu'], span: t.poll, text: N.completionPoll(c) },
    );
  }
  return steps;
}
