import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { writeCtrlSeg } from './ctrlSeg';
import type { Sge } from './dataSeg';
import { writeDataSeg } from './dataSeg';
import { inlineSegDs, writeInlineSeg } from './inlineSeg';
import { writeRaddrSeg } from './raddrSeg';
import { MLX5_INLINE_SEG, MLX5_MAX_DS, MLX5_OPCODE_RDMA_WRITE, MLX5_SEND_WQE_BB, MLX5_SEND_WQE_DS } from './wqeConstants';

export interface RdmaWriteWqeSpec {
  /** sq.cur_post & 0xffff: the WQE's slot, counted in 64-B basic blocks. */
  wqeIndex: number;
  qpn: number;
  signaled: boolean;
  remoteVa: bigint;
  rkey: number;
  /** One gather entry; a zero-length SGE gets no data segment (as in libmlx5). */
  sge?: Sge;
  /** Inline payload (IBV_SEND_INLINE); zero bytes gets no inline segment (as in libmlx5). */
  inline?: Uint8Array;
}

export interface EncodedWqe {
  /** Exactly ds x 16 bytes; the caller pads the last basic block. */
  bytes: Uint8Array;
  fields: Field[];
  ds: number;
  basicBlocks: number;
}

/** Largest SGE length modelled: bit 31 of byte_count is the inline flag the decoder keys on. */
const MAX_SGE_LENGTH = 0x7fffffff;

/**
 * The RDMA WRITE send WQE that _mlx5_post_send builds (fact sheet 1.3): ctrl +
 * raddr + (one data segment | one inline segment | nothing for 0 bytes).
 */
export function encodeRdmaWriteWqe(spec: RdmaWriteWqeSpec): EncodedWqe {
  if (spec.sge && spec.inline) throw new RangeError('WQE: give either an SGE or inline data, not both');
  const sgeLen = spec.sge?.length ?? 0;
  if (!Number.isInteger(sgeLen) || sgeLen < 0 || sgeLen > MAX_SGE_LENGTH) {
    throw new RangeError(`WQE: SGE length ${sgeLen} is outside 0..0x7fffffff`);
  }
  const inlineLen = spec.inline?.length ?? 0;
  const third = sgeLen > 0 ? 1 : inlineLen > 0 ? inlineSegDs(inlineLen) : 0;
  const ds = 2 + third;
  if (ds > MLX5_MAX_DS) throw new RangeError(`WQE: ${inlineLen} B inline needs ds = ${ds}, more than 6 bits hold`);
  const parts = sgeLen > 0 ? 'data' : inlineLen > 0 ? 'inline' : 'none';
  const w = new ByteWriter(ds * MLX5_SEND_WQE_DS);
  writeCtrlSeg(w, { wqeIndex: spec.wqeIndex, qpn: spec.qpn, ds, signaled: spec.signaled, dsParts: parts });
  writeRaddrSeg(w, spec.remoteVa, spec.rkey);
  if (spec.sge && sgeLen > 0) writeDataSeg(w, spec.sge);
  else if (spec.inline && inlineLen > 0) writeInlineSeg(w, spec.inline);
  const { bytes, fields } = w.finish();
  return { bytes, fields, ds, basicBlocks: Math.ceil((ds * MLX5_SEND_WQE_DS) / MLX5_SEND_WQE_BB) };
}

/** Reads an RDMA WRITE WQE back (trailing basic-block padding is ignored). */
export function decodeRdmaWriteWqe(bytes: Uint8Array): RdmaWriteWqeSpec & { ds: number } {
  if (bytes.length < 2 * MLX5_SEND_WQE_DS) throw new RangeError(`WQE: ${bytes.length} B is shorter than ctrl + raddr`);
  const r = new ByteReader(bytes);
  r.u8(); // opmod
  const wqeIndex = r.u16();
  const opcode = r.u8();
  if (opcode !== MLX5_OPCODE_RDMA_WRITE) throw new RangeError(`WQE: opcode 0x${opcode.toString(16)} is not RDMA_WRITE`);
  const qpn = r.u24();
  const ds = r.u8() & MLX5_MAX_DS;
  if (ds < 2 || bytes.length < ds * MLX5_SEND_WQE_DS) throw new RangeError(`WQE: ds = ${ds} does not fit ${bytes.length} B`);
  r.u8(); // signature
  r.u16(); // dci_stream_channel_id
  const signaled = ((r.u8() >> 2) & 0b11) >= 0b10; // CQ_UPDATE (or CQ_UPDATE | EQE)
  r.u32(); // imm
  const remoteVa = r.u64();
  const rkey = r.u32();
  r.u32(); // reserved
  const out: RdmaWriteWqeSpec & { ds: number } = { wqeIndex, qpn, signaled, remoteVa, rkey, ds };
  if (ds === 2) return out;
  const byteCount = r.u32();
  if (byteCount & MLX5_INLINE_SEG) {
    const len = byteCount & ~MLX5_INLINE_SEG;
    if (inlineSegDs(len) !== ds - 2) throw new RangeError(`WQE: ${len} B inline does not match ds = ${ds}`);
    out.inline = r.bytes(len);
  } else {
    if (ds !== 3) throw new RangeError(`WQE: ds = ${ds}: only one data segment is modelled`);
    const lkey = r.u32();
    out.sge = { addr: r.u64(), lkey, length: byteCount };
  }
  return out;
}
