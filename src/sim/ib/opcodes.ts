/**
 * BTH opcodes. Bits 7:5 name the transport, bits 4:0 the operation (Linux include/rdma/ib_pack.h).
 * The simulator sends RC RDMA WRITEs and receives an RC ACKNOWLEDGE; the rest are here so a
 * decoded packet always gets a name.
 */

/** RC operations, value = operation code (bits 4:0); RC's transport base is 0x00 (Linux include/rdma/ib_pack.h). */
export const RC_OP = {
  SEND_FIRST: 0x00,
  SEND_MIDDLE: 0x01,
  SEND_LAST: 0x02,
  SEND_LAST_WITH_IMMEDIATE: 0x03,
  SEND_ONLY: 0x04,
  SEND_ONLY_WITH_IMMEDIATE: 0x05,
  RDMA_WRITE_FIRST: 0x06,
  RDMA_WRITE_MIDDLE: 0x07,
  RDMA_WRITE_LAST: 0x08,
  RDMA_WRITE_LAST_WITH_IMMEDIATE: 0x09,
  RDMA_WRITE_ONLY: 0x0a,
  RDMA_WRITE_ONLY_WITH_IMMEDIATE: 0x0b,
  RDMA_READ_REQUEST: 0x0c,
  RDMA_READ_RESPONSE_FIRST: 0x0d,
  RDMA_READ_RESPONSE_MIDDLE: 0x0e,
  RDMA_READ_RESPONSE_LAST: 0x0f,
  RDMA_READ_RESPONSE_ONLY: 0x10,
  ACKNOWLEDGE: 0x11,
  ATOMIC_ACKNOWLEDGE: 0x12,
  COMPARE_SWAP: 0x13,
  FETCH_ADD: 0x14,
  SEND_LAST_WITH_INVALIDATE: 0x16,
  SEND_ONLY_WITH_INVALIDATE: 0x17,
  FLUSH: 0x1c,
  ATOMIC_WRITE: 0x1d,
} as const;

/** The congestion notification packet's opcode: native IB 0x80 (IBA Vol. 1 Release 1.3, Table 38 / §A10.3.2, as quoted in
 * Linux include/rdma/ib_pack.h), RoCEv2 0x81 (IBA Annex A17; Scapy scapy/contrib/roce.py, CNP_OPCODE). */
export const CNP_OPCODE_IB = 0x80;
export const CNP_OPCODE_ROCEV2 = 0x81;

/** Transport bases (opcode bits 7:5) (Linux include/rdma/ib_pack.h); XRC 0xA0 is not in ib_pack.h: not confirmed by a public source. */
export const TRANSPORTS: Readonly<Record<number, string>> = {
  0x00: 'RC',
  0x20: 'UC',
  0x40: 'RD',
  0x60: 'UD',
  0x80: 'CNP',
  0xa0: 'XRC',
  0xe0: 'manufacturer-specific',
};

const OP_NAMES = new Map<number, string>(Object.entries(RC_OP).map(([name, op]) => [op, name.replace(/_/g, ' ')]));

/** "RC RDMA WRITE FIRST", "UD SEND ONLY", "CNP" ... */
export function opcodeName(op: number): string {
  const transport = TRANSPORTS[op & 0xe0];
  if (op === CNP_OPCODE_IB || op === CNP_OPCODE_ROCEV2) return 'CNP (congestion notification)';
  if (transport === undefined || transport === 'CNP' || transport === 'manufacturer-specific') {
    return `${transport ?? 'reserved transport'} opcode 0x${op.toString(16).padStart(2, '0')}`;
  }
  const name = OP_NAMES.get(op & 0x1f);
  return name ? `${transport} ${name}` : `${transport} reserved operation 0x${(op & 0x1f).toString(16).padStart(2, '0')}`;
}

/** Headers between the BTH and the payload that an RC opcode carries (Linux drivers/infiniband/sw/rxe/rxe_opcode.c, rxe_opcode[]). */
export interface ExtraHeaders {
  reth: boolean;
  immDt: boolean;
  aeth: boolean;
}

const WITH_RETH = new Set<number>([
  RC_OP.RDMA_WRITE_FIRST,
  RC_OP.RDMA_WRITE_ONLY,
  RC_OP.RDMA_WRITE_ONLY_WITH_IMMEDIATE,
  RC_OP.RDMA_READ_REQUEST,
  RC_OP.ATOMIC_WRITE,
]);
const WITH_IMMDT = new Set<number>([
  RC_OP.SEND_LAST_WITH_IMMEDIATE,
  RC_OP.SEND_ONLY_WITH_IMMEDIATE,
  RC_OP.RDMA_WRITE_LAST_WITH_IMMEDIATE,
  RC_OP.RDMA_WRITE_ONLY_WITH_IMMEDIATE,
]);
const WITH_AETH = new Set<number>([
  RC_OP.RDMA_READ_RESPONSE_FIRST,
  RC_OP.RDMA_READ_RESPONSE_LAST,
  RC_OP.RDMA_READ_RESPONSE_ONLY,
  RC_OP.ACKNOWLEDGE,
  RC_OP.ATOMIC_ACKNOWLEDGE,
]);

