import type { ByteWriter } from '../bytes/byteWriter';
import type { ByteReader } from '../bytes/byteReader';

/** RDMA Extended Transport Header, 16 B: VA(64) R_Key(32) DMA Length(32) [K-rxe rxe_hdr.h; fact sheet §4.5]. */
export interface Reth {
  va: bigint;
  rkey: number;
  dmaLength: number;
}

export const RETH_BYTES = 16; // [K-rxe rxe_hdr.h RXE_RETH_BYTES]

export function encodeReth(w: ByteWriter, reth: Reth): void {
  w.group('RETH', "RDMA Extended Transport Header: where in host B's memory the message goes and the key that allows it", () => {
    w.u64('VA', reth.va, "virtual address in the responder's registered buffer where the first byte of the message is written", {
      link: 'remoteVa',
    });
    w.u32(
      'R_Key',
      reth.rkey,
      "remote key: names the responder's memory region; its HCA checks it grants remote write over [VA, VA+length)",
      { link: 'rkey' },
    );
    // In a FIRST packet this is the whole message, not this packet [K-rxe check_rkey resp.resid = reth_len].
    w.u32('DMA_Length', reth.dmaLength, `length of the whole message: ${reth.dmaLength} B (not just this packet's payload)`, {
      link: 'length',
      display: String(reth.dmaLength),
    });
  });
}

export function decodeReth(r: ByteReader): Reth {
  const va = r.u64();
  const rkey = r.u32();
  const dmaLength = r.u32();
  return { va, rkey, dmaLength };
}
