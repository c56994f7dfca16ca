import { msg } from '../../i18n/msg';
import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';

export interface Sge {
  addr: bigint;
  lkey: number;
  length: number;
}

/**
 * What the buffer a send-WQE data segment points to is for: the source of an
 * RDMA WRITE (gathered, length = RETH DMA Length), the source of a SEND
 * (gathered, no RETH) or the destination of an RDMA READ (scattered into).
 */
export type DataSegRole = 'write' | 'send' | 'read';

/** `struct mlx5_wqe_data_seg`, 16 B: one gather (or, for READ, scatter) entry (rdma-core providers/mlx5/qp.c, set_data_ptr_seg). */
export function writeDataSeg(w: ByteWriter, sge: Sge, role: DataSegRole = 'write'): void {
  const read = role === 'read';
  const bytes = String(sge.length);
  const countKey = read ? 'field.dataSeg.byteCount.read' : role === 'send' ? 'field.dataSeg.byteCount.send' : 'field.dataSeg.byteCount';
  w.group('data', msg(read ? 'field.dataSeg.read' : 'field.dataSeg'), () => {
    w.u32('byte_count', sge.length, msg(countKey, { bytes }), { link: 'length', display: bytes });
    w.u32('lkey', sge.lkey, msg(read ? 'field.dataSeg.lkey.read' : 'field.dataSeg.lkey', { lkey: hexValue(sge.lkey, 8) }), {
      link: 'lkey',
    });
    w.u64('addr', sge.addr, msg(read ? 'field.dataSeg.addr.read' : 'field.dataSeg.addr', { va: hexValue(sge.addr, 16) }), {
      link: 'localVa',
    });
  });
}