/**
 * An RC response: a READ response, an ACK or NAK (ACKNOWLEDGE) or an atomic ACK, sent by the responder. IBA acknowledges
 * requests only, so a response never asks for an ACK (soft-RoCE builds them with ack_req 0: Linux
 * drivers/infiniband/sw/rxe/rxe_resp.c, prepare_ack_packet).
 */
export function isRcResponse(op: number): boolean {
  return op >= RC_OP.RDMA_READ_RESPONSE_FIRST && op <= RC_OP.ATOMIC_ACKNOWLEDGE;
}

/**
 * The headers this simulator encodes and decodes (RETH, ImmDt, AETH), for RC opcodes. Other
 * transports (UD's DETH, for one) are not modelled: their bytes after the BTH stay payload.
 */
export function extraHeadersOf(op: number): ExtraHeaders {
  const rc = (op & 0xe0) === 0x00;
  return { reth: rc && WITH_RETH.has(op), immDt: rc && WITH_IMMDT.has(op), aeth: rc && WITH_AETH.has(op) };
}

/**
 * Opcode of packet `packetIndex` (0-based) of an RC RDMA WRITE split into `packetCount` packets:
 * ONLY when one packet, else FIRST, MIDDLE x (n-2), LAST (Linux drivers/infiniband/sw/rxe/rxe_req.c, next_opcode_rc).
 */
export function writeOpcodeFor(packetIndex: number, packetCount: number): number {
  return requestOpcodeFor('write', packetIndex, packetCount);
}

/** FIRST / MIDDLE / LAST / ONLY of a message of `count` packets. */
function positionOf(index: number, count: number): 'first' | 'middle' | 'last' | 'only' {
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`packet ${index} of ${count}`);
  }
  return count === 1 ? 'only' : index === 0 ? 'first' : index === count - 1 ? 'last' : 'middle';
}

/** The request operations the simulator sends. */
export type RequestOp = 'write' | 'write-imm' | 'read' | 'send';

const REQUEST_OPCODES: Record<Exclude<RequestOp, 'read'>, Record<'first' | 'middle' | 'last' | 'only', number>> = {
  write: { first: RC_OP.RDMA_WRITE_FIRST, middle: RC_OP.RDMA_WRITE_MIDDLE, last: RC_OP.RDMA_WRITE_LAST, only: RC_OP.RDMA_WRITE_ONLY },
  // The immediate rides on the last (or only) packet (Linux drivers/infiniband/sw/rxe/rxe_req.c, next_opcode_rc).
  'write-imm': {
    first: RC_OP.RDMA_WRITE_FIRST,
    middle: RC_OP.RDMA_WRITE_MIDDLE,
    last: RC_OP.RDMA_WRITE_LAST_WITH_IMMEDIATE,
    only: RC_OP.RDMA_WRITE_ONLY_WITH_IMMEDIATE,
  },
  send: { first: RC_OP.SEND_FIRST, middle: RC_OP.SEND_MIDDLE, last: RC_OP.SEND_LAST, only: RC_OP.SEND_ONLY },
};

/**
 * Opcode of request packet `index` of a message of `count` packets. A READ
 * asks with a single READ REQUEST whatever its length (Linux
 * drivers/infiniband/sw/rxe/rxe_req.c, next_opcode_rc).
 */
export function requestOpcodeFor(op: RequestOp, index: number, count: number): number {
  if (op === 'read') return RC_OP.RDMA_READ_REQUEST;
  return REQUEST_OPCODES[op][positionOf(index, count)];
}

/** Opcode of READ response `index` of `count` (Linux drivers/infiniband/sw/rxe/rxe_resp.c, read_reply). */
export function readResponseOpcodeFor(index: number, count: number): number {
  const pos = positionOf(index, count);
  return pos === 'only'
    ? RC_OP.RDMA_READ_RESPONSE_ONLY
    : pos === 'first'
      ? RC_OP.RDMA_READ_RESPONSE_FIRST
      : pos === 'last'
        ? RC_OP.RDMA_READ_RESPONSE_LAST
        : RC_OP.RDMA_READ_RESPONSE_MIDDLE;
}
