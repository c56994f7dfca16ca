/** The closed sets of values scenario keys take (the schema and the encoders share them). */

export const OPS = ['write', 'write-imm', 'read', 'send'] as const;
export type Op = (typeof OPS)[number];

export const POST_MODES = ['doorbell', 'blueflame', 'inline'] as const;

export const PATH_MTUS = [256, 512, 1024, 2048, 4096] as const;

/** IB link speeds, per lane (rdma-core libibverbs/examples/devinfo.c; Open MPI common_verbs_port.c). */
export const IB_SPEEDS = ['SDR', 'DDR', 'QDR', 'FDR10', 'FDR', 'EDR', 'HDR', 'NDR', 'XDR'] as const;
export type IbSpeed = (typeof IB_SPEEDS)[number];

export const IB_WIDTHS = [1, 4, 8, 12] as const;
export type IbWidth = (typeof IB_WIDTHS)[number];

export const PCIE_GENS = [1, 2, 3, 4, 5, 6] as const;

export const PCIE_LANES = [1, 2, 4, 8, 16] as const;

/** Legal MPS and MRRS values (PCIe Device Control encodings 0..5: Linux include/uapi/linux/pci_regs.h). */
export const PCIE_SIZES = [128, 256, 512, 1024, 2048, 4096] as const;

/**
 * Largest message: an SGE's byte_count is 32 bits, but bit 31 marks an inline
 * segment (MLX5_INLINE_SEG 0x80000000), so a data segment carries at most
 * 2^31 - 1 bytes (rdma-core providers/mlx5/mlx5dv.h, MLX5_INLINE_SEG; providers/mlx5/qp.c); the RETH's DMA Length would allow 2^31.
 */
export const MAX_MESSAGE_BYTES = 2 ** 31 - 1;

/**
 * perftest DEF_INLINE_WRITE = 220 B: the inline size perftest asks for (perftest src/perftest_parameters.h); the QP's
 * max_inline_data is the real limit.
 */
export const MAX_INLINE_BYTES = 220;

/** The payload pattern's length limit: it is repeated to fill the message, so a long one adds nothing. */
export const MAX_PATTERN_BYTES = 4096;

/** The wire: native InfiniBand, or RoCEv2 (InfiniBand transport over Ethernet/IP/UDP 4791). */
export const TRANSPORTS = ['ib', 'rocev2'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export const ROCE_IP_VERSIONS = ['ipv4', 'ipv6'] as const;

/**
 * Where a host's buffer is: its DRAM, or a GPU's memory (GPUDirect RDMA: the HCA reaches it through the GPU's BAR1,
 * NVIDIA's GPUDirect RDMA guide, "How GPUDirect RDMA Works").
 */
export const MEM_PLACES = ['host', 'gpu'] as const;
export type MemPlace = (typeof MEM_PLACES)[number];

/**
 * How peer traffic between a GPU and its host's HCA goes: through the PCIe switch they share, as in many GPU servers, or
 * up through the root complex. ACS redirect, the IOMMU and the platform decide which works and how fast: NVIDIA's driver
 * checks the topology itself (nv_grdma_pci_topology_supported), Linux's P2PDMA has its own rules (drivers/pci/p2pdma.c).
 */
export const P2P_PATHS = ['switch', 'root-complex'] as const;

/**
 * Who builds A's WQE and rings HCA A's doorbell: A's CPU (libmlx5), or a thread on GPU A (GPU-initiated communication:
 * NVSHMEM's InfiniBand GPUDirect Async, src/include/non_abi/device/pt-to-pt/ibgda_device.cuh).
 */
export const INITIATORS = ['cpu', 'gpu'] as const;
export type Initiator = (typeof INITIATORS)[number];
export type P2pPath = (typeof P2P_PATHS)[number];

/**
 * Presets: an HCA generation, its link and its PCIe slot (the timing model's starting point), or `rxe`: soft-RoCE,
 * the Linux kernel's software RoCE driver over an ordinary Ethernet NIC (drivers/infiniband/sw/rxe).
 */
export const PRESET_IDS = ['cx4-edr', 'cx5-edr', 'cx6-hdr', 'cx7-ndr', 'rxe'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** Who plays the HCA: a ConnectX card, or the kernel's rxe driver on the host's CPU. */
export type Machine = 'hca' | 'rxe';
export const machineOf = (preset: PresetId): Machine => (preset === 'rxe' ? 'rxe' : 'hca');
/** The ConnectX presets: the ones the timing model is calibrated for (soft-RoCE's times are not calibrated). */
export const HARDWARE_PRESET_IDS = PRESET_IDS.filter((p) => machineOf(p) === 'hca');

/**
 * One fault at a time. The access faults make HCA B's checks fail; `drop`
 * loses packet N on a link and `corrupt-icrc` damages it so HCA B drops it.
 * N counts the packets of the exchange in the order they are first sent,
 * from 1 (a WRITE's data packets, then its ACK; a READ's request, then its
 * responses).
 */
export const FAULT_KINDS = ['none', 'bad-rkey', 'out-of-bounds', 'no-remote-write', 'drop', 'corrupt-icrc'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
/** The faults that hit one packet, counted from 1 in first-sent order; the others have no parameter. */
export const PACKET_FAULT_KINDS = ['drop', 'corrupt-icrc'] as const satisfies readonly FaultKind[];
type PacketFaultKind = (typeof PACKET_FAULT_KINDS)[number];
export type Fault = { kind: Exclude<FaultKind, PacketFaultKind> } | { kind: PacketFaultKind; packet: number };

export const NO_FAULT: Fault = Object.freeze({ kind: 'none' });

/** A fault's short form, as the URL and the form carry it: "none", "bad-rkey", "drop:3". */
export function faultToText(f: Fault): string {
  return 'packet' in f ? `${f.kind}:${f.packet}` : f.kind;
}
