import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import { msg } from '../../i18n/msg';

export interface Sge {
  addr: bigint;
  lkey: number;
  length: number;
}

/** `struct mlx5_wqe_data_seg`, 16 B: one gather entry the HCA DMA-reads [RC-mlx5 qp.c set_data_ptr_seg]. */
export function writeDataSeg(w: ByteWriter, sge: Sge): void {
  w.group('data', msg('field.dataSeg'), () => {
    w.u32('byte_count', sge.length, msg('field.dataSeg.byteCount', { bytes: String(sge.length) }), {
      link: 'length',
      display: String(sge.length),
    });
    w.u32('lkey', sge.lkey, msg('field.dataSeg.lkey', { lkey: hexValue(sge.lkey, 8) }), { link: 'lkey' });
    w.u64('addr', sge.addr, msg('field.dataSeg.addr', { va: hexValue(sge.addr, 16) }), { link: 'localVa' });
  });
}
