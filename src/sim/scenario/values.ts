/** The closed sets of values scenario keys take (the schema and the encoders share them). */

export const OPS = ['write'] as const;
export type Op = (typeof OPS)[number];

export const POST_MODES = ['doorbell', 'blueflame', 'inline'] as const;
export type PostMode = (typeof POST_MODES)[number];

export const PATH_MTUS = [256, 512, 1024, 2048, 4096] as const;
export type PathMtu = (typeof PATH_MTUS)[number];

/** IB link speeds, per lane (fact sheet 5.1). */
export const IB_SPEEDS = ['SDR', 'DDR', 'QDR', 'FDR10', 'FDR', 'EDR', 'HDR', 'NDR', 'XDR'] as const;
export type IbSpeed = (typeof IB_SPEEDS)[number];

export const IB_WIDTHS = [1, 4, 8, 12] as const;
export type IbWidth = (typeof IB_WIDTHS)[number];

export const PCIE_GENS = [1, 2, 3, 4, 5, 6] as const;
export type PcieGen = (typeof PCIE_GENS)[number];

export const PCIE_LANES = [1, 2, 4, 8, 16] as const;
export type PcieLanes = (typeof PCIE_LANES)[number];

/** Legal MPS and MRRS values (PCIe Device Control encodings 0..5, fact sheet 3.3). */
export const PCIE_SIZES = [128, 256, 512, 1024, 2048, 4096] as const;
export type PcieSize = (typeof PCIE_SIZES)[number];

/**
 * Largest message: an SGE's byte_count is 32 bits, but bit 31 marks an inline
 * segment (MLX5_INLINE_SEG 0x80000000), so a data segment carries at most
 * 2^31 - 1 bytes [RC-mlx5 mlx5dv.h, qp.c]; the RETH's DMA Length would allow 2^31.
 */
export const MAX_MESSAGE_BYTES = 2 ** 31 - 1;

/** perftest DEF_INLINE_WRITE = 220 B: the inline size perftest asks for (fact sheet 6.1); the QP's max_inline_data is the real limit. */
export const MAX_INLINE_BYTES = 220;

/** The payload pattern's length limit: it is repeated to fill the message, so a long one adds nothing. */
export const MAX_PATTERN_BYTES = 4096;
