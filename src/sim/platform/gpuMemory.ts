import type { Scenario } from '../scenario/types';
import { GiB, MiB } from './addressMap';
import { type PagePool, translate } from './pageMap';

/**
 * A GPU beside each host's HCA, and a buffer in its memory as the HCA reaches it (GPUDirect RDMA).
 *
 * "The PCI Express device issues reads and writes to a peer device's BAR addresses in the same way that they are
 * issued to system memory" (NVIDIA's GPUDirect RDMA guide, "How GPUDirect RDMA Works"). The GPU's BAR0 holds its
 * registers; BAR1 is the window through which peers reach its memory. On a PCIe-attached GPU (a coherent C2C platform
 * such as GH200 maps over C2C instead and shows BAR1 as N/A), Registering a GPU buffer pins its
 * pages and maps them into BAR1; the MR's translation table then holds BAR1 bus addresses, so the HCA's reads and
 * writes are peer-to-peer TLPs to the GPU, not to DRAM. The pages are 64 KiB: "the GPU BAR space is typically mapped
 * using 64KB pages" (the guide, "Registration Cache"), and nvidia-peermem refuses any other size (nv_dma_map() in
 * open-gpu-kernel-modules kernel-open/nvidia-peermem/nvidia-peermem.c, NVIDIA_P2P_PAGE_SIZE_64KB).
 *
 * The addresses are this model's: where the firmware puts each BAR, and where in BAR1 the driver maps pinned pages,
 * are the platform's and the driver's choice (both hosts alike, as for the HCA's BAR0 in addressMap.ts).
 */

/** The unit GPU memory is pinned and mapped in for a peer: 64 KiB. */
export const GPU_PAGE = 64 * 1024;
const GPU_PAGE_BIG = BigInt(GPU_PAGE);

/** GPU BAR0, the registers, in the 32-bit MMIO hole below the HCA's BAR0: placement and size are this model's. */
export const GPU_BAR0 = 0xe2000000n;
export const GPU_BAR0_SIZE = 16n * MiB;

/**
 * GPU BAR1, the window onto GPU memory ("BAR1 is used to map the FB (device memory) so that it can be directly
 * accessed by the CPU or by 3rd party devices", NVML nvmlDeviceGetBAR1MemoryInfo). Its size is the GPU's and the
 * platform's: at least 256 MB on Kepler-class GPUs, "16GB or larger" on some Tesla-class GPUs with a large BAR
 * (the GPUDirect RDMA guide, "PCI BAR sizes"); an RTX 4090 shows 256 MiB, or 32 GiB with resizable BAR
 * (NVIDIA/open-gpu-kernel-modules#510). This model takes 16 GiB, naturally aligned, in the 64-bit window above DRAM.
 */
export const GPU_BAR1_SIZE = 16n * GiB;
export const GPU_BAR1 = 0x180_0000_0000n;

/** Where in BAR1 the driver mapped the pinned buffer of each host (this model's offsets: the driver chooses). */
const BAR1_MAPPING: Record<'A' | 'B', bigint> = { A: 0x1_0000_0000n, B: 0x2_4000_0000n };

/** GPU memory as the GPU addresses it: 32 GiB from 0 (a model size), its 64 KiB frames scattered (a fixed bijection). */
export const GPU_MEMORY_BYTES = 32n * GiB;
const GPU_FRAMES = Number(GPU_MEMORY_BYTES / GPU_PAGE_BIG);
const FRAME_SALT: Record<'A' | 'B', number> = { A: 0x1a2b3, B: 0x0c5d1 };

/**
 * The GPU's PCIe routing ID (bus 82, device 0, function 0; an example value, beside the HCA's 81:00.0): the completer ID
 * of the completions it returns, and the requester ID of its own writes (a GPU thread's doorbell under IBGDA).
 */
export const GPU_REQUESTER_ID = 0x8200;

/** Which host a buffer pool belongs to. */
const hostOfPool = (pool: PagePool): 'A' | 'B' => (pool.startsWith('A.') ? 'A' : 'B');

/** Whether the scenario's buffer on this host is in GPU memory. */
export function bufferInGpu(s: Pick<Scenario, 'memA' | 'memB'>, host: 'A' | 'B'): boolean {
  return (host === 'A' ? s.memA : s.memB) === 'gpu';
}

/** The GPU-memory frame holding 64 KiB page `pageIndex` of a host's pinned buffer. */
export function gpuFrameAddress(host: 'A' | 'B', pageIndex: number): bigint {
  const frame = (Math.imul(pageIndex, 0x9e3779b1) + FRAME_SALT[host]) >>> 0;
  return BigInt(frame % GPU_FRAMES) * GPU_PAGE_BIG;
}

