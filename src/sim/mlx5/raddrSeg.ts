import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';

/** `struct mlx5_wqe_raddr_seg`, 16 B: where the data goes on host B [RC-mlx5 qp.c set_raddr_seg]. */
export function writeRaddrSeg(w: ByteWriter, remoteVa: bigint, rkey: number): void {
  w.group('raddr', 'Remote-address segment: the target buffer on host B (becomes the RETH)', () => {
    w.u64('raddr', remoteVa, `${hexValue(remoteVa, 16)}: virtual address in host B's registered buffer (RETH VA)`, {
      link: 'remoteVa',
    });
    w.u32('rkey', rkey, `${hexValue(rkey, 8)}: host B's remote key for that buffer; HCA B checks it (RETH R_Key)`, {
      link: 'rkey',
    });
    w.u32('reserved', 0, '0: reserved (set_raddr_seg writes 0)');
  });
}
