import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import { MLX5_OPCODE_RDMA_WRITE } from './wqeConstants';
import { msg, type Msg } from '../../i18n/msg';

/** CQE size: struct mlx5_cqe64 [RC-mlx5 mlx5dv.h]. */
export const CQE_BYTES = 64;
// op_own >> 4 [RC-mlx5 mlx5dv.h].
export const MLX5_CQE_REQ = 0;
export const MLX5_CQE_REQ_ERR = 13;
export const MLX5_CQE_INVALID = 15;

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
}

const zero = (w: ByteWriter, name: string, bytes: number, meaning: Msg) =>
  bytes <= 4 ? w.bits(name, bytes * 8, 0, meaning) : w.bytes(name, new Uint8Array(bytes), meaning);

/**
 * A successful requester CQE (`struct mlx5_cqe64`, 64 B) for a signaled send WQE.
 * libmlx5's handle_good_req reads the send opcode from sop_drop_qpn >> 24 and,
 * for an RDMA WRITE, not byte_cnt [RC-mlx5 cq.c]. Responder-only fields are 0.
 */
export function encodeRequesterCqe(spec: RequesterCqeSpec): { bytes: Uint8Array; fields: Field[] } {
  const w = new ByteWriter(CQE_BYTES);
  const reserved = msg('field.reserved');
  const responderOnly = msg('field.cqe.responderOnly');
  w.group('cqe64', msg('field.cqe'), () => {
    zero(w, 'rsvd0', 2, reserved);
    zero(w, 'wqe_id', 2, msg('field.cqe.wqeId'));
    zero(w, 'rsvd4', 13, reserved);
    zero(w, 'ml_path', 1, responderOnly);
    zero(w, 'rsvd20', 4, reserved);
    zero(w, 'slid', 2, msg('field.cqe.slid'));
    zero(w, 'flags_rqpn', 4, msg('field.cqe.flagsRqpn'));
    zero(w, 'hds_ip_ext', 1, responderOnly);
    zero(w, 'l4_hdr_type_etc', 1, responderOnly);
    zero(w, 'vlan_info', 2, responderOnly);
    zero(w, 'srqn_uidx', 4, msg('field.cqe.srqnUidx'));
    zero(w, 'imm_inval_pkey', 4, msg('field.cqe.immInvalPkey'));
    zero(w, 'app', 1, msg('field.cqe.app'));
    zero(w, 'app_op', 1, msg('field.cqe.appOther'));
    zero(w, 'app_info', 2, msg('field.cqe.appOther'));
    w.u32('byte_cnt', 0, msg('field.cqe.byteCnt'));
    w.u64('timestamp', spec.timestamp, msg('field.cqe.timestamp'), { display: spec.timestamp.toString() });
    w.group(
      'sop_drop_qpn',
      msg('field.cqe.sopDropQpn'),
      () => {
        w.u8(
          'sop',
          spec.sendOpcode,
          spec.sendOpcode === MLX5_OPCODE_RDMA_WRITE
            ? msg('field.cqe.sop.rdmaWrite')
            : msg('field.cqe.sop', { opcode: hexValue(spec.sendOpcode, 2) }),
        );
        w.u24('qpn', spec.qpn, msg('field.cqe.qpn', { qpn: hexValue(spec.qpn, 6) }), { link: 'qpnA' });
      },
      { display: hexValue(((spec.sendOpcode << 24) >>> 0) + spec.qpn, 8) },
    );
    w.u16('wqe_counter', spec.wqeCounter, msg('field.cqe.wqeCounter', { index: String(spec.wqeCounter) }), {
      link: 'wqeIndex',
      display: String(spec.wqeCounter),
    });
    w.u8('signature', 0, msg('field.cqe.signature'));
    w.group(
      'op_own',
      msg('field.cqe.opOwn'),
      () => {
        w.bits('opcode', 4, MLX5_CQE_REQ, msg('field.cqe.opcode'), { display: '0' });
        w.bits('format', 2, 0, msg('field.cqe.format'), { display: '00' });
        w.bits('se', 1, 0, msg('field.cqe.se'));
        w.bits('owner', 1, spec.owner, msg('field.cqe.owner', { owner: spec.owner }));
      },
      { display: hexValue((MLX5_CQE_REQ << 4) | spec.owner, 2) },
    );
  });
  return w.finish();
}

export interface DecodedCqe {
  opcode: number;
  format: number;
  se: number;
  owner: 0 | 1;
  sendOpcode: number;
  qpn: number;
  wqeCounter: number;
  byteCount: number;
  timestamp: bigint;
}

/** Reads the fields a requester completion uses (offsets per struct mlx5_cqe64). */
export function decodeCqe(bytes: Uint8Array): DecodedCqe {
  if (bytes.length !== CQE_BYTES) throw new RangeError(`CQE: expected 64 B, got ${bytes.length}`);
  const r = new ByteReader(bytes, 44);
  const byteCount = r.u32();
  const timestamp = r.u64();
  const sendOpcode = r.u8();
  const qpn = r.u24();
  const wqeCounter = r.u16();
  r.u8(); // signature
  const opOwn = r.u8();
  return {
    opcode: opOwn >> 4,
    format: (opOwn >> 2) & 3,
    se: (opOwn >> 1) & 1,
    owner: (opOwn & 1) as 0 | 1,
    sendOpcode,
    qpn,
    wqeCounter,
    byteCount,
    timestamp,
  };
}
