import type { Op } from '../scenario/values';
import type { AccessFlags } from '../trace/responder/responderState';

/**
 * The libibverbs names a program uses for the scenario's values (rdma-core libibverbs/verbs.h: enum ibv_wr_opcode,
 * enum ibv_wc_opcode, enum ibv_mtu, enum ibv_access_flags). They are C identifiers: the same in every language.
 */

/** ibv_send_wr.opcode for each operation. */
export const IBV_WR_OPCODE: Readonly<Record<Op, string>> = {
  write: 'IBV_WR_RDMA_WRITE',
  'write-imm': 'IBV_WR_RDMA_WRITE_WITH_IMM',
  read: 'IBV_WR_RDMA_READ',
  send: 'IBV_WR_SEND',
};

/**
 * wc.opcode of the requester's successful completion: a WRITE with immediate completes as IBV_WC_RDMA_WRITE on the
 * requester (rdma-core providers/mlx5/cq.c, handle_good_req: MLX5_OPCODE_RDMA_WRITE_IMM -> IBV_WC_RDMA_WRITE).
 */
export const IBV_WC_OPCODE_A: Readonly<Record<Op, string>> = {
  write: 'IBV_WC_RDMA_WRITE',
  'write-imm': 'IBV_WC_RDMA_WRITE',
  read: 'IBV_WC_RDMA_READ',
  send: 'IBV_WC_SEND',
};

/** wc.opcode of the responder's successful completion, for the operations that consume a receive (handle_responder). */
export const IBV_WC_OPCODE_B: Readonly<Partial<Record<Op, string>>> = {
  'write-imm': 'IBV_WC_RECV_RDMA_WITH_IMM',
  send: 'IBV_WC_RECV',
};

/** enum ibv_mtu for a path MTU in bytes. */
export function ibvMtu(bytes: number): string {
  return `IBV_MTU_${bytes}`;
}

/** The ibv_access_flags an access set is written with, in the order verbs.h declares them; '0' for none. */
export function accessFlagNames(a: AccessFlags): string[] {
  const out: string[] = [];
  if (a.localWrite) out.push('IBV_ACCESS_LOCAL_WRITE');
  if (a.remoteWrite) out.push('IBV_ACCESS_REMOTE_WRITE');
  if (a.remoteRead) out.push('IBV_ACCESS_REMOTE_READ');
  return out;
}

/** A C expression for a set of flags: "A | B", or "0". */
export const flagsExpr = (names: readonly string[]): string => (names.length ? names.join(' | ') : '0');
