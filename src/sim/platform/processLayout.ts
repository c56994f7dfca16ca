/**
 * Host A's process: where libmlx5 put the rings and records (ordinary,
 * cacheable host RAM) and where it mmapped the UAR page (write-combining MMIO).
 * The addresses are illustrative values chosen by the simulator; the layout
 * rules (64-B WQE basic blocks, 64-B CQEs, the SQ counter in dbrec[1]) are
 * from rdma-core (providers/mlx5/mlx5dv.h: MLX5_SEND_WQE_BB, struct mlx5_cqe64, MLX5_SND_DBR).
 */
export const PROCESS_A = Object.freeze({
  sqVa: 0x00007f5a3c000000n,
  sqBasicBlocks: 64,
  cqVa: 0x00007f5a3c010000n,
  cqEntries: 64,
  /** Doorbell record page: dbrec[0] = RQ counter, dbrec[1] = SQ counter. */
  dbrVa: 0x00007f5a3c020000n,
  /** The UAR page mapped write-combining into the process by mmap on the uverbs fd. */
  uarVa: 0x00007f5a3c030000n,
  /** First WQE of a fresh QP: sq.cur_post = 0. */
  wqeIndex: 0,
  /** First CQE of a fresh CQ: index 0, so the expected owner bit is 0. */
  cqIndex: 0,
});

export { SQ_DBR_OFFSET } from '../mlx5/doorbellRecord';

/**
 * Host B's process, for the operations that involve B's CPU (SEND, WRITE with
 * immediate): its receive queue, its CQ and its doorbell record page
 * (illustrative addresses, layout from rdma-core as for A).
 */
export const PROCESS_B = Object.freeze({
  rqVa: 0x00007f6b2c000000n,
  cqVa: 0x00007f6b2c010000n,
  dbrVa: 0x00007f6b2c020000n,
  /** First receive WQE and first CQE of fresh queues. */
  rqIndex: 0,
  cqIndex: 0,
});
