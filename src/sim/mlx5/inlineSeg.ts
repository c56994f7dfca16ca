import type { ByteWriter } from '../bytes/byteWriter';
import { MLX5_SEND_WQE_DS } from './wqeConstants';

/** DS units an inline segment of `len` bytes takes: align(len + 4, 16) / 16 [RC-mlx5 qp.c set_data_inl_seg]. */
export function inlineSegDs(len: number): number {
  return Math.ceil((len + 4) / MLX5_SEND_WQE_DS);
}

/** `struct mlx5_wqe_inline_seg`: byte_count | MLX5_INLINE_SEG, then the data itself, padded to 16 B. */
export function writeInlineSeg(w: ByteWriter, data: Uint8Array): void {
  const pad = inlineSegDs(data.length) * MLX5_SEND_WQE_DS - 4 - data.length;
  w.group('inline', 'Inline segment: the payload itself, copied into the WQE by the CPU (no DMA read of it)', () => {
    w.group(
      'byte_count',
      'len | MLX5_INLINE_SEG (0x80000000)',
      () => {
        w.bits('inline', 1, 1, '1 = MLX5_INLINE_SEG: data follows in the WQE instead of a pointer');
        w.bits('length', 31, data.length, `${data.length} B of inline data (RETH DMA Length)`, {
          link: 'length',
          display: String(data.length),
        });
      },
      { display: `0x${((0x80000000 + data.length) >>> 0).toString(16).padStart(8, '0')}` },
    );
    w.bytes('data', data, `${data.length} B of payload, memcpy'd from the user buffer at post time`, { link: 'payload' });
    if (pad > 0) {
      w.bytes('pad', new Uint8Array(pad), `${pad} B up to the 16-B boundary: libmlx5 leaves whatever the ring held (shown as 0)`);
    }
  });
}
