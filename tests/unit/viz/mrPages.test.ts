import { describe, expect, it } from 'vitest';
import { inGpuBar1 } from '../../../src/sim/platform/gpuMemory';
import { MAX_PAGES_SHOWN, mrPageList, pageFill } from '../../../src/views/maps/layout/mrPages';
import { GiB, scenario } from './scenarios';

describe("B's MR pages", () => {
  it('caps the drawn pages and counts the rest (1 GiB = 262,144 pages)', () => {
    const { pages, total } = mrPageList(scenario({ messageBytes: GiB }));
    expect(pages.length).toBe(MAX_PAGES_SHOWN);
    expect(total).toBe(262_144);
  });

  it('scatters the pages physically but keeps them in VA order', () => {
    const { pages } = mrPageList(scenario({ messageBytes: 20_000 }));
    expect(pages.map((p) => p.index)).toEqual([0, 1, 2, 3, 4]);
    const phys = pages.map((p) => p.phys);
    expect(new Set(phys).size).toBe(phys.length);
    const sorted = [...phys].sort((a, b) => (a < b ? -1 : 1));
    expect(phys).not.toEqual(sorted);
  });

  it('gives the device a contiguous IOVA range when the IOMMU is on', () => {
    const { pages } = mrPageList(scenario({ messageBytes: 20_000, iommu: true }));
    for (let i = 1; i < pages.length; i++) expect(pages[i].dma - pages[i - 1].dma).toBe(4096n);
    expect(pages[0].dma).not.toBe(pages[0].phys);
  });

  it('lists a GPU buffer in 64 KiB GPU pages, by their BAR1 bus addresses (GPUDirect RDMA)', () => {
    const { pages, total } = mrPageList(scenario({ messageBytes: 200_000, memB: 'gpu' }));
    // 0x7f0000001000 + 200,000 B spans 4 GPU pages of 64 KiB.
    expect(total).toBe(4);
    for (const p of pages) {
      expect(p.size).toBe(65_536);
      expect(inGpuBar1(p.phys)).toBe(true);
      expect(p.frame).not.toBe(p.phys);
    }
    for (let i = 1; i < pages.length; i++) expect(pages[i].phys - pages[i - 1].phys).toBe(65_536n);
  });

  it('fills a page with its share of the message, in message order', () => {
    const s = scenario({ messageBytes: 20_000 });
    const { pages } = mrPageList(s);
    expect(pages.map((p) => pageFill(p, 0))).toEqual([0, 0, 0, 0, 0]);
    expect(pages.map((p) => pageFill(p, s.messageBytes))).toEqual([1, 1, 1, 1, 1]);
    expect(pageFill(pages[0], 2048)).toBeCloseTo(0.5);
    expect(pageFill(pages[1], 2048)).toBe(0);
    expect(pages[4].msgEnd).toBe(20_000);
  });
});
