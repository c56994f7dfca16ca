import { MLX5_SEND_WQE_BB } from './wqeConstants';

/**
 * libmlx5's widest ordinary MMIO store: 8 B, mmio_write64_be. The doorbell is one such store of the control
 * segment's first 8 bytes (rdma-core providers/mlx5/qp.c, post_send_db; util/mmio.h).
 */
export const MMIO_STORE_BYTES = 8;
/** The doorbell: one 8-B store. */
export const DOORBELL_BYTES = MMIO_STORE_BYTES;

/**
 * The CPU's stores reach the BAR through 64-B write-combining buffers, and mlx5_bf_copy copies 64 B at a time
 * (mmio_memcpy_x64, in ascending address order), so a BlueFlame copy leaves the core as one posted write per 64-B
 * chunk (rdma-core providers/mlx5/qp.c, mlx5_bf_copy; util/mmio.h, mmio_memcpy_x64). x86 does not promise that a
 * chunk leaves as one TLP: it may still be split (rdma-core util/udma_barrier.h).
 */
export const WC_CHUNK_BYTES = 64;

/**
 * Bytes a BlueFlame copy pushes: the WQE rounded up to whole 64-B basic blocks, `align(size * 16, 64)`
 * (rdma-core providers/mlx5/qp.c, post_send_db).
 */
export function blueFlameBytes(wqeBytes: number): number {
  return Math.ceil(wqeBytes / MLX5_SEND_WQE_BB) * MLX5_SEND_WQE_BB;
}

/** What the CPU stores through the BAR for one post, in sizes only: the bytes, the 8-B stores, the 64-B chunks. */
export interface BarStores {
  /** 8 (a doorbell) or the BlueFlame copy's size. */
  bytes: number;
  /** 8-B stores in all. */
  stores: number;
  /** Write-combined chunks, each leaving the core as one posted write. */
  chunks: number;
  /** 8-B stores per chunk (a doorbell: 1). */
  storesPerChunk: number;
}

/** The BAR stores of a post: one doorbell (the HCA then reads the WQE by DMA), or the WQE copied by BlueFlame. */
export function barStores(wqeByDma: boolean, wqeBytes: number): BarStores {
  const bytes = wqeByDma ? DOORBELL_BYTES : blueFlameBytes(wqeBytes);
  return {
    bytes,
    stores: bytes / MMIO_STORE_BYTES,
    chunks: Math.max(1, Math.ceil(bytes / WC_CHUNK_BYTES)),
    storesPerChunk: Math.min(bytes, WC_CHUNK_BYTES) / MMIO_STORE_BYTES,
  };
}
