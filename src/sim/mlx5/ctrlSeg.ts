import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import { MLX5_OPCODE_RDMA_WRITE, MLX5_SEND_WQE_DS } from './wqeConstants';

export interface CtrlSegSpec {
  wqeIndex: number;
  qpn: number;
  ds: number;
  signaled: boolean;
  /** What the ds units hold, for the ds field's meaning. */
  dsParts: string;
}

/** `struct mlx5_wqe_ctrl_seg`, 16 B, as _mlx5_post_send fills it for an RDMA WRITE [RC-mlx5 qp.c]. */
export function writeCtrlSeg(w: ByteWriter, s: CtrlSegSpec): void {
  const ce = s.signaled ? 0b10 : 0b00;
  const fmCeSe = ce << 2;
  w.group('ctrl', 'Control segment: opcode, WQE index, QP number, size and completion flags', () => {
    w.group(
      'opmod_idx_opcode',
      'opmod << 24 | wqe_index << 8 | opcode; bytes 0-7 of ctrl are also what a plain doorbell sends',
      () => {
        w.u8('opmod', 0, '0: no opcode modifier for an RDMA WRITE');
        w.u16('wqe_index', s.wqeIndex, `${s.wqeIndex}: where this WQE sits in the SQ, sq.cur_post & 0xffff counted in 64-B basic blocks`, {
          link: 'wqeIndex',
          display: String(s.wqeIndex),
        });
        const opcode = '0x08 = MLX5_OPCODE_RDMA_WRITE (the mlx5 WQE opcode; the IB wire opcode is 0x0A)';
        w.u8('opcode', MLX5_OPCODE_RDMA_WRITE, opcode);
      },
      { display: hexValue(((s.wqeIndex << 8) | MLX5_OPCODE_RDMA_WRITE) >>> 0, 8) },
    );
    w.group(
      'qpn_ds',
      'qp_num << 8 | ds',
      () => {
        w.u24('qpn', s.qpn, `${hexValue(s.qpn, 6)}: the sending QP (QP A) that owns this send queue`, { link: 'qpnA' });
        w.u8(
          'ds',
          s.ds,
          `${s.ds} x 16 B = ${s.ds * MLX5_SEND_WQE_DS} B of WQE (${s.dsParts}); an 8-bit field of which only the low 6 bits are used`,
          { display: String(s.ds) },
        );
      },
      { display: hexValue(((s.qpn << 8) | s.ds) >>> 0, 8) },
    );
    w.u8('signature', 0, '0: WQE signature unused (only computed when the QP enables WQ signatures)');
    w.u16('dci_stream_channel_id', 0, '0: only used by DC initiators; an RC QP leaves it 0');
    w.group(
      'fm_ce_se',
      'fence mode, completion (CQ update) mode and solicited-event bits',
      () => {
        w.bits('fm', 3, 0, '000: no fence (IBV_SEND_FENCE not set; MLX5_WQE_CTRL_FENCE would be 100 = 0x80)', {
          display: '000',
        });
        w.bits('bit4', 1, 0, '0: no flag defined for this bit in mlx5dv.h');
        w.bits(
          'ce',
          2,
          ce,
          s.signaled
            ? '10 = MLX5_WQE_CTRL_CQ_UPDATE (0x08): signaled, the HCA writes a CQE when this WQE completes'
            : '00: unsignaled, no CQE when this WQE completes successfully',
          { display: ce.toString(2).padStart(2, '0') },
        );
        w.bits('se', 1, 0, '0: MLX5_WQE_CTRL_SOLICITED (0x02) not set, no solicited event requested');
        w.bits('bit0', 1, 0, '0: no flag defined for this bit in mlx5dv.h');
      },
      { display: hexValue(fmCeSe, 2) },
    );
    w.u32('imm', 0, '0: no immediate data (RDMA WRITE without IMM)');
  });
}
