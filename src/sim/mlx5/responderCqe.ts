import { type Msg, msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import {
  CQE_BYTES,
  checkCqeBytes,
  MLX5_CQE_RESP_SEND,
  MLX5_CQE_RESP_SEND_IMM,
  MLX5_CQE_RESP_WR_IMM,
  type OpOwn,
  readOpOwn,
  writeCqeTail,
  zeroField,
} from './cqeLayout';

export type ResponderCqeOpcode = 'resp-write-imm' | 'resp-send';

export interface ResponderCqeSpec {
  /** resp-write-imm: an RDMA WRITE WITH IMM consumed a receive WQE; resp-send: a SEND (with imm: MLX5_CQE_RESP_SEND_IMM). */
  opcode: ResponderCqeOpcode;
  /** The responder's QP (QP B), whose receive queue completed. */
  qpn: number;
  /** The RQ WQE index the HCA consumed. */
  wqeCounter: number;
  byteCount: number;
  /** Immediate data as on the wire (ImmDt); required for resp-write-imm, optional for resp-send. */
  imm?: number;
  /** The sending QP (QP A). */
  srcQpn: number;
  /** Source LID (host A's port). */
  slid: number;
  /** Service level of the received packet, 0 when absent. */
  sl?: number;
  owner: 0 | 1;
  /** Raw HCA clock ticks. */
  timestamp: bigint;
}

export interface DecodedResponderCqe extends OpOwn, Omit<ResponderCqeSpec, 'sl'> {
  kind: 'responder';
  sl: number;
}

function cqeOpcodeOf(spec: ResponderCqeSpec): number {
  if (spec.opcode === 'resp-write-imm') return MLX5_CQE_RESP_WR_IMM;
  return spec.imm === undefined ? MLX5_CQE_RESP_SEND : MLX5_CQE_RESP_SEND_IMM;
}

/** What handle_responder makes of each opcode (rdma-core providers/mlx5/cq.c, handle_responder). */
const OPCODE_MEANING: Readonly<Record<number, Msg>> = {
  [MLX5_CQE_RESP_WR_IMM]: msg('field.cqe.opcode.respWrImm'),
  [MLX5_CQE_RESP_SEND]: msg('field.cqe.opcode.respSend'),
  [MLX5_CQE_RESP_SEND_IMM]: msg('field.cqe.opcode.respSendImm'),
};

function checkSpec(spec: ResponderCqeSpec): void {
  if (spec.opcode !== 'resp-write-imm' && spec.opcode !== 'resp-send') {
    throw new RangeError(`CQE: unknown responder opcode ${JSON.stringify(spec.opcode)}`);
  }
  if (spec.opcode === 'resp-write-imm' && spec.imm === undefined) {
    throw new RangeError('CQE: resp-write-imm needs imm: a receive completion for an RDMA WRITE always carries the immediate');
  }
  const sl = spec.sl ?? 0;
  if (!Number.isInteger(sl) || sl < 0 || sl > 15) throw new RangeError(`CQE: SL ${sl} does not fit 4 bits`);
}

/**
 * A receive (responder) completion, `struct mlx5_cqe64`, for an RC QP without
 * SRQ (CQE version 0). handle_responder reads byte_cnt -> wc.byte_len,
 * imm_inval_pkey -> wc.imm_data (RESP_WR_IMM, RESP_SEND_IMM, with
 * IBV_WC_WITH_IMM), slid -> wc.slid, flags_rqpn -> wc.sl (27:24), wc.src_qp
 * (23:0) and IBV_WC_GRH (29:28), ml_path & 0x7f -> wc.dlid_path_bits; the
 * QPN comes from sop_drop_qpn & 0xffffff (rdma-core providers/mlx5/cq.c, mlx5_parse_cqe).
 */
export function encodeResponderCqe(spec: ResponderCqeSpec): { bytes: Uint8Array; fields: Field[] } {
  checkSpec(spec);
  const cqeOpcode = cqeOpcodeOf(spec);
  const sl = spec.sl ?? 0;
  const w = new ByteWriter(CQE_BYTES);
  const reserved = msg('field.reserved');
  const notRead = msg('field.cqe.notReadResp');
  w.group('cqe64', msg('field.cqe'), () => {
    zeroField(w, 'rsvd0', 2, reserved);
    zeroField(w, 'wqe_id', 2, msg('field.cqe.wqeId'));
    zeroField(w, 'rsvd4', 13, reserved);
    zeroField(w, 'ml_path', 1, msg('field.cqe.mlPath'));
    zeroField(w, 'rsvd20', 4, reserved);
    w.u16('slid', spec.slid, msg('field.cqe.slid.resp', { lid: hexValue(spec.slid, 4) }), { link: 'lidA' });
    w.group(
      'flags_rqpn',
      msg('field.cqe.flagsRqpn.resp'),
      () => {
        w.bits('flags', 2, 0, msg('field.cqe.flagsRqpn.top'), { display: '00' });
        w.bits('g', 2, 0, msg('field.cqe.flagsRqpn.g'), { display: '00' });
        w.bits('sl', 4, sl, msg('field.cqe.flagsRqpn.sl', { sl }), { display: String(sl) });
        w.u24('src_qp', spec.srcQpn, msg('field.cqe.flagsRqpn.srcQp', { qpn: hexValue(spec.srcQpn, 6) }), { link: 'qpnA' });
      },
      { display: hexValue(((sl << 24) >>> 0) + spec.srcQpn, 8) },
    );
    zeroField(w, 'hds_ip_ext', 1, msg('field.cqe.rxCsum'));
    zeroField(w, 'l4_hdr_type_etc', 1, msg('field.cqe.rxCsum'));
    zeroField(w, 'vlan_info', 2, notRead);
    zeroField(w, 'srqn_uidx', 4, msg('field.cqe.srqnUidx.resp'));
    if (spec.imm === undefined) zeroField(w, 'imm_inval_pkey', 4, msg('field.cqe.pkeyIndex'));
    else w.u32('imm_inval_pkey', spec.imm, msg('field.cqe.imm', { imm: hexValue(spec.imm, 8) }));
    zeroField(w, 'app', 1, msg('field.cqe.app'));
    zeroField(w, 'app_op', 1, msg('field.cqe.appOther'));
    zeroField(w, 'app_info', 2, msg('field.cqe.appOther'));
    w.u32('byte_cnt', spec.byteCount, msg('field.cqe.byteCnt.resp', { bytes: String(spec.byteCount) }), {
      link: 'length',
      display: String(spec.byteCount),
    });
    w.u64('timestamp', spec.timestamp, msg('field.cqe.timestamp'), { display: spec.timestamp.toString() });
    writeCqeTail(w, {
      word: { name: 'sop_drop_qpn', meaning: msg('field.cqe.sopDropQpn.resp') },
      top: { name: 'sop_drop', value: 0, meaning: notRead },
      qpn: spec.qpn,
      qpnMeaning: msg('field.cqe.qpn.resp', { qpn: hexValue(spec.qpn, 6) }),
      qpnLink: 'qpnB',
      wqeCounter: spec.wqeCounter,
      wqeCounterMeaning: msg('field.cqe.wqeCounter.resp', { index: String(spec.wqeCounter) }),
      cqeOpcode,
      cqeOpcodeMeaning: OPCODE_MEANING[cqeOpcode],
      owner: spec.owner,
    });
  });
  return w.finish();
}

/** Reads a responder CQE (op_own opcode 1, 2 or 3). */
export function decodeResponderCqe(bytes: Uint8Array): DecodedResponderCqe {
  checkCqeBytes(bytes);
  const opOwn = readOpOwn(bytes[63]);
  if (!(opOwn.cqeOpcode in OPCODE_MEANING)) throw new RangeError(`CQE: opcode ${opOwn.cqeOpcode} is not a modelled responder CQE`);
  const r = new ByteReader(bytes, 22);
  const slid = r.u16();
  r.bits(4); // flags, g
  const sl = r.bits(4);
  const srcQpn = r.u24();
  r.u32(); // hds_ip_ext, l4_hdr_type_etc, vlan_info
  r.u32(); // srqn_uidx
  const imm = r.u32();
  r.u32(); // app, app_op, app_info
  const byteCount = r.u32();
  const timestamp = r.u64();
  r.u8(); // sop_drop
  const qpn = r.u24();
  const wqeCounter = r.u16();
  const out: DecodedResponderCqe = {
    kind: 'responder',
    ...opOwn,
    opcode: opOwn.cqeOpcode === MLX5_CQE_RESP_WR_IMM ? 'resp-write-imm' : 'resp-send',
    qpn,
    wqeCounter,
    byteCount,
    srcQpn,
    slid,
    sl,
    timestamp,
  };
  if (opOwn.cqeOpcode !== MLX5_CQE_RESP_SEND) out.imm = imm;
  return out;
}
