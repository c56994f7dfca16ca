import { msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import { MLX5_WQE_INDEX_MASK } from './wqeConstants';

/** Index of the SQ counter in a QP's doorbell record: qp->db[MLX5_SND_DBR] (rdma-core providers/mlx5/mlx5dv.h). */
export const MLX5_SND_DBR = 1;
/** ...and of the RQ counter, qp->db[MLX5_RCV_DBR] (rdma-core providers/mlx5/mlx5dv.h). */
export const MLX5_RCV_DBR = 0;
/** Byte offset of the SQ counter inside the record (two BE32 words). */
export const SQ_DBR_OFFSET = MLX5_SND_DBR * 4;

/**
 * The SQ doorbell record word: `qp->db[MLX5_SND_DBR] = htobe32(cur_post & 0xffff)`
 * (rdma-core providers/mlx5/qp.c, post_send_db). Pass sq.cur_post after the post; the low 16 bits are stored.
 */
export function encodeSqDoorbellRecord(counter: number): { bytes: Uint8Array; fields: Field[] } {
  if (!Number.isInteger(counter) || counter < 0) throw new RangeError(`doorbell record: counter ${counter}`);
  const value = counter & MLX5_WQE_INDEX_MASK;
  const w = new ByteWriter(4);
  w.group(
    'dbrec[MLX5_SND_DBR]',
    msg('field.dbrec'),
    () => {
      w.u16('upper', 0, msg('field.dbrec.upper', { mask: hexValue(MLX5_WQE_INDEX_MASK, 4) }));
      w.u16('sq_counter', value, msg('field.dbrec.sqCounter', { counter: String(value) }), { display: String(value) });
    },
    { display: hexValue(value, 8) },
  );
  return w.finish();
}

export function decodeSqDoorbellRecord(bytes: Uint8Array): { counter: number } {
  if (bytes.length !== 4) throw new RangeError(`doorbell record: expected 4 B, got ${bytes.length}`);
  return { counter: new ByteReader(bytes).u32() & MLX5_WQE_INDEX_MASK };
}

/**
 * The RQ doorbell record word: `qp->db[MLX5_RCV_DBR] = htobe32(rq.head & 0xffff)`,
 * written after the receive WQEs; a receive needs no MMIO doorbell (rdma-core providers/mlx5/qp.c, mlx5_post_recv).
 */
export function encodeRqDoorbellRecord(head: number): { bytes: Uint8Array; fields: Field[] } {
  if (!Number.isInteger(head) || head < 0) throw new RangeError(`doorbell record: head ${head}`);
  const value = head & MLX5_WQE_INDEX_MASK;
  const w = new ByteWriter(4);
  w.group(
    'dbrec[MLX5_RCV_DBR]',
    msg('field.dbrec.rq'),
    () => {
      w.u16('upper', 0, msg('field.dbrec.upperRq', { mask: hexValue(MLX5_WQE_INDEX_MASK, 4) }));
      w.u16('rq_head', value, msg('field.dbrec.rqHead', { head: String(value) }), { display: String(value) });
    },
    { display: hexValue(value, 8) },
  );
  return w.finish();
}
