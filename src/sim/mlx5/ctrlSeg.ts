import { type Msg, msg } from '../../i18n/msg';
import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import { RC_OP } from '../ib/opcodes';
import { hasRaddrSeg, SEND_OP_OPCODE, type SendOp } from './sendOps';
import {
  MLX5_SEND_WQE_DS,
  MLX5_WQE_CTRL_CQ_UPDATE,
  MLX5_WQE_CTRL_FENCE,
  MLX5_WQE_CTRL_SOLICITED,
  MLX5_WQE_INDEX_MASK,
} from './wqeConstants';

export interface CtrlSegSpec {
  /** Which operation; RDMA WRITE when absent (the fields read as they always did). */
  op?: SendOp;
  wqeIndex: number;
  qpn: number;
  ds: number;
  signaled: boolean;
  /** What follows ctrl (+ raddr) in the ds units: a data segment, an inline segment or nothing. */
  dsParts: 'data' | 'inline' | 'none';
  /** write-imm only: the immediate data, ctrl bytes 12-15 as they go on the wire. */
  imm?: number;
}

// The opcodes the catalogue quotes come from their one definition each: mlx5's (SEND_OP_OPCODE) and the wire's (RC_OP).
const op2 = (v: number) => hexValue(v, 2);
const OPCODE_MEANING: Readonly<Record<SendOp, Msg>> = {
  write: msg('field.ctrl.opcode', { opcode: op2(SEND_OP_OPCODE.write), wire: op2(RC_OP.RDMA_WRITE_ONLY) }),
  'write-imm': msg('field.ctrl.opcode.rdmaWriteImm', {
    opcode: op2(SEND_OP_OPCODE['write-imm']),
    last: op2(RC_OP.RDMA_WRITE_LAST_WITH_IMMEDIATE),
    only: op2(RC_OP.RDMA_WRITE_ONLY_WITH_IMMEDIATE),
  }),
  read: msg('field.ctrl.opcode.rdmaRead', { opcode: op2(SEND_OP_OPCODE.read), wire: op2(RC_OP.RDMA_READ_REQUEST) }),
  send: msg('field.ctrl.opcode.send', { opcode: op2(SEND_OP_OPCODE.send), wire: op2(RC_OP.SEND_ONLY) }),
};

function dsMeaning(s: CtrlSegSpec, op: SendOp): Msg {
  const params = { ds: s.ds, bytes: String(s.ds * MLX5_SEND_WQE_DS) };
  const header = hasRaddrSeg(op) ? 2 : 1;
  const inline = { ...params, inlineDs: s.ds - header };
  if (!hasRaddrSeg(op)) {
    if (s.dsParts === 'data') return msg('field.ctrl.ds.send.data', params);
    if (s.dsParts === 'inline') return msg('field.ctrl.ds.send.inline', inline);
    return msg('field.ctrl.ds.send.none', params);
  }
  if (s.dsParts === 'data') return msg('field.ctrl.ds.data', params);
  if (s.dsParts === 'inline') return msg('field.ctrl.ds.inline', inline);
  return msg('field.ctrl.ds.none', params);
}

/**
 * ctrl.imm is send_ieth(wr): wr->imm_data as given (already big-endian) for *_WITH_IMM, else 0 (rdma-core
 * providers/mlx5/qp.c, send_ieth).
 */
function immMeaning(op: SendOp, imm: number): Msg {
  if (op === 'write') return msg('field.ctrl.imm');
  if (op === 'write-imm') return msg('field.ctrl.imm.value', { imm: hexValue(imm, 8) });
  return msg('field.ctrl.imm.none');
}

/** `struct mlx5_wqe_ctrl_seg`, 16 B, as _mlx5_post_send fills it for an RC QP (rdma-core providers/mlx5/qp.c). */
export function writeCtrlSeg(w: ByteWriter, s: CtrlSegSpec): void {
  const op = s.op ?? 'write';
  const opcode = SEND_OP_OPCODE[op];
  const imm = op === 'write-imm' ? (s.imm ?? 0) : 0;
  const ce = s.signaled ? 0b10 : 0b00;
  const fmCeSe = ce << 2;
  w.group('ctrl', msg('field.ctrl'), () => {
    w.group(
      'opmod_idx_opcode',
      msg('field.ctrl.opmodIdxOpcode'),
      () => {
        w.u8('opmod', 0, msg(op === 'write' ? 'field.ctrl.opmod' : 'field.ctrl.opmod.zero'));
        w.u16('wqe_index', s.wqeIndex, msg('field.ctrl.wqeIndex', { index: String(s.wqeIndex), mask: hexValue(MLX5_WQE_INDEX_MASK, 4) }), {
          link: 'wqeIndex',
          display: String(s.wqeIndex),
        });
        w.u8('opcode', opcode, OPCODE_MEANING[op]);
      },
      { display: hexValue(((s.wqeIndex << 8) | opcode) >>> 0, 8) },
    );
    w.group(
      'qpn_ds',
      msg('field.ctrl.qpnDs'),
      () => {
        w.u24('qpn', s.qpn, msg('field.ctrl.qpn', { qpn: hexValue(s.qpn, 6) }), { link: 'qpnA' });
        w.u8('ds', s.ds, dsMeaning(s, op), { display: String(s.ds) });
      },
      { display: hexValue(((s.qpn << 8) | s.ds) >>> 0, 8) },
    );
    w.u8('signature', 0, msg('field.ctrl.signature'));
    w.u16('dci_stream_channel_id', 0, msg('field.ctrl.dciStreamChannelId'));
    w.group(
      'fm_ce_se',
      msg('field.ctrl.fmCeSe'),
      () => {
        w.bits('fm', 3, 0, msg('field.ctrl.fm', { flag: op2(MLX5_WQE_CTRL_FENCE) }), { display: '000' });
        w.bits('bit4', 1, 0, msg('field.ctrl.undefinedBit'));
        w.bits(
          'ce',
          2,
          ce,
          s.signaled ? msg('field.ctrl.ce.signaled', { flag: op2(MLX5_WQE_CTRL_CQ_UPDATE) }) : msg('field.ctrl.ce.unsignaled'),
          {
            display: ce.toString(2).padStart(2, '0'),
          },
        );
        w.bits('se', 1, 0, msg('field.ctrl.se', { flag: op2(MLX5_WQE_CTRL_SOLICITED) }));
        w.bits('bit0', 1, 0, msg('field.ctrl.undefinedBit'));
      },
      { display: hexValue(fmCeSe, 2) },
    );
    w.u32('imm', imm, immMeaning(op, imm));
  });
}
