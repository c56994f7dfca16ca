import { GiB } from './addressMap';

/**
 * Where the pages of a buffer really are. The OS hands out physical frames in
 * no particular order, so a virtually contiguous buffer is physically
 * scattered; this is why the HCA needs an MTT (one entry per page). The
 * scattering is a fixed bijection (no randomness): page i of pool p goes to
 * frame (i * odd + salt) mod 2^20 of that pool's 4 GiB slice of high DRAM.
 */

/** The page size of both hosts and of the MTT entries: 4 KiB (the unit of pinning and DMA mapping). */
export const PAGE = 4096;
export const PAGE_BIG = BigInt(PAGE);
const FRAMES_PER_POOL = 1 << 20; // 4 GiB of 4 KiB frames: holds a 2 GiB message
const POOL_BASE = 8n * GiB;

/** Disjoint physical pools, one per kind of buffer, so buffers never share a frame. */
export type PagePool = 'A.source' | 'A.sq' | 'A.cq' | 'A.dbr' | 'B.mr' | 'B.rq' | 'B.cq' | 'B.dbr';
// Hosts A and B have their own DRAM, so their pools may share an index.
const POOL_INDEX: Record<PagePool, number> = {
  'A.source': 0,
  'A.sq': 1,
  'A.cq': 2,
  'A.dbr': 3,
  'B.mr': 0,
  'B.rq': 1,
  'B.cq': 2,
  'B.dbr': 3,
};
const POOL_SALT: Record<PagePool, number> = {
  'A.source': 0x2f3a5,
  'A.sq': 0x1b,
  'A.cq': 0x77,
  'A.dbr': 0x3c1,
  'B.mr': 0x51e2d,
  'B.rq': 0x2d,
  'B.cq': 0x95,
  'B.dbr': 0x4a7,
};

/** Physical address of the frame holding page `pageIndex` (from the buffer's first page). */
export function frameAddress(pool: PagePool, pageIndex: number): bigint {
  const frame = (Math.imul(pageIndex, 0x9e3779b1) + POOL_SALT[pool]) & (FRAMES_PER_POOL - 1);
  return POOL_BASE + BigInt(POOL_INDEX[pool]) * 4n * GiB + BigInt(frame) * BigInt(PAGE);
}

/** IOVA base the kernel's DMA API would hand out for this pool when the IOMMU is on (model value). */
export function iovaBase(pool: PagePool): bigint {
  return 0xf0_0000_0000n + BigInt(POOL_INDEX[pool]) * 0x1_0000_0000n + (pool === 'B.mr' ? 0x2000_0000n : 0n);
}

/**
 * Translates a VA inside a pinned buffer to the address its DMA uses and to
 * the physical address the memory controller sees. Without an IOMMU both are
 * the physical address; with one, the device uses a contiguous IOVA range and
 * the IOMMU in the root complex translates it per page.
 */
export function translate(pool: PagePool, bufferVa: bigint, va: bigint, iommu: boolean): { dma: bigint; phys: bigint; pageIndex: number } {
  const firstPage = bufferVa & ~0xfffn;
  const pageIndex = Number((va - firstPage) >> 12n);
  const inPage = va & 0xfffn;
  const phys = frameAddress(pool, pageIndex) + inPage;
  const dma = iommu ? iovaBase(pool) + BigInt(pageIndex) * 4096n + inPage : phys;
  return { dma, phys, pageIndex };
}

/** Number of 4 KiB pages a buffer [va, va+len) touches (at least 1: a zero-length MR still has a page). */
export function pagesSpanned(va: bigint, len: number): number {
  if (len <= 0) return 1;
  const first = va >> 12n;
  const last = (va + BigInt(len) - 1n) >> 12n;
  return Number(last - first) + 1;
}
