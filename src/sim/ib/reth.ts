import { msg } from '../../i18n/msg';
import type { ByteReader } from '../bytes/byteReader';
import type { ByteWriter } from '../bytes/byteWriter';

/** RDMA Extended Transport Header, 16 B: VA(64) R_Key(32) DMA Length(32) (Linux drivers/infiniband/sw/rxe/rxe_hdr.h). */
export interface Reth {
  va: bigint;
  rkey: number;
  dmaLength: number;
}

export const RETH_BYTES = 16; // (Linux drivers/infiniband/sw/rxe/rxe_hdr.h, RXE_RETH_BYTES)

/**
 * Writes the RETH. In a WRITE it names where the data goes, in a READ REQUEST where it comes from, and the rkey must
 * grant remote write or remote read (Linux drivers/infiniband/sw/rxe/rxe_resp.c, check_rkey: IB_ACCESS_REMOTE_WRITE
 * for RXE_WRITE_MASK, IB_ACCESS_REMOTE_READ for RXE_READ_MASK).
 */
export function encodeReth(w: ByteWriter, reth: Reth, read = false): void {
  w.group('RETH', msg(read ? 'field.reth.read' : 'field.reth'), () => {
    w.u64('VA', reth.va, msg(read ? 'field.reth.read.va' : 'field.reth.va'), {
      link: 'remoteVa',
    });
    w.u32('R_Key', reth.rkey, msg(read ? 'field.reth.read.rkey' : 'field.reth.rkey'), { link: 'rkey' });
    // In a FIRST packet this is the whole message, not this packet (Linux drivers/infiniband/sw/rxe/rxe_resp.c,
    // qp_resp_from_reth, called by check_rkey: qp->resp.resid = reth_len).
    w.u32(
      'DMA_Length',
      reth.dmaLength,
      msg(read ? 'field.reth.read.dmaLength' : 'field.reth.dmaLength', { bytes: String(reth.dmaLength) }),
      {
        link: 'length',
        display: String(reth.dmaLength),
      },
    );
  });
}

export function decodeReth(r: ByteReader): Reth {
  const va = r.u64();
  const rkey = r.u32();
  const dmaLength = r.u32();
  return { va, rkey, dmaLength };
}
