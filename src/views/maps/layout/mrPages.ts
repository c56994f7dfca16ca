import { PAGE, PAGE_BIG, translate } from '../../../sim/platform/pageMap';
import type { Scenario } from '../../../sim/scenario/types';
import { mrPagesB } from '../../../sim/trace/memoryRegions';

/** Pages drawn in the MR panel; the rest are counted, never drawn (1 GiB = 262,144 pages). */
export const MAX_PAGES_SHOWN = 6;

export interface MrPage {
  index: number;
  /** VA of the page's first byte, the address the HCA's writes carry (IOVA or physical), the physical frame. */
  va: bigint;
  dma: bigint;
  phys: bigint;
  /** Message bytes [msgStart, msgEnd) that land in this page. */
  msgStart: number;
  msgEnd: number;
  /** Offset of the first of them inside the page. */
  inPage: number;
}

/** The first pages of B's MR, with where the MTT (and the IOMMU) put them. */
export function mrPageList(s: Scenario, max = MAX_PAGES_SHOWN): { pages: MrPage[]; total: number } {
  const total = mrPagesB(s);
  const first = Number(s.remoteVa & 0xfffn);
  const base = s.remoteVa - BigInt(first);
  const pages = Array.from({ length: Math.min(total, Math.max(0, max)) }, (_, i) => {
    const va = base + BigInt(i) * PAGE_BIG;
    const mapped = translate('B.mr', s.remoteVa, va, s.iommu);
    const inPage = i === 0 ? first : 0;
    const msgStart = Math.min(s.messageBytes, i === 0 ? 0 : i * PAGE - first);
    const msgEnd = Math.min(s.messageBytes, (i + 1) * PAGE - first);
    return { index: i, va, dma: mapped.dma, phys: mapped.phys, msgStart, msgEnd, inPage };
  });
  return { pages, total };
}

/** Fraction of the page's share of the message that has landed when `landed` bytes are in (in message order). */
export function pageFill(p: MrPage, landed: number): number {
  const n = p.msgEnd - p.msgStart;
  if (n <= 0) return 0;
  return Math.max(0, Math.min(1, (landed - p.msgStart) / n));
}
