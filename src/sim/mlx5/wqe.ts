import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { writeCtrlSeg } from './ctrlSeg';
import type { Sge } from './dataSeg';
import { writeDataSeg } from './dataSeg';
import { inlineSegDs, writeInlineSeg } from './inlineSeg';
import { writeRaddrSeg } from './raddrSeg';
import { hasRaddrSeg, SEND_OP_NAME, SEND_OP_OPCODE, SEND_OPS, type SendOp, sendOpOfOpcode } from './sendOps';
import { MLX5_INLINE_SEG, MLX5_MAX_DS, MLX5_SEND_WQE_BB, MLX5_SEND_WQE_DS } from './wqeConstants';

export type { SendOp } from './sendOps';

export interface SendWqeSpec {
  op: SendOp;
  /** sq.cur_post & 0xffff: the WQE's slot, counted in 64-B basic blocks. */
  wqeIndex: number;
  qpn: number;
  signaled: boolean;
  /** write, write-imm, read: the buffer on host B (raddr segment). A SEND has none. */
  remoteVa?: bigint;
  rkey?: number;
  /**
   * write-imm only: the 32-bit immediate as it goes on the wire. libmlx5 copies
   * wr->imm_data (a __be32 the application filled, e.g. with htobe32(x)) into
   * ctrl.imm unchanged, so ctrl bytes 12-15 are x big-endian (rdma-core providers/mlx5/qp.c, send_ieth).
   */
  imm?: number;
  /** One gather (READ: scatter) entry; a zero-length SGE gets no data segment (as in libmlx5). */
  sge?: Sge;
  /** Inline payload (IBV_SEND_INLINE; not for READ); zero bytes gets no inline segment (as in libmlx5). */
  inline?: Uint8Array;
}

