import { MLX5_SEND_WQE_BB } from '../../mlx5/wqeConstants';
import { tlpHeaderBytes } from '../../pcie/tlp';
import * as hostA from '../artifacts/hostA';
import type { TraceContext } from '../context';
import type { Place } from '../places';
import { spanNs } from '../span';
import type { StepSpec } from '../stepSpec';
import { dbrText, mmioText, tlpText, wqeFetchText, wqeText } from '../text/postText';

/** A1, A2 and (doorbell mode) the WQE fetch: host A's CPU posts the work request and HCA A learns of it. */
export function postSteps(c: TraceContext): StepSpec[] {
  const { plan, t, wqe } = c;
  const { s } = plan;
  const { bytes: mmio, chunks, stores } = plan.barStores;
  const counter = hostA.sqCounterAfter(wqe);
  const doorbellHeader = tlpHeaderBytes(plan.addr.doorbell, true);
  // GPU-initiated (NVSHMEM's IBGDA): a GPU thread writes the WQE and the record in GPU memory and rings the doorbell;
  // its store crosses to HCA A through the switch they share, or up through the root complex. A's CPU does nothing.
  const gpu = s.initiator === 'gpu';
  const viaSwitch = s.p2pPath === 'switch';
  const cpuDelta = (d: Record<string, number>) => (gpu ? {} : { A: d });
  const steps: StepSpec[] = [
    {
      id: 'A1.wqe',
      role: 'build-wqe',
      phase: 'A1',
      actor: gpu ? 'gpuA' : 'cpuA',
      path: gpu ? ['A.gpu'] : ['A.cpu', 'A.dram'],
      span: t.wqe,
      text: wqeText(c),
      artifacts: [hostA.wqeArtifact(plan, wqe)],
      // Inline data is copied by the CPU into the WQE: the one CPU copy of the payload in the whole transfer.
      delta: {
        ...cpuDelta({ cpuStoreBytes: wqe.bytes.length, cpuCopyBytes: plan.payloadInline ? s.messageBytes : 0, cpuNs: spanNs(t.wqe) }),
        memory: { wqeWritten: true },
      },
      view: { touches: [{ object: 'A.sq', by: gpu ? 'bus' : 'cpu' }] },
    },
    {
      id: 'A1.dbr',
      role: 'write-doorbell-record',
      phase: 'A1',
      actor: gpu ? 'gpuA' : 'cpuA',
      path: gpu ? ['A.gpu'] : ['A.cpu', 'A.dram'],
      span: t.dbr,
      text: dbrText(counter, gpu),
      artifacts: [hostA.doorbellRecordArtifact(plan, wqe)],
      delta: { ...cpuDelta({ cpuStoreBytes: 4, cpuNs: spanNs(t.dbr) }), memory: { dbrValue: counter } },
      view: { touches: [{ object: 'A.dbr', by: gpu ? 'bus' : 'cpu' }] },
    },
    {
      id: 'A1.mmio',
      role: 'post-mmio',
      phase: 'A1',
      actor: gpu ? 'gpuA' : 'cpuA',
      path: gpu ? ['A.gpu', viaSwitch ? 'A.pcieSwitch' : 'A.rc'] : ['A.cpu', 'A.rc'],
      span: t.mmio,
      text: mmioText(c),
      artifacts: [hostA.mmioArtifact(plan, c.mmio, t)],
      delta: cpuDelta({ cpuMmioStores: stores, cpuMmioBytes: mmio, cpuNs: spanNs(t.mmio) }),
      view: { touches: [{ object: 'A.doorbell', by: 'cpu' }] },
    },
    {
      id: 'A2.tlp',
      role: 'mmio-tlp',
      phase: 'A2',
      actor: gpu ? 'gpuA' : 'rootComplexA',
      path: gpu && viaSwitch ? ['A.pcieSwitch', 'A.hca.bar'] : ['A.rc', 'A.pcie', 'A.hca.bar'],
      span: t.doorbellTlp,
      text: tlpText(c, doorbellHeader, mmio, chunks),
      artifacts: [hostA.doorbellTlpArtifact(plan, c.mmio, t)],
      delta: {
        memory: { doorbellRung: true },
        hcaBufferBytes: { A: plan.wqeByDma ? 0 : mmio },
      },
      view: { touches: [{ object: 'A.doorbell', by: 'bus' }] },
    },
  ];
  if (plan.wqeByDma && t.wqeFetch) {
    steps.push({
      id: 'A3.wqe-fetch',
      role: 'fetch-wqe',
      phase: 'A3',
      actor: 'hcaA',
      path: gpu ? [...ringPath(s), 'A.hca.engine'] : ['A.dram', 'A.rc', 'A.pcie', 'A.hca.engine'],
      span: t.wqeFetch,
      text: wqeFetchText(c),
      artifacts: hostA.wqeFetchArtifacts(plan, wqe, t.wqeFetch),
      delta: {
        A: { memReadBytes: MLX5_SEND_WQE_BB },
      },
      view: { motion: 'request-response', touches: [{ object: 'A.sq', by: 'bus' }] },
    });
  }
  return steps;
}

/** From GPU A's memory (its rings, under IBGDA) towards HCA A: through the switch they share, or the root complex. */
export function ringPath(s: Pick<TraceContext['plan']['s'], 'p2pPath'>): Place[] {
  return s.p2pPath === 'switch' ? ['A.gpu', 'A.pcieSwitch'] : ['A.gpu', 'A.rc', 'A.pcie'];
}
