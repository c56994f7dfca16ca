import type { Narrator } from '../../narrative/en';
import type { TransferPlan } from '../plan';
import type { StepSpec } from '../stepSpec';
import type { EncodedWqe } from '../artifacts/wqe';
import type { Span, Timeline } from '../timeline';
import type { ArtifactSet } from '../types';
import { tlpHeaderBytes } from '../../pcie/tlp';
import { translate } from '../../platform/pageMap';
import { ibPacketLength } from '../../ib/packet';
import { WQE_BB } from '../plan';
import * as hostA from '../artifacts/hostA';
import { dataPacketSet } from '../artifacts/packets';
import { dataWireBytes, narrativeContext } from '../context';

const one = (a: ArtifactSet[]) => a;

/** A1-A3: host A's CPU posts the work request; HCA A fetches, builds and sends the packets. */
export function hostASteps(plan: TransferPlan, t: Timeline, wqe: EncodedWqe, N: Narrator): StepSpec[] {
  const { s } = plan;
  const mmio = hostA.mmioPayload(plan, wqe).bytes.length;
  const c = narrativeContext(plan, wqe, mmio);
  const dur = (x: Span) => x.end - x.start;
  const counter = hostA.sqCounterAfter(wqe);
  const doorbellHeader = tlpHeaderBytes(plan.addr.doorbell, true);
  const steps: StepSpec[] = [
    {
      id: 'A1.wqe',
      phase: 'A1',
      actor: 'cpuA',
      path: ['A.cpu', 'A.dram'],
      span: t.wqe,
      text: N.a1Wqe(c),
      artifacts: [hostA.wqeArtifact(plan, wqe)],
      delta: { A: { cpuStoreBytes: wqe.bytes.length, cpuNs: dur(t.wqe) }, memory: { wqeWritten: true } },
    },
    {
      id: 'A1.dbr',
      phase: 'A1',
      actor: 'cpuA',
      path: ['A.cpu', 'A.dram'],
      span: t.dbr,
      text: N.a1Dbr(c, counter),
      artifacts: [hostA.doorbellRecordArtifact(plan, wqe)],
      delta: { A: { cpuStoreBytes: 4, cpuNs: dur(t.dbr) }, memory: { dbrValue: counter } },
    },
    {
      id: 'A1.mmio',
      phase: 'A1',
      actor: 'cpuA',
      path: ['A.cpu', 'A.rc'],
      span: t.mmio,
      text: N.a1Mmio(c),
      artifacts: [hostA.mmioArtifact(plan, wqe, t)],
      delta: { A: { cpuMmioStores: mmio / 8, cpuMmioBytes: mmio, cpuNs: dur(t.mmio) } },
    },
    {
      id: 'A2.tlp',
      phase: 'A2',
      actor: 'rootComplexA',
      path: ['A.rc', 'A.pcie', 'A.hca.bar'],
      span: t.doorbellTlp,
      text: N.a2Tlp(c),
      artifacts: [hostA.doorbellTlpArtifact(plan, wqe, t)],
      delta: {
        A: { tlpsDown: 1, tlpBytesDown: doorbellHeader + mmio },
        memory: { doorbellRung: true },
        hcaBufferBytes: { A: plan.wqeByDma ? 0 : mmio },
      },
    },
  ];
  if (plan.wqeByDma && t.wqeFetch) {
    const h = tlpHeaderBytes(plan.addr.sqSlotDma, false);
    steps.push({
      id: 'A3.wqe-fetch',
      phase: 'A3',
      actor: 'hcaA',
      path: ['A.dram', 'A.rc', 'A.pcie', 'A.hca.engine'],
      span: t.wqeFetch,
      text: N.a3WqeFetch(),
      artifacts: hostA.wqeFetchArtifacts(plan, wqe, t),
      delta: { A: { tlpsUp: 1, tlpBytesUp: h, tlpsDown: 1, tlpBytesDown: 12 + WQE_BB, memReadBytes: WQE_BB } },
    });
  }
  if (plan.payloadReads && plan.payloadCompletions && t.payloadFetch) {
    const reads = plan.payloadReads;
    const cpls = plan.payloadCompletions;
    // Every piece of a pinned buffer lies in the same pool, so all reads share the first one's header size.
    const h = tlpHeaderBytes(translate('A.source', s.localVa, s.localVa, s.iommu).dma, false);
    steps.push({
      id: 'A3.payload-fetch',
      phase: 'A3',
      actor: 'hcaA',
      path: ['A.dram', 'A.rc', 'A.pcie', 'A.hca.engine', 'A.hca.sram'],
      span: t.payloadFetch,
      text: N.a3PayloadFetch(c),
      artifacts: one([hostA.payloadReadSet(plan, t), hostA.payloadCompletionSet(plan, t)]),
      delta: {
        A: {
          tlpsUp: reads.count,
          tlpBytesUp: reads.count * h,
          tlpsDown: cpls.count,
          tlpBytesDown: cpls.count * 12 + s.messageBytes,
          memReadBytes: s.messageBytes,
        },
        hcaBufferBytes: { A: Math.min(s.messageBytes, s.pathMtu) },
      },
    });
  }
  steps.push(
    {
      id: 'A3.segment',
      phase: 'A3',
      actor: 'hcaA',
      path: ['A.hca.sram', 'A.hca.engine', 'A.hca.port'],
      span: t.segment,
      text: N.a3Segment(c),
      // The same packets as on the wire: built here, in SRAM, headers and CRCs included.
      artifacts: [
        dataPacketSet(plan, t, `Packets assembled in HCA A's SRAM (${plan.packets})`, (k) => t.departNs(k) - plan.timing.p.hcaTxNs),
      ],
      delta: { hcaBufferBytes: { A: ibPacketLength(Math.min(s.messageBytes, s.pathMtu), true, false) } },
    },
    {
      id: 'A3.transmit',
      phase: 'A3',
      actor: 'hcaA',
      path: ['A.hca.port', 'fabric'],
      span: t.transmit,
      text: N.a3Transmit(c),
      artifacts: [dataPacketSet(plan, t, `RDMA WRITE packets on A's link (${plan.packets})`)],
      delta: { ib: { packetsAtoB: plan.packets, bytesAtoB: dataWireBytes(plan) }, hcaBufferBytes: { A: 0 } },
    },
  );
  return steps;
}
