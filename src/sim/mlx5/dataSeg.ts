import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';

export interface Sge {
  addr: bigint;
  lkey: number;
  length: number;
}

/** `struct mlx5_wqe_data_seg`, 16 B: one gather entry the HCA DMA-reads [RC-mlx5 qp.c set_data_ptr_seg]. */
export function writeDataSeg(w: ByteWriter, sge: Sge): void {
  w.group('data', 'Data (pointer) segment: the local source buffer on host A, read by DMA', () => {
    w.u32('byte_count', sge.length, `${sge.length} B to gather from local memory (RETH DMA Length)`, {
      link: 'length',
      display: String(sge.length),
    });
    w.u32('lkey', sge.lkey, `${hexValue(sge.lkey, 8)}: host A's local key for the source buffer; HCA A checks it`, {
      link: 'lkey',
    });
    w.u64('addr', sge.addr, `${hexValue(sge.addr, 16)}: virtual address of the source buffer in process A`, {
      link: 'localVa',
    });
  });
}
