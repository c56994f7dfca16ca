import { OPS, type Op } from '../scenario/values';
import { MLX5_OPCODE_RDMA_READ, MLX5_OPCODE_RDMA_WRITE, MLX5_OPCODE_RDMA_WRITE_IMM, MLX5_OPCODE_SEND } from './wqeConstants';

/**
 * The send-queue operations the simulator builds WQEs for (ibv_wr_opcode IBV_WR_RDMA_WRITE, _WITH_IMM,
 * IBV_WR_RDMA_READ, IBV_WR_SEND): the scenario's operations, one list (src/sim/scenario/values.ts).
 */
export type SendOp = Op;

export const SEND_OPS: readonly SendOp[] = OPS;

/** The mlx5 WQE opcode each operation gets, as mlx5_ib_opcode[] maps it (rdma-core providers/mlx5/qp.c). */
export const SEND_OP_OPCODE: Readonly<Record<SendOp, number>> = {
  write: MLX5_OPCODE_RDMA_WRITE,
  'write-imm': MLX5_OPCODE_RDMA_WRITE_IMM,
  read: MLX5_OPCODE_RDMA_READ,
  send: MLX5_OPCODE_SEND,
};

/** Each operation's name, as mlx5dv.h names its WQE opcode (MLX5_OPCODE_RDMA_WRITE ...): the same in every language. */
export const SEND_OP_NAME: Readonly<Record<SendOp, string>> = {
  write: 'RDMA WRITE',
  'write-imm': 'RDMA WRITE WITH IMM',
  read: 'RDMA READ',
  send: 'SEND',
};

/** The operation an mlx5 WQE opcode stands for, or undefined for an opcode not modelled. */
export function sendOpOfOpcode(opcode: number): SendOp | undefined {
  return SEND_OPS.find((op) => SEND_OP_OPCODE[op] === opcode);
}

/** On an RC QP, _mlx5_post_send adds a raddr segment for RDMA READ, WRITE and WRITE_WITH_IMM only (rdma-core providers/mlx5/qp.c). */
export const hasRaddrSeg = (op: SendOp): boolean => op !== 'send';
