import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import { MLX5_OPCODE_RDMA_WRITE } from './wqeConstants';

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

const zero = (w: ByteWriter, name: string, bytes: number, meaning: string) =>
  bytes <= 4 ? w.bits(name, bytes * 8, 0, meaning) : w.bytes(name, new Uint8Array(bytes), meaning);

/**
 * A successful requester CQE (`struct mlx5_cqe64`, 64 B) for a signaled send WQE.
 * libmlx5's handle_good_req reads the send opcode from sop_drop_qpn >> 24 and,
 * for an RDMA WRITE, not byte_cnt [RC-mlx5 cq.c]. Responder-only fields are 0.
 */
export function encodeRequesterCqe(spec: RequesterCqeSpec): { bytes: Uint8Array; fields: Field[] } {
  const w = new ByteWriter(CQE_BYTES);
  const responderOnly = 'responder (receive) completions only: 0 in a requester CQE';
  w.group('cqe64', 'Completion queue entry the HCA writes into the CQ ring in host RAM', () => {
    zero(w, 'rsvd0', 2, 'reserved');
    zero(w, 'wqe_id', 2, 'striding RQ only: 0');
    zero(w, 'rsvd4', 13, 'reserved');
    zero(w, 'ml_path', 1, responderOnly);
    zero(w, 'rsvd20', 4, 'reserved');
    zero(w, 'slid', 2, `source LID of a received packet: ${responderOnly}`);
    zero(w, 'flags_rqpn', 4, `remote QPN and flags: ${responderOnly}`);
    zero(w, 'hds_ip_ext', 1, responderOnly);
    zero(w, 'l4_hdr_type_etc', 1, responderOnly);
    zero(w, 'vlan_info', 2, responderOnly);
    zero(w, 'srqn_uidx', 4, `SRQ number / user index: ${responderOnly}`);
    zero(w, 'imm_inval_pkey', 4, `immediate data / invalidated rkey / P_Key: ${responderOnly}`);
    zero(w, 'app', 1, 'application-specific (tag matching): 0');
    zero(w, 'app_op', 1, 'application-specific: 0');
    zero(w, 'app_info', 2, 'application-specific: 0');
    w.u32('byte_cnt', 0, '0 here: libmlx5 reads byte_cnt only for RDMA READ and atomics, never for an RDMA WRITE');
    w.u64('timestamp', spec.timestamp, 'HCA clock (raw ticks) when the completion was generated', {
      display: spec.timestamp.toString(),
    });
    w.group(
      'sop_drop_qpn',
      'send opcode << 24 | QPN',
      () => {
        w.u8(
          'sop',
          spec.sendOpcode,
          spec.sendOpcode === MLX5_OPCODE_RDMA_WRITE
            ? "0x08 = MLX5_OPCODE_RDMA_WRITE: the completed WQE's opcode; libmlx5 reports IBV_WC_RDMA_WRITE"
            : `${hexValue(spec.sendOpcode, 2)}: the completed send WQE's mlx5 opcode`,
        );
        w.u24('qpn', spec.qpn, `${hexValue(spec.qpn, 6)}: the QP whose send queue completed (QP A)`, { link: 'qpnA' });
      },
      { display: hexValue(((spec.sendOpcode << 24) >>> 0) + spec.qpn, 8) },
    );
    w.u16('wqe_counter', spec.wqeCounter, `${spec.wqeCounter}: wqe_index of the completed WQE; libmlx5 finds its wr_id with it`, {
      link: 'wqeIndex',
      display: String(spec.wqeCounter),
    });
    w.u8('signature', 0, '0: CQE signature, not read by libmlx5');
    w.group(
      'op_own',
      'opcode << 4 | format << 2 | SE << 1 | owner',
      () => {
        w.bits('opcode', 4, MLX5_CQE_REQ, '0 = MLX5_CQE_REQ: a successful send-side (requester) completion', { display: '0' });
        w.bits('format', 2, 0, '00: plain CQE (no inline scatter, not compressed)', { display: '00' });
        w.bits('se', 1, 0, '0: no solicited event');
        const owner = `${spec.owner}: ownership bit; the CPU takes the CQE when it matches the ring pass (flips every wrap)`;
        w.bits('owner', 1, spec.owner, owner);
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
