import { msg } from '../../i18n/msg';
import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';

/**
 * `struct mlx5_wqe_raddr_seg`, 16 B: the buffer on host B (written for an RDMA
 * WRITE, read for an RDMA READ) (rdma-core providers/mlx5/qp.c, set_raddr_seg).
 */
export function writeRaddrSeg(w: ByteWriter, remoteVa: bigint, rkey: number, read = false): void {
  w.group('raddr', msg(read ? 'field.raddr.read' : 'field.raddr'), () => {
    w.u64('raddr', remoteVa, msg('field.raddr.raddr', { va: hexValue(remoteVa, 16) }), { link: 'remoteVa' });
    w.u32('rkey', rkey, msg('field.raddr.rkey', { rkey: hexValue(rkey, 8) }), { link: 'rkey' });
    w.u32('reserved', 0, msg('field.raddr.reserved'));
  });
}
