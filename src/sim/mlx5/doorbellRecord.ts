import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';

/** Index of the SQ counter in a QP's doorbell record: qp->db[MLX5_SND_DBR] [RC-mlx5 mlx5dv.h]. */
export const MLX5_SND_DBR = 1;
/** ...and of the RQ counter, qp->db[MLX5_RCV_DBR] [RC-mlx5 mlx5dv.h]. */
export const MLX5_RCV_DBR = 0;
/** Byte offset of the SQ counter inside the record (two BE32 words). */
export const SQ_DBR_OFFSET = MLX5_SND_DBR * 4;

/**
 * The SQ doorbell record word: `qp->db[MLX5_SND_DBR] = htobe32(cur_post & 0xffff)`
 * [RC-mlx5 qp.c post_send_db]. Pass sq.cur_post after the post; the low 16 bits are stored.
 */
export function encodeSqDoorbellRecord(counter: number): { bytes: Uint8Array; fields: Field[] } {
  if (!Number.isInteger(counter) || counter < 0) throw new RangeError(`doorbell record: counter ${counter}`);
  const value = counter & 0xffff;
  const w = new ByteWriter(4);
  w.group(
    'dbrec[MLX5_SND_DBR]',
    'SQ doorbell record in host RAM: the HCA reads it by DMA to learn how far the send queue was filled',
    () => {
      w.u16('upper', 0, '0: libmlx5 stores only cur_post & 0xffff');
      w.u16('sq_counter', value, `${value}: sq.cur_post after this post, in 64-B basic blocks; WQEs before this index are ready`, {
        display: String(value),
      });
    },
    { display: hexValue(value, 8) },
  );
  return w.finish();
}

export function decodeSqDoorbellRecord(bytes: Uint8Array): { counter: number } {
  if (bytes.length !== 4) throw new RangeError(`doorbell record: expected 4 B, got ${bytes.length}`);
  return { counter: new ByteReader(bytes).u32() & 0xffff };
}
