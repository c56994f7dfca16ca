import { msg } from '../../../i18n/msg';
import { ByteWriter } from '../../bytes/byteWriter';
import type { Field } from '../../bytes/field';
import { blueFlameBytes } from '../../mlx5/barStores';
import { encodeSendWqe } from '../../mlx5/wqe';
import { PROCESS_A } from '../../platform/processLayout';
import { payloadSlice } from '../../transfer/payload';
import type { TransferPlan } from '../plan';

export interface EncodedWqe {
  bytes: Uint8Array;
  fields: Field[];
  ds: number;
  basicBlocks: number;
}

/** The send WQE libmlx5 writes for this scenario's operation (one SGE, or the payload inline). */
export function buildWqe(plan: TransferPlan): EncodedWqe {
  const { s } = plan;
  return encodeSendWqe({
    op: s.op,
    wqeIndex: PROCESS_A.wqeIndex,
    qpn: s.qpnA,
    signaled: s.signaled,
    ...(s.op === 'send' ? {} : { remoteVa: s.remoteVa, rkey: s.rkey }),
    ...(s.op === 'write-imm' ? { imm: s.immData } : {}),
    ...(plan.payloadInline
      ? { inline: payloadSlice(s, 0, s.messageBytes, plan.pattern) }
      : { sge: { addr: s.localVa, lkey: s.lkey, length: s.messageBytes } }),
  });
}

/**
 * What a BlueFlame copy pushes through the BAR: the WQE and the rest of its
 * last basic block, since mlx5_bf_copy copies whole 64-B chunks (rdma-core providers/mlx5/qp.c, mlx5_bf_copy).
 */
export function blueFlameCopy(wqe: EncodedWqe): { bytes: Uint8Array; fields: Field[] } {
  const total = blueFlameBytes(wqe.bytes.length);
  const w = new ByteWriter(total);
  w.bytes('WQE', wqe.bytes, msg('field.trace.bfWqe', { bytes: wqe.bytes.length, ds: wqe.ds }), {
    children: wqe.fields,
    display: `${wqe.bytes.length} B`,
  });
  if (total > wqe.bytes.length) w.bytes('RestOfBasicBlock', new Uint8Array(total - wqe.bytes.length), msg('field.trace.bfRest'));
  return w.finish();
}
