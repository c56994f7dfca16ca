import { RC_OP } from '../../ib/opcodes';

/** Where an RC request packet sits in its message, and which operation it belongs to (Linux include/rdma/ib_pack.h). */
export type Position = 'first' | 'middle' | 'last' | 'only';
export type Operation = 'send' | 'write' | 'read';

const TABLE: Record<number, { op: Operation; pos: Position }> = {
  [RC_OP.SEND_FIRST]: { op: 'send', pos: 'first' },
  [RC_OP.SEND_MIDDLE]: { op: 'send', pos: 'middle' },
  [RC_OP.SEND_LAST]: { op: 'send', pos: 'last' },
  [RC_OP.SEND_LAST_WITH_IMMEDIATE]: { op: 'send', pos: 'last' },
  [RC_OP.SEND_ONLY]: { op: 'send', pos: 'only' },
  [RC_OP.SEND_ONLY_WITH_IMMEDIATE]: { op: 'send', pos: 'only' },
  [RC_OP.RDMA_WRITE_FIRST]: { op: 'write', pos: 'first' },
  [RC_OP.RDMA_WRITE_MIDDLE]: { op: 'write', pos: 'middle' },
  [RC_OP.RDMA_WRITE_LAST]: { op: 'write', pos: 'last' },
  [RC_OP.RDMA_WRITE_LAST_WITH_IMMEDIATE]: { op: 'write', pos: 'last' },
  [RC_OP.RDMA_WRITE_ONLY]: { op: 'write', pos: 'only' },
  [RC_OP.RDMA_WRITE_ONLY_WITH_IMMEDIATE]: { op: 'write', pos: 'only' },
  [RC_OP.RDMA_READ_REQUEST]: { op: 'read', pos: 'only' },
};

/** The operation and position of a request opcode, or null for responses and unknown opcodes. */
export function requestPosition(opcode: number): { op: Operation; pos: Position } | null {
  return TABLE[opcode] ?? null;
}

/**
 * Is `next` legal after `previous` in the same QP's request stream? A message
 * starts with FIRST or ONLY; after FIRST or MIDDLE only a MIDDLE or LAST of
 * the same operation may follow (Linux drivers/infiniband/sw/rxe/rxe_resp.c, check_op_seq).
 */
export function legalAfter(previous: number | null, next: number): boolean {
  const n = requestPosition(next);
  if (!n) return false;
  const p = previous === null ? null : requestPosition(previous);
  const inMessage = p !== null && (p.pos === 'first' || p.pos === 'middle');
  if (!inMessage) return n.pos === 'first' || n.pos === 'only';
  return p.op === n.op && (n.pos === 'middle' || n.pos === 'last');
}
