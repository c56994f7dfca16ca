import type { ByteWriter } from '../bytes/byteWriter';
import type { ByteReader } from '../bytes/byteReader';

/** ACK Extended Transport Header, 4 B: Syndrome(8) MSN(24) [K-rxe rxe_hdr.h; fact sheet §4.5]. */
export interface Aeth {
  syndrome: number;
  msn: number;
}

export const AETH_BYTES = 4; // [K-rxe rxe_hdr.h RXE_AETH_BYTES]
export const AETH_ACK_UNLIMITED = 0x1f; // [K-rxe rxe_hdr.h]
export const AETH_NAK_REMOTE_ACCESS_ERROR = 0x62; // [K-rxe rxe_hdr.h]

// NAK codes 0x60..0x63 [K-rxe rxe_hdr.h]; 0x64 (invalid RD request) is [UNVERIFIED], so not named.
const NAK_NAMES: Record<number, string> = {
  0x60: 'PSN sequence error: a packet was missed, the requester must resend from the ACKed PSN',
  0x61: 'invalid request',
  0x62: 'remote access error: bad R_Key, address range or permission; nothing was written and the responder QP went to ERROR',
  0x63: 'remote operational error',
};

// RNR timer codes known from the fact sheet (docs.rs ibverbs set_min_rnr_timer).
const RNR_TIMER: Record<number, string> = { 0: '655.36 ms', 1: '0.01 ms', 16: '2.56 ms' };

/** What a syndrome says, by its type bits 7:5 (AETH_TYPE_MASK 0xE0) [K-rxe rxe_hdr.h]. */
export function aethSyndromeMeaning(syndrome: number): string {
  const low = syndrome & 0x1f;
  switch (syndrome & 0xe0) {
    case 0x00:
      return low === AETH_ACK_UNLIMITED
        ? 'ACK: everything up to this PSN arrived; credit count 0x1F = unlimited'
        : `ACK: everything up to this PSN arrived; credit count field ${low}`;
    case 0x20:
      return `RNR NAK: receiver not ready, retry after RNR timer code ${low}${RNR_TIMER[low] ? ` = ${RNR_TIMER[low]}` : ''}`;
    case 0x60:
      return `NAK: ${NAK_NAMES[syndrome] ?? `code ${low}`}`;
    default:
      return `reserved syndrome type 0x${(syndrome & 0xe0).toString(16)}`;
  }
}

export function encodeAeth(w: ByteWriter, aeth: Aeth): void {
  w.group('AETH', `ACK Extended Transport Header: ${aethSyndromeMeaning(aeth.syndrome).split(':')[0]} from the responder`, () => {
    w.u8('Syndrome', aeth.syndrome, aethSyndromeMeaning(aeth.syndrome));
    w.u24('MSN', aeth.msn, `message sequence number ${aeth.msn}: messages the responder has completed on this QP (24 bits)`);
  });
}

export function decodeAeth(r: ByteReader): Aeth {
  const syndrome = r.u8();
  const msn = r.u24();
  return { syndrome, msn };
}
