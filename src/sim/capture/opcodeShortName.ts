import { CNP_OPCODE_IB, CNP_OPCODE_ROCEV2, RC_OP, TRANSPORTS } from '../ib/opcodes';

/**
 * Short opcode names for a diagram's labels ("WRITE First", "READ Resp Last", "ACK"): the operation as IBTA names it
 * (IBA Vol. 1 §9.2, Table 38; Linux include/rdma/ib_pack.h), its packet position, and "Imm" or "Inv" when the packet
 * carries an immediate value or an invalidate. Like the opcode names in the step texts, they are protocol names and stay
 * the same in every language. RC's are bare; another transport's carry its name first ("UC WRITE Only").
 */
const SHORT: Readonly<Record<number, string>> = {
  [RC_OP.SEND_FIRST]: 'SEND First',
  [RC_OP.SEND_MIDDLE]: 'SEND Middle',
  [RC_OP.SEND_LAST]: 'SEND Last',
  [RC_OP.SEND_LAST_WITH_IMMEDIATE]: 'SEND Last Imm',
  [RC_OP.SEND_ONLY]: 'SEND Only',
  [RC_OP.SEND_ONLY_WITH_IMMEDIATE]: 'SEND Only Imm',
  [RC_OP.RDMA_WRITE_FIRST]: 'WRITE First',
  [RC_OP.RDMA_WRITE_MIDDLE]: 'WRITE Middle',
  [RC_OP.RDMA_WRITE_LAST]: 'WRITE Last',
  [RC_OP.RDMA_WRITE_LAST_WITH_IMMEDIATE]: 'WRITE Last Imm',
  [RC_OP.RDMA_WRITE_ONLY]: 'WRITE Only',
  [RC_OP.RDMA_WRITE_ONLY_WITH_IMMEDIATE]: 'WRITE Only Imm',
  [RC_OP.RDMA_READ_REQUEST]: 'READ Req',
  [RC_OP.RDMA_READ_RESPONSE_FIRST]: 'READ Resp First',
  [RC_OP.RDMA_READ_RESPONSE_MIDDLE]: 'READ Resp Middle',
  [RC_OP.RDMA_READ_RESPONSE_LAST]: 'READ Resp Last',
  [RC_OP.RDMA_READ_RESPONSE_ONLY]: 'READ Resp Only',
  [RC_OP.ACKNOWLEDGE]: 'ACK',
  [RC_OP.ATOMIC_ACKNOWLEDGE]: 'Atomic ACK',
  [RC_OP.COMPARE_SWAP]: 'CmpSwap',
  [RC_OP.FETCH_ADD]: 'FetchAdd',
  [RC_OP.SEND_LAST_WITH_INVALIDATE]: 'SEND Last Inv',
  [RC_OP.SEND_ONLY_WITH_INVALIDATE]: 'SEND Only Inv',
  [RC_OP.FLUSH]: 'FLUSH',
  [RC_OP.ATOMIC_WRITE]: 'ATOMIC WRITE',
};

const hex2 = (n: number) => `0x${n.toString(16).padStart(2, '0')}`;

/** "WRITE First", "READ Req", "ACK", "UC SEND Only", "CNP"; an opcode with no name, as hex ("0x1f", "XRC 0x1f"). */
export function opcodeShortName(op: number): string {
  if (op === CNP_OPCODE_IB || op === CNP_OPCODE_ROCEV2) return 'CNP';
  const transport = TRANSPORTS[op & 0xe0];
  if (transport === undefined || transport === 'CNP' || transport === 'manufacturer-specific') return hex2(op);
  const name = SHORT[op & 0x1f];
  const prefix = transport === 'RC' ? '' : `${transport} `;
  return name ? `${prefix}${name}` : `${prefix}${hex2(op & 0x1f)}`;
}
