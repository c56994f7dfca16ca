import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import { MLX5_OPCODE_RDMA_WRITE, MLX5_SEND_WQE_DS } from './wqeConstants';
import { msg, type Msg } from '../../i18n/msg';

export interface CtrlSegSpec {
  wqeIndex: number;
  qpn: number;
  ds: number;
  signaled: boolean;
  /** What follows ctrl + raddr in the ds units: a data segment, an inline segment (ds - 2 units) or nothing. */
  dsParts: 'data' | 'inline' | 'none';
}

function dsMeaning(s: CtrlSegSpec): Msg {
  const params = { ds: s.ds, bytes: String(s.ds * MLX5_SEND_WQE_DS) };
  if (s.dsParts === 'data') return msg('field.ctrl.ds.data', params);
  if (s.dsParts === 'inline') return msg('field.ctrl.ds.inline', { ...params, inlineDs: s.ds - 2 });
  return msg('field.ctrl.ds.none', params);
}

/** `struct mlx5_wqe_ctrl_seg`, 16 B, as _mlx5_post_send fills it for an RDMA WRITE [RC-mlx5 qp.c]. */
export function writeCtrlSeg(w: ByteWriter, s: CtrlSegSpec): void {
  const ce = s.signaled ? 0b10 : 0b00;
  const fmCeSe = ce << 2;
  w.group('ctrl', msg('field.ctrl'), () => {
    w.group(
      'opmod_idx_opcode',
      msg('field.ctrl.opmodIdxOpcode'),
      () => {
        w.u8('opmod', 0, msg('field.ctrl.opmod'));
        w.u16('wqe_index', s.wqeIndex, msg('field.ctrl.wqeIndex', { index: String(s.wqeIndex) }), {
          link: 'wqeIndex',
          display: String(s.wqeIndex),
        });
        w.u8('opcode', MLX5_OPCODE_RDMA_WRITE, msg('field.ctrl.opcode'));
      },
      { display: hexValue(((s.wqeIndex << 8) | MLX5_OPCODE_RDMA_WRITE) >>> 0, 8) },
    );
    w.group(
      'qpn_ds',
      msg('field.ctrl.qpnDs'),
      () => {
        w.u24('qpn', s.qpn, msg('field.ctrl.qpn', { qpn: hexValue(s.qpn, 6) }), { link: 'qpnA' });
        w.u8('ds', s.ds, dsMeaning(s), { display: String(s.ds) });
      },
      { display: hexValue(((s.qpn << 8) | s.ds) >>> 0, 8) },
    );
    w.u8('signature', 0, msg('field.ctrl.signature'));
    w.u16('dci_stream_channel_id', 0, msg('field.ctrl.dciStreamChannelId'));
    w.group(
      'fm_ce_se',
      msg('field.ctrl.fmCeSe'),
      () => {
        w.bits('fm', 3, 0, msg('field.ctrl.fm'), { display: '000' });
        w.bits('bit4', 1, 0, msg('field.ctrl.undefinedBit'));
        w.bits('ce', 2, ce, msg(s.signaled ? 'field.ctrl.ce.signaled' : 'field.ctrl.ce.unsignaled'), {
          display: ce.toString(2).padStart(2, '0'),
        });
        w.bits('se', 1, 0, msg('field.ctrl.se'));
        w.bits('bit0', 1, 0, msg('field.ctrl.undefinedBit'));
      },
      { display: hexValue(fmCeSe, 2) },
    );
    w.u32('imm', 0, msg('field.ctrl.imm'));
  });
}
