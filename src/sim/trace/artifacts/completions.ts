import { msg } from '../../../i18n/msg';
import type { Field } from '../../bytes/field';
import { hexValue } from '../../bytes/hex';
import { CQE_SYNDROME, encodeErrorCqe, encodeRequesterCqe, encodeResponderCqe, MLX5_CQE_RESP_ERR } from '../../mlx5/cqe';
// A requester CQE reports the send WQE's mlx5 opcode (rdma-core providers/mlx5/cq.c, handle_good_req).
import { SEND_OP_OPCODE } from '../../mlx5/sendOps';
import { encodeMemWrite } from '../../pcie/tlp';
import { HCA_REQUESTER_ID } from '../../platform/addressMap';
import { gpuRingTranslate } from '../../platform/gpuMemory';
import { translate } from '../../platform/pageMap';
import { PROCESS_A, PROCESS_B } from '../../platform/processLayout';
import type { CompletionTiming } from '../exchange/exchangeTiming';
import { CQE_BYTES, type TransferPlan } from '../plan';
import type { ArtifactSet, HostId } from '../types';
import { singleArtifactSet } from './singleArtifactSet';

/**
 * Which CQE a host gets: A's requester CQE (or its error CQE); B's responder CQE, the receive WQE a refused packet
 * took (completed with an error), or a receive flushed when B's QP went to Error.
 */
export type CqeKind = 'requester' | 'requester-error' | 'responder' | 'responder-error' | 'responder-flush';

function encodeCqe(plan: TransferPlan, kind: CqeKind, timeNs: number): { bytes: Uint8Array; fields: Field[] } {
  const { s } = plan;
  const timestamp = BigInt(Math.round(timeNs));
  switch (kind) {
    case 'requester':
      return encodeRequesterCqe({
        qpn: s.qpnA,
        wqeCounter: PROCESS_A.wqeIndex,
        sendOpcode: SEND_OP_OPCODE[s.op],
        owner: 0,
        timestamp,
        byteCount: s.op === 'read' ? s.messageBytes : 0,
      });
    case 'requester-error':
      return encodeErrorCqe({
        syndrome: CQE_SYNDROME.REMOTE_ACCESS_ERR.code,
        qpn: s.qpnA,
        wqeCounter: PROCESS_A.wqeIndex,
        sendOpcode: SEND_OP_OPCODE[s.op],
        owner: 0,
      });
    case 'responder':
      return encodeResponderCqe({
        opcode: s.op === 'send' ? 'resp-send' : 'resp-write-imm',
        qpn: s.qpnB,
        wqeCounter: PROCESS_B.rqIndex,
        byteCount: s.messageBytes,
        ...(s.op === 'write-imm' ? { imm: s.immData } : {}),
        srcQpn: s.qpnA,
        slid: s.transport === 'ib' ? s.lidA : 0,
        owner: 0,
        timestamp,
      });
    case 'responder-error':
      // The verbs status for a protection error on a WRITE with immediate at the responder is IBV_WC_LOC_ACCESS_ERR
      // (NVIDIA RDMA Aware Networks Programming User Manual, ibv_poll_cq), which libmlx5 reports for syndrome 0x11
      // (providers/mlx5/cq.c, mlx5_handle_error_cqe). soft-RoCE reports IB_WC_REM_ACCESS_ERR instead (rxe_resp.c).
      return encodeErrorCqe({
        syndrome: CQE_SYNDROME.LOCAL_ACCESS_ERR.code,
        qpn: s.qpnB,
        wqeCounter: PROCESS_B.rqIndex,
        sendOpcode: 0,
        owner: 0,
        opcode: MLX5_CQE_RESP_ERR,
      });
    case 'responder-flush':
      return encodeErrorCqe({
        syndrome: CQE_SYNDROME.WR_FLUSH_ERR.code,
        qpn: s.qpnB,
        wqeCounter: PROCESS_B.rqIndex,
        sendOpcode: 0,
        owner: 0,
        opcode: MLX5_CQE_RESP_ERR,
      });
  }
}

/** The CQE a host's HCA writes into its CQ ring, and the posted write that carries it. */
export function cqeArtifacts(
  plan: TransferPlan,
  kind: CqeKind,
  t: CompletionTiming,
): { cqe: ArtifactSet; tlp: ArtifactSet; address: bigint } {
  const host: HostId = kind === 'requester' || kind === 'requester-error' ? 'A' : 'B';
  const proc = host === 'A' ? { cqVa: PROCESS_A.cqVa, index: PROCESS_A.cqIndex } : { cqVa: PROCESS_B.cqVa, index: PROCESS_B.cqIndex };
  const va = proc.cqVa + BigInt(proc.index * CQE_BYTES);
  // A's CQ is in GPU A's memory when a GPU thread posts (IBGDA): the CQE goes to its BAR1.
  const slot =
    host === 'A' && plan.s.initiator === 'gpu'
      ? gpuRingTranslate('A.cq', proc.cqVa, va)
      : translate(host === 'A' ? 'A.cq' : 'B.cq', proc.cqVa, va, plan.s.iommu);
  const cqe = encodeCqe(plan, kind, t.cqe.start);
  const tlp = encodeMemWrite({
    requesterId: HCA_REQUESTER_ID,
    tag: 0,
    address: slot.dma,
    data: cqe.bytes,
    dataMeaning: msg('field.trace.cqeWrite'),
    dataChildren: cqe.fields,
  });
  return {
    address: slot.dma,
    cqe: singleArtifactSet({
      type: 'cqe',
      host,
      label: msg('artifact.cqe', { slot: proc.index, va: hexValue(va, 12), host }),
      bytes: cqe.bytes,
      fields: cqe.fields,
      address: slot.phys,
      timeNs: t.cqe.end,
    }),
    tlp: singleArtifactSet({
      type: 'MWr',
      host,
      label: msg('artifact.tlp.cqe', { host }),
      bytes: tlp.bytes,
      fields: tlp.fields,
      address: slot.dma,
      timeNs: t.cqe.start,
    }),
  };
}
