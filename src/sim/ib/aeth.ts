import type { MsgKey } from '../../i18n/en';
import { type Msg, msg } from '../../i18n/msg';
import type { ByteReader } from '../bytes/byteReader';
import type { ByteWriter } from '../bytes/byteWriter';
import { hex } from '../bytes/hex';
import { CREDIT_INVALID, creditsOfCode } from './aethCredits';
import { rnrTimerNs } from './rcTimers';

/** ACK Extended Transport Header, 4 B: Syndrome(8) MSN(24) (Linux drivers/infiniband/sw/rxe/rxe_hdr.h). */
export interface Aeth {
  syndrome: number;
  msn: number;
}

export const AETH_BYTES = 4; // (Linux drivers/infiniband/sw/rxe/rxe_hdr.h, RXE_AETH_BYTES)
export const AETH_ACK_UNLIMITED = CREDIT_INVALID; // (Linux drivers/infiniband/sw/rxe/rxe_hdr.h)
export const AETH_NAK_PSN_SEQ_ERROR = 0x60; // (Linux drivers/infiniband/sw/rxe/rxe_hdr.h)
export const AETH_NAK_INVALID_REQUEST = 0x61; // (Linux drivers/infiniband/sw/rxe/rxe_hdr.h)
export const AETH_NAK_REMOTE_ACCESS_ERROR = 0x62; // (Linux drivers/infiniband/sw/rxe/rxe_hdr.h)
export const AETH_NAK_REMOTE_OPERATIONAL_ERROR = 0x63; // (Linux drivers/infiniband/sw/rxe/rxe_hdr.h, AETH_NAK_REM_OP_ERR)
export const AETH_NAK_INVALID_RD_REQUEST = 0x64; // Reliable Datagram only (Linux drivers/infiniband/sw/rxe/rxe_hdr.h, AETH_NAK_INV_RD_REQ)
/** The two NAK codes a sentence about B's refusals quotes, as message parameters. */
export const NAK_CODE_PARAMS = {
  invalidNak: hex(AETH_NAK_INVALID_REQUEST),
  accessNak: hex(AETH_NAK_REMOTE_ACCESS_ERROR),
  // soft-RoCE's answer to a SEND longer than its receive buffer (rxe_resp.c: send_data_in, RESPST_ERR_MALFORMED_WQE).
  opNak: hex(AETH_NAK_REMOTE_OPERATIONAL_ERROR),
} as const;

/** An RNR NAK: type bits 0x20, the low five bits the timer code (Linux drivers/infiniband/sw/rxe/rxe_hdr.h, AETH_RNR_NAK). */
export const AETH_RNR_NAK = 0x20;

// NAK codes 0x60..0x64 (Linux drivers/infiniband/sw/rxe/rxe_hdr.h, AETH_NAK_PSN_SEQ_ERROR .. AETH_NAK_INV_RD_REQ).
const NAK_MEANINGS: Record<number, MsgKey> = {
  0x60: 'field.aeth.syndrome.nakPsnSequence',
  0x61: 'field.aeth.syndrome.nakInvalidRequest',
  0x62: 'field.aeth.syndrome.nakRemoteAccess',
  0x63: 'field.aeth.syndrome.nakRemoteOperational',
  0x64: 'field.aeth.syndrome.nakInvalidRdRequest',
};

/** "0x40": a syndrome's type bits 7:5, as a hex name. */
const syndromeType = (syndrome: number) => `0x${(syndrome & 0xe0).toString(16)}`;

/** What a syndrome says, by its type bits 7:5 (AETH_TYPE_MASK 0xE0) (Linux drivers/infiniband/sw/rxe/rxe_hdr.h). */
export function aethSyndromeMeaning(syndrome: number): Msg {
  const low = syndrome & 0x1f;
  switch (syndrome & 0xe0) {
    case 0x00: {
      // The low five bits are the credit code (src/sim/ib/aethCredits.ts).
      const n = creditsOfCode(low);
      if (n === null) return msg('field.aeth.syndrome.ackUnlimited', { credits: hex(AETH_ACK_UNLIMITED) });
      const none = hex(CREDIT_INVALID);
      return n === 0 ? msg('field.aeth.syndrome.ackNoCredit', { none }) : msg('field.aeth.syndrome.ack', { code: low, n, none });
    }
    case 0x20: {
      return msg('field.aeth.syndrome.rnrTimed', { code: low, time: `${rnrTimerNs(low) / 1e6} ms` });
    }
    case 0x60: {
      const key = NAK_MEANINGS[syndrome];
      return key ? msg(key) : msg('field.aeth.syndrome.nakCode', { code: low });
    }
    default:
      return msg('field.aeth.syndrome.reservedType', { type: syndromeType(syndrome) });
  }
}

/** The AETH header's meaning: which kind of acknowledgement it carries (ACK, RNR NAK, NAK are names). */
function aethMeaning(syndrome: number): Msg {
  switch (syndrome & 0xe0) {
    case 0x00:
      return msg('field.aeth', { kind: 'ACK' });
    case 0x20:
      return msg('field.aeth', { kind: 'RNR NAK' });
    case 0x60:
      return msg('field.aeth', { kind: 'NAK' });
    default:
      return msg('field.aeth.reservedType', { type: syndromeType(syndrome) });
  }
}

export function encodeAeth(w: ByteWriter, aeth: Aeth): void {
  w.group('AETH', aethMeaning(aeth.syndrome), () => {
    w.u8('Syndrome', aeth.syndrome, aethSyndromeMeaning(aeth.syndrome));
    w.u24('MSN', aeth.msn, msg('field.aeth.msn', { msn: String(aeth.msn) }));
  });
}

export function decodeAeth(r: ByteReader): Aeth {
  const syndrome = r.u8();
  const msn = r.u24();
  return { syndrome, msn };
}
