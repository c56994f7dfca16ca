import { msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import type { Sge } from './dataSeg';
import { MLX5_INVALID_LKEY, MLX5_SEND_WQE_DS } from './wqeConstants';

/** sizeof(struct mlx5_wqe_data_seg) (rdma-core providers/mlx5/mlx5dv.h): one receive scatter entry. */
const DATA_SEG_BYTES = MLX5_SEND_WQE_DS;

export interface RecvWqeSpec {
  /** The ibv_recv_wr scatter list; zero-length entries get no segment (mlx5_post_recv skips them). */
  sges: readonly Sge[];
  /** ibv_qp_init_attr.cap.max_recv_sge the QP was created with. */
  maxSge: number;
}

export interface EncodedRecvWqe {
  /** The whole RQ slot: `stride` bytes. */
  bytes: Uint8Array;
  fields: Field[];
  /** RQ WQE stride in bytes (1 << rq.wqe_shift). */
  stride: number;
  /** rq.max_gs: scatter entries one slot holds, stride / 16. */
  maxGs: number;
}

/**
 * RQ stride as mlx5_calc_rcv_wqe computes it for a QP without WQ signature:
 * roundup_pow_of_two(16 x max(max_recv_sge, 1)) (rdma-core providers/mlx5/verbs.c). (The device cap
 * max_rq_desc_sz, which bounds it, is not modelled.)
 */
export function recvWqeStride(maxSge: number): number {
  if (!Number.isInteger(maxSge) || maxSge < 0) throw new RangeError(`RQ: max_recv_sge ${maxSge} is not a whole number >= 0`);
  const size = DATA_SEG_BYTES * Math.max(maxSge, 1);
  let stride = 1;
  while (stride < size) stride *= 2;
  return stride;
}

/**
 * A receive WQE as mlx5_post_recv writes it on an RC QP without signature
 * (rdma-core providers/mlx5/qp.c): one `struct mlx5_wqe_data_seg` per non-empty SGE and, when
 * fewer than rq.max_gs (= stride / 16, mlx5_calc_rq_size in providers/mlx5/verbs.c),
 * an end entry {byte_count 0, lkey MLX5_INVALID_LKEY, addr 0}. There is no
 * control segment. Bytes after that are not written (shown as 0).
 */
export function encodeRecvWqe(spec: RecvWqeSpec): EncodedRecvWqe {
  const stride = recvWqeStride(spec.maxSge);
  const maxGs = stride / DATA_SEG_BYTES;
  // mlx5_post_recv: num_sge > rq.qp_state_max_gs (= max_gs in INIT and later) -> EINVAL.
  if (spec.sges.length > maxGs) {
    throw new RangeError(`RQ: ${spec.sges.length} SGEs, but a ${stride}-B slot holds ${maxGs} (mlx5_post_recv returns EINVAL)`);
  }
  for (const s of spec.sges) {
    if (!Number.isInteger(s.length) || s.length < 0 || s.length > 0xffffffff)
      throw new RangeError(`RQ: SGE length ${s.length} is not 32-bit`);
    // libmlx5 ends a short list with this lkey and its SRQ code stops copying at it, so an
    // entry carrying it would read as the end: the simulator refuses it.
    if (s.length > 0 && s.lkey === MLX5_INVALID_LKEY) throw new RangeError('RQ: lkey 0x100 is MLX5_INVALID_LKEY, the end-of-list marker');
  }
  const used = spec.sges.filter((s) => s.length > 0);
  const w = new ByteWriter(stride);
  used.forEach((s, i) => {
    w.group(`data${i}`, msg('field.recv.dataSeg', { index: i }), () => {
      w.u32('byte_count', s.length, msg('field.recv.byteCount', { bytes: String(s.length) }), { display: String(s.length) });
      w.u32('lkey', s.lkey, msg('field.recv.lkey', { lkey: hexValue(s.lkey, 8) }));
      w.u64('addr', s.addr, msg('field.recv.addr', { va: hexValue(s.addr, 16) }));
    });
  });
  if (used.length < maxGs) {
    w.group('end', msg('field.recv.end', { maxGs }), () => {
      w.u32('byte_count', 0, msg('field.recv.end.byteCount'));
      w.u32('lkey', MLX5_INVALID_LKEY, msg('field.recv.end.lkey', { value: hexValue(MLX5_INVALID_LKEY, 8) }));
      w.u64('addr', 0n, msg('field.recv.end.addr'));
    });
  }
  const rest = stride - w.length;
  if (rest > 0) w.bytes('unwritten', new Uint8Array(rest), msg('field.recv.unwritten', { bytes: rest, stride }));
  const { bytes, fields } = w.finish();
  return { bytes, fields, stride, maxGs };
}

/** Reads a receive WQE slot back: the scatter list up to the end entry (or the slot's end). */
export function decodeRecvWqe(bytes: Uint8Array): { sges: Sge[]; stride: number; maxGs: number } {
  const stride = bytes.length;
  if (stride < DATA_SEG_BYTES || (stride & (stride - 1)) !== 0)
    throw new RangeError(`RQ: ${stride} B is not a power-of-two RQ slot of at least 16 B`);
  const maxGs = stride / DATA_SEG_BYTES;
  const r = new ByteReader(bytes);
  const sges: Sge[] = [];
  for (let i = 0; i < maxGs; i++) {
    const length = r.u32();
    const lkey = r.u32();
    const addr = r.u64();
    if (lkey === MLX5_INVALID_LKEY) break;
    sges.push({ addr, lkey, length });
  }
  return { sges, stride, maxGs };
}
