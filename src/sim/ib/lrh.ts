import { type Msg, msg } from '../../i18n/msg';
import type { ByteReader } from '../bytes/byteReader';
import type { ByteWriter } from '../bytes/byteWriter';
import type { LinkKey } from '../bytes/field';
import { hostOfLink } from './linkHost';

/** Local Route Header, 8 B (Linux drivers/infiniband/core/ud_header.c; Wireshark epan/dissectors/packet-infiniband.c). */
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

export const LRH_BYTES = 8; // (Linux include/rdma/ib_pack.h, IB_LRH_BYTES)
export const LNH_IBA_LOCAL = 2; // BTH follows (Linux include/rdma/ib_pack.h, IB_LNH_IBA_LOCAL)
export const LNH_IBA_GLOBAL = 3; // GRH follows (Linux include/rdma/ib_pack.h, IB_LNH_IBA_GLOBAL)

const LNH_MEANING = [
  'field.lrh.lnh.raw', // IB_LNH_RAW 0
  'field.lrh.lnh.ip', // IB_LNH_IP 1
  'field.lrh.lnh.local',
  'field.lrh.lnh.global',
] as const;

function lidMeaning(which: 'dlid' | 'slid', link: LinkKey | undefined): Msg {
  const host = hostOfLink(link);
  if (which === 'dlid') return host ? msg('field.lrh.dlid.onHost', { host }) : msg('field.lrh.dlid');
  return host ? msg('field.lrh.slid.onHost', { host }) : msg('field.lrh.slid');
}

export interface LrhLinks {
  dlid?: LinkKey;
  slid?: LinkKey;
}

/**
 * Writes the LRH. The ICRC treats LRH.VL as 1s in a local packet and the whole LRH as 1s in a
 * global one (switches may change them on the way) (IBA Vol. 1 §7.8.1 via
 * Shanley ch. 25; Wireshark sample capture infiniband.pcap).
 */
export function encodeLrh(w: ByteWriter, lrh: Lrh, links: LrhLinks = {}): void {
  const global = lrh.lnh === LNH_IBA_GLOBAL;
  const all = { icrcMasked: global || undefined };
  w.group('LRH', msg('field.lrh'), () => {
    w.bits('VL', 4, lrh.vl, msg('field.lrh.vl', { vl: lrh.vl }), { icrcMasked: true });
    w.bits('LVer', 4, lrh.lver, msg('field.lrh.lver'), all);
    w.bits('SL', 4, lrh.sl, msg('field.lrh.sl', { sl: lrh.sl }), all);
    w.bits('Rsv2', 2, 0, msg('field.reservedZero'), all);
    w.bits('LNH', 2, lrh.lnh, msg(LNH_MEANING[lrh.lnh]), all);
    w.u16('DLID', lrh.dlid, lidMeaning('dlid', links.dlid), {
      ...all,
      link: links.dlid,
    });
    w.bits('Rsv5', 5, 0, msg('field.reservedZero'), all);
    w.bits('PktLen', 11, lrh.pktLen, msg('field.lrh.pktLen', { words: String(lrh.pktLen), bytes: String(lrh.pktLen * 4) }), {
      ...all,
      display: String(lrh.pktLen),
    });
    w.u16('SLID', lrh.slid, lidMeaning('slid', links.slid), { ...all, link: links.slid });
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
