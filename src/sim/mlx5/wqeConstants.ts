// mlx5 send-WQE constants (rdma-core providers/mlx5/mlx5dv.h and providers/mlx5/qp.c).

/** A send WQE is built of 64-B basic blocks; sq.cur_post counts them (rdma-core providers/mlx5/mlx5dv.h, MLX5_SEND_WQE_BB). */
export const MLX5_SEND_WQE_BB = 64;
/** sq.cur_post and rq.head are stored and carried as their low 16 bits (rdma-core providers/mlx5/qp.c, `cur_post & 0xffff`). */
export const MLX5_WQE_INDEX_MASK = 0xffff;
/** WQE size unit ("DS"): 16 B, one segment slot (rdma-core providers/mlx5/qp.c, _mlx5_post_send: size * 16). */
export const MLX5_SEND_WQE_DS = 16;

/** mlx5 WQE opcode in ctrl byte 3: not the IB BTH opcode (RDMA WRITE ONLY = 0x0A) (rdma-core providers/mlx5/mlx5dv.h). */
export const MLX5_OPCODE_RDMA_WRITE = 0x08;

// fm_ce_se bits (rdma-core providers/mlx5/mlx5dv.h, MLX5_WQE_CTRL_*): fence mode 7:5, CQ-update 3:2, solicited 1.
export const MLX5_WQE_CTRL_CQ_UPDATE = 2 << 2;
export const MLX5_WQE_CTRL_SOLICITED = 1 << 1;
export const MLX5_WQE_CTRL_FENCE = 4 << 5;

/** Bit 31 of an inline segment's byte_count marks inline data (rdma-core providers/mlx5/mlx5dv.h, MLX5_INLINE_SEG). */
export const MLX5_INLINE_SEG = 0x80000000;

/** qpn_ds.ds is an 8-bit field of which 6 bits are used (`& 0x3f` in wq_sig) (rdma-core providers/mlx5/qp.c). */
export const MLX5_MAX_DS = 0x3f;

// More mlx5 WQE opcodes, ctrl byte 3 (enum in rdma-core providers/mlx5/mlx5dv.h; mapped from
// ibv_wr_opcode by mlx5_ib_opcode[] in providers/mlx5/qp.c).
/** IBV_WR_RDMA_WRITE_WITH_IMM. */
export const MLX5_OPCODE_RDMA_WRITE_IMM = 0x09;
/** IBV_WR_SEND. */
export const MLX5_OPCODE_SEND = 0x0a;
/** IBV_WR_RDMA_READ. */
export const MLX5_OPCODE_RDMA_READ = 0x10;

/**
 * lkey of the entry that ends a receive scatter list shorter than the RQ slot (rdma-core providers/mlx5/mlx5dv.h;
 * providers/mlx5/qp.c, mlx5_post_recv).
 */
export const MLX5_INVALID_LKEY = 0x100;
