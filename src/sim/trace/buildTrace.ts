import type { Scenario } from '../scenario/types';
import { EN, type Narrator } from '../narrative/en';
import { tlpHeaderBytes } from '../pcie/tlp';
import { translate } from '../platform/pageMap';
import { ibPacketLength } from '../ib/packet';
import type { TimingParams } from '../timing/timingModel';
import { makePlan, WQE_BB, CQE_BYTES, type TransferPlan } from './plan';
import { makeTimeline, type Span, type Timeline } from './timeline';
import type { ArtifactSet, Trace } from './types';
import { stepsFromSpecs, type StepSpec } from './stepSpec';
import { buildWqe, type EncodedWqe } from './artifacts/wqe';
import * as hostA from './artifacts/hostA';
import { ackPacket, dataPacketSet } from './artifacts/packets';
import { memoryWriteSet, remoteWriteTlpSet } from './artifacts/hostB';
import { responderChecks } from './responderChecks';
import { dataWireBytes, narrativeContext } from './context';
import { mmioPayload } from './artifacts/hostA';

const one = (a: ArtifactSet[]) => a;

/**
 * Computes the whole story of one RDMA WRITE from a validated scenario:
 * every step, its artifacts (built on demand), its timing and the state after
 * it. Pure and deterministic: the same scenario gives the same trace.
 */
export function buildTrace(s: Scenario, opts: { narrator?: Narrator; timing?: TimingParams } = {}): Trace {
  const plan = makePlan(s, opts.timing);
  const t = makeTimeline(plan);
  const wqe = buildWqe(plan);
  const specs = [...setupSteps(plan, wqe, opts.narrator ?? EN), ...hostASteps(plan, t, wqe, opts.narrator ?? EN), ...remoteSteps(plan, t, wqe, opts.narrator ?? EN)];
  const steps = stepsFromSpecs(specs);
  return { scenario: s, steps, plan, timeline: t };
}

const AT_ZERO: Span = { start: 0, end: 0 };

function setupSteps(plan: TransferPlan, wqe: EncodedWqe, N: Narrator): StepSpec[] {
  const c = narrativeContext(plan, wqe, mmioPayload(plan, wqe).bytes.length);
  return [
    { id: 'SETUP.reg-mr-b', phase: 'SETUP', actor: 'kernelB', path: ['B.cpu', 'B.rc', 'B.pcie', 'B.hca.mtt'], span: AT_ZERO, text: N.setupRegMrB(c), delta: { memory: { mrB: true } } },
    { id: 'SETUP.reg-mr-a', phase: 'SETUP', actor: 'kernelA', path: ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.mtt'], span: AT_ZERO, text: N.setupRegMrA(c), delta: { memory: { mrA: true } } },
    { id: 'SETUP.connect', phase: 'SETUP', actor: 'apps', path: ['A.cpu', 'A.hca.engine', 'fabric', 'B.hca.engine', 'B.cpu'], span: AT_ZERO, text: N.setupQps(c), delta: { memory: { connected: true } } },
    { id: 'SETUP.exchange', phase: 'SETUP', actor: 'apps', path: ['B.cpu', 'oob', 'A.cpu'], span: AT_ZERO, text: N.setupExchange(c), delta: { memory: { keyAtA: true } } },
  ];
}

function hostASteps(plan: TransferPlan, t: Timeline, wqe: EncodedWqe, N: Narrator): StepSpec[] {
  const { s } = plan;
  const mmio = mmioPayload(plan, wqe).bytes.length;
  const c = narrativeContext(plan, wqe, mmio);
  const dur = (x: Span) => x.end - x.start;
  const counter = hostA.sqCounterAfter(wqe);
  const doorbellHeader = tlpHeaderBytes(plan.addr.doorbell, true);
  const steps: StepSpec[] = [
    { id: 'A1.wqe', phase: 'A1', actor: 'cpuA', path: ['A.cpu', 'A.dram'], span: t.wqe, text: N.a1Wqe(c), artifacts: [hostA.wqeArtifact(plan, wqe)], delta: { A: { cpuStoreBytes: wqe.bytes.length, cpuNs: dur(t.wqe) }, memory: { wqeWritten: true } } },
    { id: 'A1.dbr', phase: 'A1', actor: 'cpuA', path: ['A.cpu', 'A.dram'], span: t.dbr, text: N.a1Dbr(c, counter), artifacts: [hostA.doorbellRecordArtifact(plan, wqe)], delta: { A: { cpuStoreBytes: 4, cpuNs: dur(t.dbr) }, memory: { dbrValue: counter } } },
    { id: 'A1.mmio', phase: 'A1', actor: 'cpuA', path: ['A.cpu', 'A.rc'], span: t.mmio, text: N.a1Mmio(c), artifacts: [hostA.mmioArtifact(plan, wqe, t)], delta: { A: { cpuMmioStores: mmio / 8, cpuMmioBytes: mmio, cpuNs: dur(t.mmio) } } },
    {
      id: 'A2.tlp',
      phase: 'A2',
      actor: 'rootComplexA',
      path: ['A.rc', 'A.pcie', 'A.hca.bar'],
      span: t.doorbellTlp,
      text: N.a2Tlp(c),
      artifacts: [hostA.doorbellTlpArtifact(plan, wqe, t)],
      delta: { A: { tlpsDown: 1, tlpBytesDown: doorbellHeader + mmio }, memory: { doorbellRung: true }, hcaBufferBytes: { A: plan.wqeByDma ? 0 : mmio } },
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
        A: { tlpsUp: reads.count, tlpBytesUp: reads.count * h, tlpsDown: cpls.count, tlpBytesDown: cpls.count * 12 + s.messageBytes, memReadBytes: s.messageBytes },
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

function remoteSteps(plan: TransferPlan, t: Timeline, wqe: EncodedWqe, N: Narrator): StepSpec[] {
  const { s } = plan;
  const c = narrativeContext(plan, wqe, mmioPayload(plan, wqe).bytes.length);
  const steps: StepSpec[] = [];
  if (s.ib.switchHops === 0) {
    steps.push({ id: 'FABRIC.cable', phase: 'FABRIC', actor: 'cable', path: ['A.hca.port', 'fabric', 'B.hca.port'], span: t.hops[0], text: N.fabricCable(c) });
  } else {
    for (let h = 0; h < s.ib.switchHops; h++) {
      steps.push({
        id: `FABRIC.switch-${h + 1}`,
        phase: 'FABRIC',
        actor: 'switch',
        path: ['fabric'],
        span: t.hops[h],
        text: N.fabricSwitch({ ...c, hop: h + 1 }),
        artifacts: [dataPacketSet(plan, t, `Packets forwarded by switch ${h + 1}`, (k) => t.departNs(k) + plan.timing.cable() * (h + 1) + plan.timing.p.switchHopNs * (h + 1))],
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
