import { ByteWriter } from '../../bytes/byteWriter';
import type { Field } from '../../bytes/field';
import { encodeRdmaWriteWqe } from '../../mlx5/wqe';
import { PROCESS_A } from '../../platform/processLayout';
import { payloadSlice } from '../../transfer/payload';
import type { TransferPlan } from '../plan';

export interface EncodedWqe {
  bytes: Uint8Array;
  fields: Field[];
  ds: number;
  basicBlocks: number;
}

/** The WQE libmlx5 writes for this scenario's RDMA WRITE (one SGE, or the payload inline). */
export function buildWqe(plan: TransferPlan): EncodedWqe {
  const { s } = plan;
  return encodeRdmaWriteWqe({
    wqeIndex: PROCESS_A.wqeIndex,
    qpn: s.qpnA,
    signaled: s.signaled,
    remoteVa: s.remoteVa,
    rkey: s.rkey,
    ...(plan.payloadInline
      ? { inline: payloadSlice(s, 0, s.messageBytes, plan.pattern) }
      : { sge: { addr: s.localVa, lkey: s.lkey, length: s.messageBytes } }),
  });
}

/**
 * What a BlueFlame copy pushes through the BAR: the WQE rounded up to 64-B
 * chunks (`mlx5_bf_copy(..., align(size * 16, 64))`), so the rest of the last
 * basic block rides along [RC-mlx5 qp.c].
 */
export function blueFlameBytes(wqe: EncodedWqe): { bytes: Uint8Array; fields: Field[] } {
  const total = Math.ceil(wqe.bytes.length / 64) * 64;
  const w = new ByteWriter(total);
  w.bytes('WQE', wqe.bytes, `the ${wqe.bytes.length}-B WQE (ds = ${wqe.ds})`, { children: wqe.fields, display: `${wqe.bytes.length} B` });
  if (total > wqe.bytes.length) {
    w.bytes(
      'RestOfBasicBlock',
      new Uint8Array(total - wqe.bytes.length),
      'rest of the 64-B basic block: whatever is in the SQ ring after the WQE (zeros here); BlueFlame copies whole 64-B chunks',
    );
  }
  return w.finish();
}
