import { msg } from '../../i18n/msg';
import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import { MLX5_INLINE_SEG, MLX5_SEND_WQE_DS } from './wqeConstants';

/** DS units an inline segment of `len` bytes takes: align(len + 4, 16) / 16 (rdma-core providers/mlx5/qp.c, set_data_inl_seg). */
export function inlineSegDs(len: number): number {
  return Math.ceil((len + 4) / MLX5_SEND_WQE_DS);
}

/**
 * `struct mlx5_wqe_inline_seg`: byte_count | MLX5_INLINE_SEG, then the data itself, padded to 16 B.
 * `send`: the payload of a SEND (no RETH carries its length).
 */
export function writeInlineSeg(w: ByteWriter, data: Uint8Array, send = false): void {
  const pad = inlineSegDs(data.length) * MLX5_SEND_WQE_DS - 4 - data.length;
  const bytes = String(data.length);
  w.group('inline', msg('field.inline'), () => {
    w.group(
      'byte_count',
      msg('field.inline.byteCount', { flag: hexValue(MLX5_INLINE_SEG, 8) }),
      () => {
        w.bits('inline', 1, 1, msg('field.inline.flag'));
        w.bits('length', 31, data.length, msg(send ? 'field.inline.length.send' : 'field.inline.length', { bytes }), {
          link: 'length',
          display: String(data.length),
        });
      },
      { display: `0x${((0x80000000 + data.length) >>> 0).toString(16).padStart(8, '0')}` },
    );
    w.bytes('data', data, msg('field.inline.data', { bytes }), { link: 'payload' });
    if (pad > 0) w.bytes('pad', new Uint8Array(pad), msg('field.inline.pad', { pad }));
  });
}
