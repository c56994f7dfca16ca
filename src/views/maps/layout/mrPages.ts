import { bufferTranslate, GPU_PAGE, gpuPagesSpanned } from '../../../sim/platform/gpuMemory';
import { PAGE } from '../../../sim/platform/pageMap';
import type { Scenario } from '../../../sim/scenario/types';
import { mrLengthB, mrPagesB } from '../../../sim/trace/memoryRegions';

/** Pages drawn in the MR panel; the rest are counted, never drawn (1 GiB = 262,144 pages). */
export const MAX_PAGES_SHOWN = 6;

export interface MrPage {
  index: number;
  /** VA of the page's first byte, the address the HCA's writes carry (IOVA, physical, or GPU BAR1), and what the MTT
   * lists for it: the physical frame, or for GPU memory the BAR1 bus address (the GPU's own frame is `frame`). */
  va: bigint;
  dma: bigint;
  phys: bigint;
  frame: bigint;
  /** Its size: a 4 KiB host page, or a 64 KiB GPU page pinned for GPUDirect RDMA. */
  size: number;
  /** Message bytes [msgStart, msgEnd) that land in this page. */
  msgStart: number;
  msgEnd: number;
  /** Offset of the first of them inside the page. */
  inPage: number;
}

/** The first pages of B's MR, with where the MTT (and the IOMMU) put them. */
export function mrPageList(s: Scenario, max = MAX_PAGES_SHOWN): { pages: MrPage[]; total: number } {
  const gpu = s.memB === 'gpu';
  const size = mrPageSize(s);
  const total = gpu ? gpuPagesSpanned(s.remoteVa, mrLengthB(s)) : mrPagesB(s);
  const first = Number(s.remoteVa % BigInt(size));
  const base = s.remoteVa - BigInt(first);
  const pages = Array.from({ length: Math.min(total, Math.max(0, max)) }, (_, i) => {
    const va = base + BigInt(i) * BigInt(size);
    const mapped = bufferTranslate(s, 'B.mr', s.remoteVa, va);
    const inPage = i === 0 ? first : 0;
    const msgStart = Math.min(s.messageBytes, i === 0 ? 0 : i * size - first);
    const msgEnd = Math.min(s.messageBytes, (i + 1) * size - first);
    // GPU memory: the MTT lists BAR1 bus addresses (contiguous here, as the driver mapped them); the frame is the GPU's.
    const listed = gpu ? mapped.dma : mapped.phys;
    return { index: i, va, dma: mapped.dma, phys: listed, frame: mapped.phys, size, msgStart, msgEnd, inPage };
  });
  return { pages, total };
}

/** The unit B's MR is pinned and listed in: a 4 KiB page, or a 64 KiB GPU page. */
export const mrPageSize = (s: Pick<Scenario, 'memB'>): number => (s.memB === 'gpu' ? GPU_PAGE : PAGE);

/** Fraction of the page's share of the message that has landed when `landed` bytes are in (in message order). */
export function pageFill(p: MrPage, landed: number): number {
  const n = p.msgEnd - p.msgStart;
  if (n <= 0) return 0;
  return Math.max(0, Math.min(1, (landed - p.msgStart) / n));
}
