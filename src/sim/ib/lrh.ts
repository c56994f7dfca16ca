import type { LinkKey } from '../bytes/field';
import type { ByteWriter } from '../bytes/byteWriter';
import type { ByteReader } from '../bytes/byteReader';
import { onHost } from './linkHost';

/** Local Route Header, 8 B [K-pack ud_header.c; WS; fact sheet §4.2]. */
export interface Lrh {
  vl: number;
  lver: number;
  sl: number;
  lnh: number;
  dlid: number;
  /** 4-byte words from the first LRH byte through the ICRC, VCRC excluded. */
  pktLen: number;
  slid: number;
}

export const LRH_BYTES = 8; // [K-pack ib_pack.h IB_LRH_BYTES]
export const LNH_IBA_LOCAL = 2; // BTH follows [K-pack ib_pack.h IB_LNH_IBA_LOCAL]
export const LNH_IBA_GLOBAL = 3; // GRH follows [K-pack ib_pack.h IB_LNH_IBA_GLOBAL]

const LNH_MEANING = [
  'raw: no IBA transport header follows', // IB_LNH_RAW 0
  'IP: no IBA transport header follows', // IB_LNH_IP 1
  'IBA local: the BTH follows directly (no GRH, the packet stays in this subnet)',
  'IBA global: a 40-byte GRH follows, then the BTH (the packet can cross routers)',
];

export interface LrhLinks {
  dlid?: LinkKey;
  slid?: LinkKey;
}

/**
 * Writes the LRH. The ICRC treats LRH.VL as 1s in a local packet and the whole LRH as 1s in a
 * global one (switches may change them on the way) [SHAN ch. 25; IBCAP; fact sheet §4.7].
 */
export function encodeLrh(w: ByteWriter, lrh: Lrh, links: LrhLinks = {}): void {
  const global = lrh.lnh === LNH_IBA_GLOBAL;
  const all = { icrcMasked: global || undefined };
  w.group('LRH', 'Local Route Header: how the switches of this subnet carry the packet from port to port', () => {
    w.bits(
      'VL',
      4,
      lrh.vl,
      `virtual lane ${lrh.vl}: the lane (own buffers and credits) this packet uses on this link; VL 15 is for subnet management`,
      { icrcMasked: true },
    );
    w.bits('LVer', 4, lrh.lver, 'link version of this header format: 0', all);
    w.bits('SL', 4, lrh.sl, `service level ${lrh.sl}: the class each switch maps to an outgoing VL`, all);
    w.bits('Rsv2', 2, 0, 'reserved, sent as 0', all);
    w.bits('LNH', 2, lrh.lnh, `link next header ${lrh.lnh}: ${LNH_MEANING[lrh.lnh]}`, all);
    w.u16('DLID', lrh.dlid, `destination LID: the local identifier of the receiving port${onHost(links.dlid)}; switches forward on it`, {
      ...all,
      link: links.dlid,
    });
    w.bits('Rsv5', 5, 0, 'reserved, sent as 0', all);
    w.bits(
      'PktLen',
      11,
      lrh.pktLen,
      `packet length in 4-byte words, LRH through ICRC, not counting the VCRC: ${lrh.pktLen} words = ${lrh.pktLen * 4} B`,
      { ...all, display: String(lrh.pktLen) },
    );
    w.u16('SLID', lrh.slid, `source LID: the local identifier of the sending port${onHost(links.slid)}`, { ...all, link: links.slid });
  });
}

export function decodeLrh(r: ByteReader): Lrh {
  const vl = r.bits(4);
  const lver = r.bits(4);
  const sl = r.bits(4);
  r.bits(2);
  const lnh = r.bits(2);
  const dlid = r.u16();
  r.bits(5);
  const pktLen = r.bits(11);
  const slid = r.u16();
  return { vl, lver, sl, lnh, dlid, pktLen, slid };
}
