import { type Msg, msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import {
  CQE_BYTES,
  checkCqeBytes,
  MLX5_CQE_REQ,
  MLX5_CQE_REQ_ERR,
  MLX5_CQE_RESP_ERR,
  MLX5_CQE_RESP_SEND,
  MLX5_CQE_RESP_SEND_IMM,
  MLX5_CQE_RESP_WR_IMM,
  type OpOwn,
  readOpOwn,
  writeCqeTail,
  zeroField,
} from './cqeLayout';
import { type DecodedErrorCqe, decodeErrorCqe } from './errorCqe';
import { type DecodedResponderCqe, decodeResponderCqe } from './responderCqe';
import { MLX5_OPCODE_RDMA_READ, MLX5_OPCODE_RDMA_WRITE, MLX5_OPCODE_RDMA_WRITE_IMM, MLX5_OPCODE_SEND } from './wqeConstants';

export {
  CQE_BYTES,
  MLX5_CQE_INVALID,
  MLX5_CQE_REQ,
  MLX5_CQE_REQ_ERR,
  MLX5_CQE_RESP_ERR,
  MLX5_CQE_RESP_SEND,
  MLX5_CQE_RESP_SEND_IMM,
  MLX5_CQE_RESP_WR_IMM,
} from './cqeLayout';

export interface RequesterCqeSpec {
  qpn: number;
  /** The completed WQE's wqe_index (ctrl opmod_idx_opcode bits 23:8). */
  wqeCounter: number;
  /** The send WQE's mlx5 opcode, e.g. 0x08 RDMA_WRITE. */
  sendOpcode: number;
  /** Owner bit: flips on every pass over the CQ ring. */
  owner: 0 | 1;
  /** Raw HCA clock ticks. */
  timestamp: bigint;
  /** RDMA READ (0x10) only: bytes read, which handle_good_req copies to wc.byte_len. 0 when absent. */
  byteCount?: number;
}

/** What handle_good_req makes of the send opcode in sop_drop_qpn >> 24 (rdma-core providers/mlx5/cq.c). */
function sopMeaning(opcode: number): Msg {
  switch (opcode) {
    case MLX5_OPCODE_RDMA_WRITE:
      return msg('field.cqe.sop.rdmaWrite', { opcode: hexValue(opcode, 2) });
    case MLX5_OPCODE_RDMA_WRITE_IMM:
      return msg('field.cqe.sop.rdmaWriteImm', { opcode: hexValue(opcode, 2) });
    case MLX5_OPCODE_SEND:
      return msg('field.cqe.sop.send', { opcode: hexValue(opcode, 2) });
    case MLX5_OPCODE_RDMA_READ:
      return msg('field.cqe.sop.rdmaRead', { opcode: hexValue(opcode, 2) });
    default:
      return msg('field.cqe.sop', { opcode: hexValue(opcode, 2) });
  }
}

/**
 * A successful requester CQE (`struct mlx5_cqe64`, 64 B) for a signaled send WQE.
 * libmlx5's handle_good_req reads the send opcode from sop_drop_qpn >> 24 and
 * byte_cnt only for RDMA READ (atomics get 8) (rdma-core providers/mlx5/cq.c). Responder-only fields are 0.
 */
export function encodeRequesterCqe(spec: RequesterCqeSpec): { bytes: Uint8Array; fields: Field[] } {
  const byteCount = spec.byteCount ?? 0;
  const read = spec.sendOpcode === MLX5_OPCODE_RDMA_READ;
  if (byteCount !== 0 && !read) throw new RangeError('CQE: byteCount is read by libmlx5 only for an RDMA READ (send opcode 0x10)');
  const w = new ByteWriter(CQE_BYTES);
  const reserved = msg('field.reserved');
  const responderOnly = msg('field.cqe.responderOnly');
  w.group('cqe64', msg('field.cqe'), () => {
    zeroField(w, 'rsvd0', 2, reserved);
    zeroField(w, 'wqe_id', 2, msg('field.cqe.wqeId'));
    zeroField(w, 'rsvd4', 13, reserved);
    zeroField(w, 'ml_path', 1, responderOnly);
    zeroField(w, 'rsvd20', 4, reserved);
    zeroField(w, 'slid', 2, msg('field.cqe.slid'));
    zeroField(w, 'flags_rqpn', 4, msg('field.cqe.flagsRqpn'));
    zeroField(w, 'hds_ip_ext', 1, responderOnly);
    zeroField(w, 'l4_hdr_type_etc', 1, responderOnly);
    zeroField(w, 'vlan_info', 2, responderOnly);
    zeroField(w, 'srqn_uidx', 4, msg('field.cqe.srqnUidx'));
    zeroField(w, 'imm_inval_pkey', 4, msg('field.cqe.immInvalPkey'));
    zeroField(w, 'app', 1, msg('field.cqe.app'));
    zeroField(w, 'app_op', 1, msg('field.cqe.appOther'));
    zeroField(w, 'app_info', 2, msg('field.cqe.appOther'));
    if (read) {
      w.u32('byte_cnt', byteCount, msg('field.cqe.byteCnt.read', { bytes: String(byteCount) }), {
        link: 'length',
        display: String(byteCount),
      });
    } else {
      w.u32('byte_cnt', 0, msg('field.cqe.byteCnt'));
    }
    w.u64('timestamp', spec.timestamp, msg('field.cqe.timestamp'), { display: spec.timestamp.toString() });
    writeCqeTail(w, {
      word: { name: 'sop_drop_qpn', meaning: msg('field.cqe.sopDropQpn') },
      top: { name: 'sop', value: spec.sendOpcode, meaning: sopMeaning(spec.sendOpcode) },
      qpn: spec.qpn,
      qpnMeaning: msg('field.cqe.qpn', { qpn: hexValue(spec.qpn, 6) }),
      qpnLink: 'qpnA',
      wqeCounter: spec.wqeCounter,
      wqeCounterMeaning: msg('field.cqe.wqeCounter', { index: String(spec.wqeCounter) }),
      wqeCounterLink: 'wqeIndex',
      cqeOpcode: MLX5_CQE_REQ,
      cqeOpcodeMeaning: msg('field.cqe.opcode'),
      owner: spec.owner,
    });
  });
  return w.finish();
}

export interface DecodedRequesterCqe extends OpOwn {
  kind: 'requester';
  /** op_own >> 4, the same as cqeOpcode (the name the first decoder used). */
  opcode: number;
  sendOpcode: number;
  qpn: number;
  wqeCounter: number;
  byteCount: number;
  timestamp: bigint;
}

/** A decoded CQE, by the kind its op_own opcode names. */
export type DecodedCqe = DecodedRequesterCqe | DecodedResponderCqe | DecodedErrorCqe;

function decodeRequesterCqe(bytes: Uint8Array): DecodedRequesterCqe {
  const opOwn = readOpOwn(bytes[63]);
  const r = new ByteReader(bytes, 44);
  const byteCount = r.u32();
  const timestamp = r.u64();
  const sendOpcode = r.u8();
  const qpn = r.u24();
  const wqeCounter = r.u16();
  return { kind: 'requester', ...opOwn, opcode: opOwn.cqeOpcode, sendOpcode, qpn, wqeCounter, byteCount, timestamp };
}

/**
 * Reads any CQE the simulator writes, choosing the layout by op_own >> 4 as
 * mlx5_parse_cqe does (rdma-core providers/mlx5/cq.c): 0 requester, 1-3 responder, 13 and 14
 * (requester, responder) error. Other opcodes (RESP_SEND_INV, INVALID, ...) are not modelled.
 */
export function decodeCqe(bytes: Uint8Array): DecodedCqe {
  checkCqeBytes(bytes);
  const { cqeOpcode } = readOpOwn(bytes[63]);
  switch (cqeOpcode) {
    case MLX5_CQE_REQ:
      return decodeRequesterCqe(bytes);
    case MLX5_CQE_RESP_WR_IMM:
    case MLX5_CQE_RESP_SEND:
    case MLX5_CQE_RESP_SEND_IMM:
      return decodeResponderCqe(bytes);
    case MLX5_CQE_REQ_ERR:
    case MLX5_CQE_RESP_ERR:
      return decodeErrorCqe(bytes);
    default:
      throw new RangeError(`CQE: opcode ${cqeOpcode} is not modelled (requester 0, responder 1-3, error 13-14)`);
  }
}

export {
  CQE_SYNDROME,
  type CqeSyndrome,
  cqeSyndrome,
  type DecodedErrorCqe,
  type ErrorCqeSpec,
  encodeErrorCqe,
  IBV_WC_STATUS,
  syndromeOf,
  type WcStatusName,
  wcStatusOf,
} from './errorCqe';
export { type DecodedResponderCqe, encodeResponderCqe, type ResponderCqeOpcode, type ResponderCqeSpec } from './responderCqe';
