import { msg } from '../../../i18n/msg';
import { previewHex } from '../../bytes/byteWriter';
import { hex } from '../../bytes/hex';
import { decodeRoceV2Packet } from '../../roce/roceV2Packet';
import {
  IB_WC_REM_ACCESS_ERR,
  IB_WC_REM_INV_REQ_ERR,
  IB_WC_STATUS_NAMES,
  IB_WC_SUCCESS,
  IB_WC_WR_FLUSH_ERR,
  RXE_SEND_WQE_BYTES,
} from '../../rxe/constants';
import { rxeRecvCqe, rxeSendCqe } from '../../rxe/cqe';
import { encodePostSendCmd } from '../../rxe/postSendCmd';
import { PRODUCER_INDEX_OFFSET, producerIndexStore, RXE_CQE_ELEM_BYTES } from '../../rxe/queue';
import { encodeRxeRecvWqe } from '../../rxe/recvWqe';
import { encodeRxeSendWqe } from '../../rxe/sendWqe';
import { payloadSlice } from '../../transfer/payload';
import { singleArtifactSet } from '../artifacts/singleArtifactSet';
import type { Range } from '../exchange/exchangePlan';
import { recvWqeTaken } from '../exchange/exchangePlan';
import type { TransferPlan } from '../plan';
import type { Artifact, ArtifactSet, HostId } from '../types';

/** The wr_id values the app's C program posts with (src/sim/program/cProgram.ts: send 1, receive 2). */
const SEND_WR_ID = 1n;
const RECV_WR_ID = 2n;
/** An illustrative QP handle and stack address for post_send_db's command: the process's first QP, a stack address. */
const QP_HANDLE = 0;
const RESP_VA = 0x00007ffc8e1a2b40n;

/** Which status rxe gives A's send CQE after a NAK: remote access errors (0x62), or an invalid request (0x61) for a QP without the access (rxe_comp.c, check_ack). */
function requesterStatus(plan: TransferPlan): number {
  const o = plan.exchange.outcome;
  if (o.kind === 'success') return IB_WC_SUCCESS;
  return o.check === 'qp-access' || o.check === 'length' || o.check === 'opcode-sequence' ? IB_WC_REM_INV_REQ_ERR : IB_WC_REM_ACCESS_ERR;
}

/**
 * B's receive CQE: success; IB_WC_REM_ACCESS_ERR for the receive WQE a refused WRITE with immediate took (rxe_resp.c,
 * do_class_ac_error for RESPST_ERR_RKEY_VIOLATION); IB_WC_WR_FLUSH_ERR for one still posted when B's QP went to error.
 */
function responderStatus(plan: TransferPlan): number {
  if (plan.exchange.outcome.kind === 'success') return IB_WC_SUCCESS;
  return recvWqeTaken(plan.exchange) ? IB_WC_REM_ACCESS_ERR : IB_WC_WR_FLUSH_ERR;
}

/** The verbs name of an ib_wc_status (libibverbs keeps the kernel's order: IBV_WC_* = IB_WC_*). */
export const statusName = (status: number): string => (IB_WC_STATUS_NAMES[status] ?? `IB_WC_${status}`).replace(/^IB_WC_/, 'IBV_WC_');

