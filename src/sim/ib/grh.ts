import { msg } from '../../i18n/msg';
import type { ByteReader } from '../bytes/byteReader';
import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';

/**
 * Global Route Header, 40 B, present when LRH.LNH = 3; laid out like IPv6 (Linux include/rdma/ib_pack.h; iPXE
 * src/include/ipxe/ib_packet.h).
 */
export interface Grh {
  ipVer: number;
  tClass: number;
  flowLabel: number;
  /** Bytes after the GRH through the ICRC. */
  payLen: number;
  nxtHdr: number;
  hopLmt: number;
  sgid: Uint8Array;
  dgid: Uint8Array;
}

export const GRH_BYTES = 40; // (Linux include/rdma/ib_pack.h, IB_GRH_BYTES)
export const GRH_NXTHDR_IBA = 0x1b; // IBA transport follows (Linux drivers/infiniband/core/ud_header.c)

/**
 * Writes the GRH. TClass, FlowLabel and HopLmt are 1s for the ICRC (IBA Vol. 1 §7.8.1 via Shanley ch. 25; Wireshark
 * sample capture infiniband.pcap).
 */
export function encodeGrh(w: ByteWriter, g: Grh): void {
  const masked = { icrcMasked: true };
  w.group('GRH', msg('field.grh'), () => {
    w.bits('IPVer', 4, g.ipVer, msg('field.grh.ipVer'));
    w.u8('TClass', g.tClass, msg('field.grh.tClass'), masked);
    w.bits('FlowLabel', 20, g.flowLabel, msg('field.grh.flowLabel'), masked);
    w.u16('PayLen', g.payLen, msg('field.grh.payLen', { bytes: String(g.payLen) }), { display: String(g.payLen) });
    w.u8(
      'NxtHdr',
      g.nxtHdr,
      g.nxtHdr === GRH_NXTHDR_IBA ? msg('field.grh.nxtHdr.iba', { value: hexValue(GRH_NXTHDR_IBA, 2) }) : msg('field.grh.nxtHdr'),
    );
    w.u8('HopLmt', g.hopLmt, msg('field.grh.hopLmt'), masked);
    w.bytes('SGID', g.sgid, msg('field.grh.sgid'));
    w.bytes('DGID', g.dgid, msg('field.grh.dgid'));
  });
}

export function decodeGrh(r: ByteReader): Grh {
  const ipVer = r.bits(4);
  const tClass = r.u8();
  const flowLabel = r.bits(20);
  const payLen = r.u16();
  const nxtHdr = r.u8();
  const hopLmt = r.u8();
  const sgid = r.bytes(16);
  const dgid = r.bytes(16);
  return { ipVer, tClass, flowLabel, payLen, nxtHdr, hopLmt, sgid, dgid };
}
