import { hexValue } from '../bytes/hex';

/** UAR page size inside BAR0: MLX5_ADAPTER_PAGE_SIZE (Linux drivers/net/ethernet/mellanox/mlx5/core/uar.c). */
export const UAR_PAGE_BYTES = 4096;
/** BlueFlame registers start at this offset in a UAR page (rdma-core providers/mlx5/mlx5.h, MLX5_BF_OFFSET). */
export const MLX5_BF_OFFSET = 0x800;
/** bfregs per UAR page (rdma-core providers/mlx5/mlx5-abi.h, NUM_BFREGS_PER_UAR). */
export const NUM_BFREGS_PER_UAR = 4;
/** ...of which the first 2 are "non-fast-path" (rdma-core providers/mlx5/mlx5-abi.h, MLX5_NUM_NON_FP_BFREGS_PER_UAR). */
export const MLX5_NUM_NON_FP_BFREGS_PER_UAR = 2;
/**
 * log_bf_reg_size is a device capability; 9 (512-B bfreg) is an assumption of this model,
 * not confirmed by a public source. 4 x 512 B fill 0x800..0xfff exactly.
 */
export const LOG_BF_REG_SIZE = 9;
export const BF_REG_BYTES = 1 << LOG_BF_REG_SIZE;
/** Each bfreg is used as two alternating halves, bf->buf_size = bf_reg_size / 2 (rdma-core providers/mlx5/mlx5.c). */
export const BF_BUF_BYTES = BF_REG_BYTES / 2;
/** CQ arm doorbell register offset within the CQ's UAR page (rdma-core providers/mlx5/mlx5dv.h, MLX5_CQ_DOORBELL). */
export const MLX5_CQ_DOORBELL = 0x20;
/** ConnectX-4/5/6 PF BAR0: 32 MiB, 64-bit prefetchable [l2fwd-nv#6; arpl#621]. */
export const BAR0_BYTES = 32 * 1024 * 1024;
export const UAR_PAGES_PER_BAR0 = BAR0_BYTES / UAR_PAGE_BYTES;
export { MLX5_SEND_WQE_BB } from './wqeConstants';

function checkUar(bar0: bigint, uarIndex: number) {
  // A BAR is naturally aligned to its size: sizing reads the low address bits as 0 (Linux drivers/pci/probe.c, __pci_read_base).
  if (bar0 < 0n || bar0 % BigInt(BAR0_BYTES) !== 0n) {
    throw new RangeError(`BAR0 base ${hexValue(bar0, 9)} is not aligned to its 32 MiB size`);
  }
  if (!Number.isInteger(uarIndex) || uarIndex < 0 || uarIndex >= UAR_PAGES_PER_BAR0) {
    throw new RangeError(`UAR index ${uarIndex} is outside 0..${UAR_PAGES_PER_BAR0 - 1}`);
  }
}

/** UAR page = BAR0 + uar_index x 4 KiB (Linux drivers/infiniband/hw/mlx5/main.c, uar2pfn). */
export function uarPageAddress(bar0: bigint, uarIndex: number): bigint {
  checkUar(bar0, uarIndex);
  return bar0 + BigInt(uarIndex * UAR_PAGE_BYTES);
}

/**
 * Physical address of a doorbell/BlueFlame write: UAR page + 0x800 + bfreg x
 * bf_reg_size + half x buf_size (`bf->offset ^= bf->buf_size` alternates halves)
 * (rdma-core providers/mlx5/mlx5.c; providers/mlx5/qp.c, post_send_db).
 */
export function bfRegisterAddress(bar0: bigint, uarIndex: number, bfreg: number, half: 0 | 1): bigint {
  if (!Number.isInteger(bfreg) || bfreg < 0 || bfreg >= NUM_BFREGS_PER_UAR) {
    throw new RangeError(`bfreg ${bfreg} is outside 0..${NUM_BFREGS_PER_UAR - 1}`);
  }
  if (half !== 0 && half !== 1) throw new RangeError(`BlueFlame half ${half} is not 0 or 1`);
  return uarPageAddress(bar0, uarIndex) + BigInt(MLX5_BF_OFFSET + bfreg * BF_REG_BYTES + half * BF_BUF_BYTES);
}

/** CQ arm doorbell address: the CQ's UAR page + 0x20. */
export function cqDoorbellAddress(bar0: bigint, uarIndex: number): bigint {
  return uarPageAddress(bar0, uarIndex) + BigInt(MLX5_CQ_DOORBELL);
}

/**
 * The initialization segment at BAR0 + 0 spans three 4-KiB pages: fw_rev and
 * the command queue at 0x0, the health buffer at 0x200, the internal timer at
 * 0x1000, the real-time clock at 0x1040 and the IEEE 1588 clock at 0x2000
 * (struct mlx5_init_seg is 0x2010 B) (Linux include/linux/mlx5/device.h).
 */
export const INIT_SEGMENT_PAGES = 3;
/** struct mlx5_init_seg offsets of the internal timer and the IEEE 1588 clock (Linux include/linux/mlx5/device.h). */
export const INIT_SEG_INTERNAL_TIMER = 0x1000;
export const INIT_SEG_IEEE1588_CLOCK = 0x2000;

/**
 * On-chip device memory (MEMIC), when the device has it, is also reached
 * through BAR0: ibv_alloc_dm hands out ranges at bar_addr + the
 * memic_start_addr the firmware returns (Linux drivers/infiniband/hw/mlx5/dm.c,
 * mlx5_cmd_alloc_memic). mlxconfig's MEMIC_SIZE_LIMIT defaults to 256 KB on
 * ConnectX-5/6 Lx (k8snetworkplumbingwg/sriov-network-operator#358: a configuration
 * default, not a measured cap). Where in BAR0 it sits is a firmware capability
 * (memic_bar_start_addr): the views draw it at the top as an illustration.
 */
export const MEMIC_ILLUSTRATION_BYTES = 256 * 1024;
