import type { MsgKey } from '../../i18n/en';
import { type Msg, msg } from '../../i18n/msg';
import type { ByteReader } from '../bytes/byteReader';
import type { ByteWriter } from '../bytes/byteWriter';
import type { LinkKey } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import { hostOfLink } from './linkHost';
import { isRcResponse, opcodeName, RC_OP } from './opcodes';

/** Base Transport Header, 12 B (Linux include/rdma/ib_pack.h; drivers/infiniband/sw/rxe/rxe_hdr.h; Scapy scapy/contrib/roce.py). */
export interface Bth {
  opcode: number;
  se: boolean;
  migReq: boolean;
  padCnt: number;
  tver: number;
  pkey: number;
  fecn: boolean;
  becn: boolean;
  destQp: number;
  ackReq: boolean;
  psn: number;
}

export const BTH_BYTES = 12; // (Linux include/rdma/ib_pack.h, IB_BTH_BYTES)
export const PSN_MODULUS = 0x1000000; // PSN is 24 bits, wraps mod 2^24 (Linux drivers/infiniband/sw/rxe/rxe_hdr.h, BTH_PSN_MASK 0xFFFFFF)
export const DEFAULT_PKEY = 0xffff; // default partition, full member (Linux drivers/infiniband/sw/rxe/rxe_recv.c, check_keys)

export interface BthLinks {
  destQp?: LinkKey;
}

const b = (v: boolean) => (v ? 1 : 0);

function pkeyMeaning(pkey: number): Msg {
  // 0xFFFF is the default partition; bit 15 set = full membership (Linux drivers/infiniband/sw/rxe/rxe_recv.c,
  // check_keys; the captured CNP in Scapy test/contrib/roce.uts carries 0xFFFF).
  if (pkey === DEFAULT_PKEY) return msg('field.bth.pkey.default', { value: hexValue(DEFAULT_PKEY, 4) });
  const partition = `0x${(pkey & 0x7fff).toString(16)}`;
  return msg(pkey & 0x8000 ? 'field.bth.pkey.full' : 'field.bth.pkey.limited', { partition });
}

function destQpMeaning(link: LinkKey | undefined): Msg {
  const host = hostOfLink(link);
  return host ? msg('field.bth.destQp.onHost', { host }) : msg('field.bth.destQp');
}

function ackReqMeaning(bth: Bth): MsgKey {
  if (!bth.ackReq) return isRcResponse(bth.opcode) ? 'field.bth.ackReq.response' : 'field.bth.ackReq.clear';
  // A READ REQUEST is acknowledged by its responses (Linux drivers/infiniband/sw/rxe/rxe_resp.c, read_reply).
  return bth.opcode === RC_OP.RDMA_READ_REQUEST ? 'field.bth.ackReq.setRead' : 'field.bth.ackReq.set';
}

/**
 * Writes the BTH. Byte 4 (FECN, BECN, Resv6) is replaced by 1s for the ICRC because switches
 * may set FECN/BECN on the way (Linux drivers/infiniband/sw/rxe/rxe_icrc.c; IBA Vol. 1 §7.8.1, as quoted in
 * Shanley, InfiniBand Network Architecture, ch. 25).
 */
export function encodeBth(w: ByteWriter, bth: Bth, links: BthLinks = {}): void {
  const masked = { icrcMasked: true };
  // The opcode's mnemonic ("RC RDMA WRITE ONLY") is a name: it stays as it is in every language.
  const opcode = opcodeName(bth.opcode);
  w.group('BTH', msg('field.bth', { opcode }), () => {
    w.u8('OpCode', bth.opcode, msg('field.bth.opcode', { opcode }));
    w.bits('SE', 1, b(bth.se), msg('field.bth.se'));
    // What cards and soft-RoCE send here differs (src/sim/wire/hcaWire.ts).
    w.bits('M', 1, b(bth.migReq), msg(bth.migReq ? 'field.bth.migReq.set' : 'field.bth.migReq.clear'));
    w.bits('PadCnt', 2, bth.padCnt, msg('field.bth.padCnt', { pad: bth.padCnt }));
    w.bits('TVer', 4, bth.tver, msg('field.bth.tver'));
    w.u16('P_Key', bth.pkey, pkeyMeaning(bth.pkey), { link: 'pkey' });
    w.bits('FECN', 1, b(bth.fecn), msg('field.bth.fecn'), masked);
    w.bits('BECN', 1, b(bth.becn), msg('field.bth.becn'), masked);
    w.bits('Resv6', 6, 0, msg('field.bth.resv6'), masked);
    w.u24('DestQP', bth.destQp, destQpMeaning(links.destQp), { link: links.destQp });
    w.bits('A', 1, b(bth.ackReq), msg(ackReqMeaning(bth)));
    w.bits('Resv7', 7, 0, msg('field.reservedZero'));
    w.u24('PSN', bth.psn, msg('field.bth.psn', { psn: String(bth.psn) }), { link: 'psn' });
  });
}

export function decodeBth(r: ByteReader): Bth {
  const opcode = r.u8();
  const se = r.bits(1) === 1;
  const migReq = r.bits(1) === 1;
  const padCnt = r.bits(2);
  const tver = r.bits(4);
  const pkey = r.u16();
  const fecn = r.bits(1) === 1;
  const becn = r.bits(1) === 1;
  r.bits(6);
  const destQp = r.u24();
  const ackReq = r.bits(1) === 1;
  r.bits(7);
  const psn = r.u24();
  return { opcode, se, migReq, padCnt, tver, pkey, fecn, becn, destQp, ackReq, psn };
}