/** The artifacts soft-RoCE's steps carry: what librxe and the rxe driver write, in their own layouts (src/sim/rxe). */
export function rxeArtifacts(plan: TransferPlan) {
  const { s } = plan;
  const inline = plan.payloadInline ? payloadSlice(s, 0, s.messageBytes, plan.pattern) : undefined;
  const wqe = encodeRxeSendWqe({
    op: s.op,
    wrId: SEND_WR_ID,
    signaled: s.signaled,
    ...(s.op === 'write-imm' ? { imm: s.immData } : {}),
    remoteVa: s.op === 'send' ? 0n : s.remoteVa,
    rkey: s.rkey,
    length: s.messageBytes,
    ...(inline ? { inline } : { sge: { addr: s.localVa, length: s.messageBytes, lkey: s.lkey } }),
  });
  const host = (h: HostId, a: Omit<Artifact, 'host'>): ArtifactSet => singleArtifactSet({ ...a, host: h });
  // Fresh rings: the first post takes slot 0 and moves the producer index to 1.
  const sqProducerAfter = 1;
  const producer = (h: HostId, index: number) => {
    const p = producerIndexStore(index);
    return host(h, {
      type: 'ring-index',
      label: msg('artifact.rxe.producer', { host: h, index, offset: PRODUCER_INDEX_OFFSET }),
      bytes: p.bytes,
      fields: p.fields,
    });
  };
  const cmd = encodePostSendCmd({ qpHandle: QP_HANDLE, responseVa: RESP_VA });
  const recv = encodeRxeRecvWqe({ wrId: RECV_WR_ID, sge: { addr: s.remoteVa, length: s.messageBytes, lkey: s.rkey } });
  return {
    wqe: host('A', {
      type: 'wqe',
      label: msg('artifact.rxe.wqe', { bytes: wqe.bytes.length, header: RXE_SEND_WQE_BYTES }),
      bytes: wqe.bytes,
      fields: wqe.fields,
    }),
    sqProducerAfter,
    sqProducer: producer('A', sqProducerAfter),
    rqProducer: producer('B', 1),
    syscall: host('A', {
      type: 'syscall',
      label: msg('artifact.rxe.syscall', { bytes: cmd.bytes.length }),
      bytes: cmd.bytes,
      fields: cmd.fields,
    }),
    recvWqe: host('B', {
      type: 'recv-wqe',
      label: msg('artifact.rxe.recvWqe', { bytes: recv.bytes.length }),
      bytes: recv.bytes,
      fields: recv.fields,
    }),
    /** The payload of packets [from, to) as the CPU copies it, one piece per packet (A: into skbs; B for a READ: out of the MR). */
    copiedPayload: (h: HostId, r: Range): ArtifactSet => {
      const count = Math.max(0, r[1] - r[0]);
      const lengthOf = (k: number) => plan.packetPieces.packetLength(k);
      let bytes = 0;
      for (let k = r[0]; k < r[1]; k++) bytes += lengthOf(k);
      return {
        kind: 'memory-write',
        host: h,
        label: msg('artifact.rxe.copy', { host: h, n: count }),
        count,
        bytes,
        at: (i) => {
          const k = r[0] + i;
          const len = lengthOf(k);
          const data = payloadSlice(s, k * s.pathMtu, len, plan.pattern);
          return {
            type: 'memory-write',
            host: h,
            label: msg('artifact.rxe.copyOne', { host: h, packet: k + 1, bytes: len }),
            bytes: data,
            fields: [
              {
                name: 'payload',
                path: 'payload',
                offset: 0,
                bitOffset: 0,
                bitLength: len * 8,
                value: previewHex(data),
                meaning: msg('field.rxe.copiedPayload', { bytes: len, packet: k + 1 }),
                link: 'payload',
              },
            ],
          };
        },
      };
    },
    /** The AETH syndrome of an answer's first packet, as written on the wire ("0x62"). */
    answerSyndrome: (sets: readonly ArtifactSet[] | undefined): string => {
      const set = sets?.find((a) => a.kind === 'packet' && a.count > 0);
      const aeth = set ? decodeRoceV2Packet(set.at(0).bytes, { fcs: true }).aeth : undefined;
      return aeth ? hex(aeth.syndrome) : '—';
    },
    /** A host's CQE as rxe writes it (the 48 bytes of struct ib_uverbs_wc the process reads), its status, and the bytes rxe_cq_post stores. */
    cqe: (h: HostId) => {
      const status = h === 'A' ? requesterStatus(plan) : responderStatus(plan);
      const c =
        h === 'A'
          ? rxeSendCqe({ wrId: SEND_WR_ID, status, op: s.op, byteLen: s.messageBytes, qpNum: s.qpnA })
          : rxeRecvCqe({
              wrId: RECV_WR_ID,
              status,
              withImm: s.op === 'write-imm',
              ...(s.op === 'write-imm' ? { imm: s.immData } : {}),
              byteLen: s.messageBytes,
              qpNum: s.qpnB,
              writeImm: s.op === 'write-imm',
            });
      return {
        status: statusName(status),
        stored: RXE_CQE_ELEM_BYTES,
        set: host(h, { type: 'cqe', label: msg('artifact.rxe.cqe', { host: h, bytes: c.bytes.length }), bytes: c.bytes, fields: c.fields }),
      };
    },
  };
}
