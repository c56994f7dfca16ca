import { msg } from '../../../i18n/msg';
import type { Field } from '../../bytes/field';
import { hex, hexValue } from '../../bytes/hex';
import { encodeRqDoorbellRecord, MLX5_RCV_DBR } from '../../mlx5/doorbellRecord';
import { encodeRecvWqe } from '../../mlx5/recvWqe';
import { translate } from '../../platform/pageMap';
import { PROCESS_B } from '../../platform/processLayout';
import { RECV_MAX_SGE, RECV_WQE_BYTES, type TransferPlan } from '../plan';
import type { Span } from '../span';
import type { Artifact, ArtifactSet } from '../types';
import { structReadArtifacts } from './dma';
import { singleArtifactSet } from './singleArtifactSet';

/**
 * B's receive WQE: one scatter entry naming B's buffer (its VA, the MR's
 * lkey, which on mlx5 equals the rkey, and the length). For a SEND it decides
 * where the bytes land; a WRITE with immediate only consumes it
 * (rdma-core providers/mlx5/qp.c, mlx5_post_recv: an RQ WQE is data segments only).
 */
export function recvWqe(plan: TransferPlan): { bytes: Uint8Array; fields: Field[] } {
  return encodeRecvWqe({ sges: [{ addr: plan.s.remoteVa, lkey: plan.s.rkey, length: plan.s.messageBytes }], maxSge: RECV_MAX_SGE });
}

/** Where B's first receive WQE lives: its VA, the address B's HCA reads, its physical address. */
export function recvSlot(plan: TransferPlan) {
  const va = PROCESS_B.rqVa + BigInt(PROCESS_B.rqIndex * RECV_WQE_BYTES);
  return { va, ...translate('B.rq', PROCESS_B.rqVa, va, plan.s.iommu) };
}

export function recvWqeArtifact(plan: TransferPlan, timeNs?: number): Artifact {
  const { bytes, fields } = recvWqe(plan);
  const slot = recvSlot(plan);
  return {
    type: 'recv-wqe',
    host: 'B',
    label: msg('artifact.recvWqe', { va: hexValue(slot.va, 12), bytes: RECV_WQE_BYTES }),
    bytes,
    fields,
    address: slot.phys,
    timeNs,
  };
}

/** B's application posts the receive: the WQE in the RQ ring, then the RQ counter in the doorbell record (no MMIO on mlx5). */
export function postRecvArtifacts(plan: TransferPlan, span: Span): ArtifactSet[] {
  const dbrVa = PROCESS_B.dbrVa + BigInt(MLX5_RCV_DBR * 4);
  const dbr = encodeRqDoorbellRecord(PROCESS_B.rqIndex + 1);
  return [
    singleArtifactSet(recvWqeArtifact(plan, span.start)),
    singleArtifactSet({
      type: 'doorbell-record',
      host: 'B',
      label: msg('artifact.rqDbr', { va: hexValue(dbrVa, 12) }),
      bytes: dbr.bytes,
      fields: dbr.fields,
      address: translate('B.dbr', PROCESS_B.dbrVa, dbrVa, plan.s.iommu).phys,
      timeNs: span.end,
    }),
  ];
}

/** HCA B's read of the receive WQE: the request up B's link and the completion that returns it. */
export function recvFetchArtifacts(plan: TransferPlan, span: Span): { read: ArtifactSet; completion: ArtifactSet; address: bigint } {
  const slot = recvSlot(plan);
  const reads = structReadArtifacts({
    host: 'B',
    address: slot.dma,
    data: recvWqe(plan),
    dataMeaning: msg('field.trace.cplRecvWqe'),
    readLabel: msg('artifact.tlp.recvRead', { bytes: RECV_WQE_BYTES, addr: hex(slot.dma) }),
    cplLabel: msg('artifact.tlp.recvCpl'),
    readNs: span.start,
    cplNs: span.end - plan.timing.pcie(RECV_WQE_BYTES),
  });
  return { ...reads, address: slot.dma };
}