/** The RDMA WRITE spec the first version of the simulator used: a SendWqeSpec without op, always with a remote buffer. */
export interface RdmaWriteWqeSpec {
  wqeIndex: number;
  qpn: number;
  signaled: boolean;
  remoteVa: bigint;
  rkey: number;
  sge?: Sge;
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

function checkSpec(spec: SendWqeSpec): void {
  const { op } = spec;
  if (!SEND_OPS.includes(op)) throw new RangeError(`WQE: unknown op ${JSON.stringify(op)}`);
  if (hasRaddrSeg(op)) {
    if (spec.remoteVa === undefined || spec.rkey === undefined) {
      throw new RangeError(`WQE: ${SEND_OP_NAME[op]} needs remoteVa and rkey (its raddr segment)`);
    }
  } else if (spec.remoteVa !== undefined || spec.rkey !== undefined) {
    throw new RangeError('WQE: a SEND has no raddr segment: give no remoteVa or rkey');
  }
  if (op === 'write-imm') {
    if (spec.imm === undefined) throw new RangeError('WQE: an RDMA WRITE WITH IMM needs imm (the 32-bit immediate data)');
    if (!Number.isInteger(spec.imm) || spec.imm < 0 || spec.imm > 0xffffffff) {
      throw new RangeError(`WQE: imm ${spec.imm} is not a 32-bit value`);
    }
  } else if (spec.imm !== undefined) {
    throw new RangeError(`WQE: ${SEND_OP_NAME[op]} carries no immediate data: imm is for write-imm only`);
  }
  // ibv_post_send(3): "IBV_SEND_INLINE ... Valid only for Send and RDMA Write." _mlx5_post_send
  // does not check the opcode itself (rdma-core providers/mlx5/qp.c), so the simulator refuses it here.
  if (op === 'read' && spec.inline) {
    throw new RangeError('WQE: an RDMA READ cannot be inline: IBV_SEND_INLINE is valid only for SEND and RDMA WRITE (ibv_post_send(3))');
  }
  if (spec.sge && spec.inline) throw new RangeError('WQE: give either an SGE or inline data, not both');
}

/**
 * The WQE's size in 16-B units: ctrl, then raddr (write, write-imm, read), then one data segment, or the inline
 * segment, or nothing for 0 B (rdma-core providers/mlx5/qp.c, _mlx5_post_send). What the BAR copy is sized from.
 */
export function sendWqeDs(op: SendOp, sgeLength: number, inlineLength: number): number {
  const header = hasRaddrSeg(op) ? 2 : 1;
  return header + (sgeLength > 0 ? 1 : inlineLength > 0 ? inlineSegDs(inlineLength) : 0);
}

/**
 * The send WQE _mlx5_post_send builds on an RC QP (rdma-core providers/mlx5/qp.c):
 * write, write-imm, read = ctrl + raddr + (one data segment | one inline segment | nothing for 0 B);
 * send = ctrl + (data | inline | nothing).
 */
export function encodeSendWqe(spec: SendWqeSpec): EncodedWqe {
  checkSpec(spec);
  const { op } = spec;
  const sgeLen = spec.sge?.length ?? 0;
  if (!Number.isInteger(sgeLen) || sgeLen < 0 || sgeLen > MAX_SGE_LENGTH) {
    throw new RangeError(`WQE: SGE length ${sgeLen} is outside 0..0x7fffffff`);
  }
  const inlineLen = spec.inline?.length ?? 0;
  const ds = sendWqeDs(op, sgeLen, inlineLen);
  if (ds > MLX5_MAX_DS) throw new RangeError(`WQE: ${inlineLen} B inline needs ds = ${ds}, more than 6 bits hold`);
  const dsParts = sgeLen > 0 ? 'data' : inlineLen > 0 ? 'inline' : 'none';
  const w = new ByteWriter(ds * MLX5_SEND_WQE_DS);
  writeCtrlSeg(w, { op, wqeIndex: spec.wqeIndex, qpn: spec.qpn, ds, signaled: spec.signaled, dsParts, imm: spec.imm });
  if (hasRaddrSeg(op)) writeRaddrSeg(w, spec.remoteVa ?? 0n, spec.rkey ?? 0, op === 'read');
  if (spec.sge && sgeLen > 0) writeDataSeg(w, spec.sge, op === 'read' ? 'read' : op === 'send' ? 'send' : 'write');
  else if (spec.inline && inlineLen > 0) writeInlineSeg(w, spec.inline, op === 'send');
  const { bytes, fields } = w.finish();
  return { bytes, fields, ds, basicBlocks: Math.ceil((ds * MLX5_SEND_WQE_DS) / MLX5_SEND_WQE_BB) };
}

/** Reads a send WQE back (trailing basic-block padding is ignored); the op comes from the ctrl opcode. */
export function decodeSendWqe(bytes: Uint8Array): SendWqeSpec & { ds: number } {
  if (bytes.length < MLX5_SEND_WQE_DS) throw new RangeError(`WQE: ${bytes.length} B is shorter than a ctrl segment`);
  const r = new ByteReader(bytes);
  r.u8(); // opmod
  const wqeIndex = r.u16();
  const opcode = r.u8();
  const op = sendOpOfOpcode(opcode);
  if (!op) throw new RangeError(`WQE: opcode 0x${opcode.toString(16)} is not RDMA_WRITE, RDMA_WRITE_IMM, SEND or RDMA_READ`);
  const header = hasRaddrSeg(op) ? 2 : 1;
  const qpn = r.u24();
  const ds = r.u8() & MLX5_MAX_DS;
  if (ds < header || bytes.length < ds * MLX5_SEND_WQE_DS) throw new RangeError(`WQE: ds = ${ds} does not fit ${bytes.length} B`);
  r.u8(); // signature
  r.u16(); // dci_stream_channel_id
  const signaled = ((r.u8() >> 2) & 0b11) >= 0b10; // CQ_UPDATE (or CQ_UPDATE | EQE)
  const imm = r.u32();
  const out: SendWqeSpec & { ds: number } = { op, wqeIndex, qpn, signaled, ds };
  if (op === 'write-imm') out.imm = imm;
  if (hasRaddrSeg(op)) {
    out.remoteVa = r.u64();
    out.rkey = r.u32();
    r.u32(); // reserved
  }
  if (ds === header) return out;
  const byteCount = r.u32();
  if (byteCount & MLX5_INLINE_SEG) {
    const len = byteCount & ~MLX5_INLINE_SEG;
    if (op === 'read') throw new RangeError('WQE: an inline segment in an RDMA READ WQE');
    if (inlineSegDs(len) !== ds - header) throw new RangeError(`WQE: ${len} B inline does not match ds = ${ds}`);
    out.inline = r.bytes(len);
  } else {
    if (ds !== header + 1) throw new RangeError(`WQE: ds = ${ds}: only one data segment is modelled`);
    const lkey = r.u32();
    out.sge = { addr: r.u64(), lkey, length: byteCount };
  }
  return out;
}

/**
 * The RDMA WRITE WQE (rdma-core providers/mlx5/mlx5dv.h; providers/mlx5/qp.c, _mlx5_post_send): encodeSendWqe with op
 * 'write'; kept for existing callers.
 */
export function encodeRdmaWriteWqe(spec: RdmaWriteWqeSpec): EncodedWqe {
  return encodeSendWqe({ op: 'write', ...spec });
}

/** Reads an RDMA WRITE WQE back; any other opcode is an error. Kept for existing callers. */
export function decodeRdmaWriteWqe(bytes: Uint8Array): RdmaWriteWqeSpec & { ds: number } {
  if (bytes.length >= 4 && bytes[3] !== SEND_OP_OPCODE.write) {
    throw new RangeError(`WQE: opcode 0x${bytes[3].toString(16)} is not RDMA_WRITE`);
  }
  const { op: _op, remoteVa, rkey, imm: _imm, ...rest } = decodeSendWqe(bytes);
  return { ...rest, remoteVa: remoteVa ?? 0n, rkey: rkey ?? 0 };
}