/** Where a VA of a pinned GPU buffer is: the BAR1 bus address a TLP carries, and the GPU-memory address behind it. */
export function gpuTranslate(host: 'A' | 'B', bufferVa: bigint, va: bigint): { dma: bigint; phys: bigint; pageIndex: number } {
  const firstPage = bufferVa & ~(GPU_PAGE_BIG - 1n);
  const pageIndex = Number((va - firstPage) / GPU_PAGE_BIG);
  const inPage = va & (GPU_PAGE_BIG - 1n);
  return {
    dma: GPU_BAR1 + BAR1_MAPPING[host] + (va - firstPage),
    phys: gpuFrameAddress(host, pageIndex) + inPage,
    pageIndex,
  };
}

/** Is a bus address inside GPU BAR1? */
export const inGpuBar1 = (address: bigint): boolean => address >= GPU_BAR1 && address < GPU_BAR1 + GPU_BAR1_SIZE;

/**
 * A buffer's address as its HCA's DMA uses it, for the scenario: in host DRAM (pageMap.translate, through the IOMMU
 * when there is one) or in GPU memory (through BAR1). The application buffers only: queues and records stay in host
 * memory.
 */
export function bufferTranslate(
  s: Pick<Scenario, 'memA' | 'memB' | 'iommu'>,
  pool: 'A.source' | 'B.mr',
  bufferVa: bigint,
  va: bigint,
): { dma: bigint; phys: bigint; pageIndex: number; gpu: boolean } {
  const host = hostOfPool(pool);
  return bufferInGpu(s, host)
    ? { ...gpuTranslate(host, bufferVa, va), gpu: true }
    : { ...translate(pool, bufferVa, va, s.iommu), gpu: false };
}

/** Number of 64 KiB GPU pages a buffer [va, va+len) touches (at least 1). */
export function gpuPagesSpanned(va: bigint, len: number): number {
  if (len <= 0) return 1;
  const first = va / GPU_PAGE_BIG;
  const last = (va + BigInt(len) - 1n) / GPU_PAGE_BIG;
  return Number(last - first) + 1;
}

/** The BAR1 bus address of a host's GPU buffer's first byte, as the MTT's first entry points at it (hex). */
export const bar1AddressOf = (s: Pick<Scenario, 'memA' | 'memB' | 'iommu' | 'localVa' | 'remoteVa'>, host: 'A' | 'B'): bigint =>
  host === 'A' ? bufferTranslate(s, 'A.source', s.localVa, s.localVa).dma : bufferTranslate(s, 'B.mr', s.remoteVa, s.remoteVa).dma;

/**
 * GPU-initiated communication (initiator gpu): NVSHMEM's IBGDA puts A's send queue, its CQ and the doorbell record in
 * GPU A's memory (cudaMalloc, registered for the HCA with mlx5dv_devx_umem_reg: ibgda_nic_control_alloc() and
 * ibgda_mobject_nic_map() in src/modules/transport/ibgda/ibgda.cpp). HCA A reads the WQE and writes the CQE through
 * GPU A's BAR1; this model maps them after A's buffer.
 */
const RING_MAPPING: Record<'A.sq' | 'A.cq' | 'A.dbr', bigint> = { 'A.sq': 0x2_0000_0000n, 'A.cq': 0x2_0010_0000n, 'A.dbr': 0x2_0020_0000n };
const RING_FRAME: Record<'A.sq' | 'A.cq' | 'A.dbr', number> = { 'A.sq': 7, 'A.cq': 11, 'A.dbr': 13 };

/** Where a VA of one of A's rings in GPU memory is: its BAR1 bus address, and the GPU-memory address behind it. */
export function gpuRingTranslate(
  pool: 'A.sq' | 'A.cq' | 'A.dbr',
  bufferVa: bigint,
  va: bigint,
): { dma: bigint; phys: bigint; pageIndex: number } {
  const firstPage = bufferVa & ~(GPU_PAGE_BIG - 1n);
  const pageIndex = Number((va - firstPage) / GPU_PAGE_BIG);
  return {
    dma: GPU_BAR1 + RING_MAPPING[pool] + (va - firstPage),
    phys: gpuFrameAddress('A', 0x40000 + RING_FRAME[pool] + pageIndex) + (va & (GPU_PAGE_BIG - 1n)),
    pageIndex,
  };
}
