import type { LinkKey } from '../bytes/field';
import type { ByteWriter } from '../bytes/byteWriter';
import type { ByteReader } from '../bytes/byteReader';
import { onHost } from './linkHost';
import { opcodeName } from './opcodes';

/** Base Transport Header, 12 B [K-pack ib_pack.h; K-rxe rxe_hdr.h; SC; fact sheet §4.4]. */
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

export const BTH_BYTES = 12; // [K-pack ib_pack.h IB_BTH_BYTES]
export const PSN_MODULUS = 0x1000000; // PSN is 24 bits, wraps mod 2^24 [K-rxe BTH_PSN_MASK 0xFFFFFF]
export const DEFAULT_PKEY = 0xffff; // default partition, full member [fact sheet §4.4]

export interface BthLinks {
  destQp?: LinkKey;
}

const b = (v: boolean) => (v ? 1 : 0);

function pkeyMeaning(pkey: number): string {
  // 0xFFFF is the default partition; bit 15 set = full membership [fact sheet §4.4].
  if (pkey === DEFAULT_PKEY) return 'partition key 0xFFFF: the default partition, full member (bit 15 set)';
  return `partition key: partition 0x${(pkey & 0x7fff).toString(16)}, ${pkey & 0x8000 ? 'full' : 'limited'} member (bit 15)`;
}

/**
 * Writes the BTH. Byte 4 (FECN, BECN, Resv6) is replaced by 1s for the ICRC because switches
 * may set FECN/BECN on the way [K-rxe rxe_icrc.c; SHAN ch. 25; fact sheet §4.7].
 */
export function encodeBth(w: ByteWriter, bth: Bth, links: BthLinks = {}): void {
  const masked = { icrcMasked: true };
  w.group('BTH', `Base Transport Header: ${opcodeName(bth.opcode)}, which QP it is for and its place in the PSN sequence`, () => {
    w.u8('OpCode', bth.opcode, `${opcodeName(bth.opcode)} (bits 7:5 transport, bits 4:0 operation)`);
    w.bits('SE', 1, b(bth.se), 'solicited event: 1 asks the responder to wake a consumer waiting for solicited completions');
    w.bits('M', 1, b(bth.migReq), "MigReq: the sending QP's path-migration state bit");
    w.bits(
      'PadCnt',
      2,
      bth.padCnt,
      `pad count: ${bth.padCnt} zero byte(s) after the payload bring it to a 4-byte boundary (= -payload length & 3)`,
    );
    w.bits('TVer', 4, bth.tver, 'transport header version: 0');
    w.u16('P_Key', bth.pkey, pkeyMeaning(bth.pkey), { link: 'pkey' });
    w.bits(
      'FECN',
      1,
      b(bth.fecn),
      'forward explicit congestion notification: set by a congested switch on the way to the receiver',
      masked,
    );
    w.bits(
      'BECN',
      1,
      b(bth.becn),
      'backward explicit congestion notification: tells the sender to slow down (carried back in a CNP)',
      masked,
    );
    w.bits('Resv6', 6, 0, 'reserved, sent as 0; the ICRC is computed with this whole byte as 1s', masked);
    w.u24('DestQP', bth.destQp, `destination queue pair${onHost(links.destQp)}: the QP that owns this connection at the receiver`, {
      link: links.destQp,
    });
    w.bits(
      'A',
      1,
      b(bth.ackReq),
      bth.ackReq
        ? 'acknowledge request: 1, the responder must send an ACK for this PSN'
        : 'acknowledge request: 0, no ACK asked for this packet',
    );
    w.bits('Resv7', 7, 0, 'reserved, sent as 0');
    w.u24('PSN', bth.psn, `packet sequence number ${bth.psn} (24 bits, wraps at 2^24)`, { link: 'psn' });
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
