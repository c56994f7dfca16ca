import { describe, expect, it } from 'vitest';
import { PAGE } from '../../../src/sim/platform/pageMap';
import { MAX_PAGES_SHOWN, mrPageList } from '../../../src/views/maps/layout/mrPages';
import { MIN_FILL_W, type MrPanelLayout, mrPanelLayout } from '../../../src/views/maps/layout/mrPanelLayout';
import type { Rect } from '../../../src/views/shared/layout/geometry';
import { scenario } from './scenarios';

const within = (y: number, r: Rect) => y >= r.y && y <= r.y + r.h;

/** Every page box of the physical column, in row order. */
const physBox = (L: MrPanelLayout, row: number): Rect => ({ x: L.phys.x, y: L.rowY(row), w: L.phys.w, h: L.rowH });

describe("host B's MR panel layout", () => {
  it('keeps the rows, the column heads and the footer inside the panel for 1 to 6 pages', () => {
    for (const misconception of [false, true]) {
      for (const iommu of [false, true]) {
        for (let n = 1; n <= MAX_PAGES_SHOWN; n++) {
          const L = mrPanelLayout({ iommu, memB: 'host' }, n, misconception);
          const p = L.panel;
          // Rows start under the MTT pill (and, in the misconception, under its failure label's line).
          expect(L.headY - 10).toBeGreaterThan(L.mtt.y + L.mtt.h);
          expect(L.rowY(0)).toBeGreaterThan(L.headY);
          for (let i = 0; i < n; i++) {
            expect(within(L.rowY(i), p) && within(L.rowY(i) + L.rowH, p), `${n} pages, row ${i}`).toBe(true);
            expect(L.textY(i)).toBeGreaterThan(L.rowY(i));
            expect(L.textY(i)).toBeLessThan(L.rowY(i) + L.rowH);
            if (i > 0) expect(L.rowY(i)).toBeGreaterThanOrEqual(L.rowY(i - 1) + L.rowH);
          }
          expect(L.footer.count.y).toBeGreaterThan(L.rowY(n - 1) + L.rowH);
          expect(L.footer.note.y).toBeGreaterThan(L.footer.count.y);
          expect(within(L.footer.markY, p), `${n} pages, footer`).toBe(true);
        }
      }
    }
  });

  it('puts the physical column right of the VA column, and the IOVA column between them with the IOMMU', () => {
    const plain = mrPanelLayout({ iommu: false, memB: 'host' }, 3, false);
    expect(plain.iova).toBeNull();
    expect(plain.phys.x).toBeGreaterThan(plain.va.x + plain.va.w);
    const L = mrPanelLayout({ iommu: true, memB: 'host' }, 3, false);
    const io = L.iova;
    expect(io).not.toBeNull();
    if (!io) return;
    expect(io.x).toBeGreaterThan(L.va.x + L.va.w);
    expect(io.x + io.w).toBeLessThan(L.phys.x);
    for (const c of [L.va, io, L.phys]) {
      expect(c.x).toBeGreaterThanOrEqual(L.panel.x);
      expect(c.x + c.w).toBeLessThanOrEqual(L.panel.x + L.panel.w);
    }
    // The mapping line goes VA -> IOVA -> physical.
    expect(L.link(0, 2)).toBe(
      `M${L.va.x + L.va.w},${L.rowY(0) + 11} L${io.x},${L.rowY(0) + 11} M${io.x + io.w},${L.rowY(0) + 11} L${L.phys.x},${L.rowY(2) + 11}`,
    );
    expect(plain.link(1, 0)).toBe(`M${plain.va.x + plain.va.w},${plain.rowY(1) + 11} L${plain.phys.x},${plain.rowY(0) + 11}`);
  });

  it('keeps each fill inside its page box, for an 8-byte and a full-page message, wherever the buffer starts', () => {
    for (const messageBytes of [8, PAGE]) {
      for (const offset of [0, 0x234, PAGE - 8, PAGE - 1]) {
        const s = scenario({ messageBytes, remoteVa: `0x${(0x7f0000000000 + offset).toString(16)}` });
        const { pages } = mrPageList(s);
        const L = mrPanelLayout(s, pages.length, false);
        pages.forEach((pg, row) => {
          const bytes = pg.msgEnd - pg.msgStart;
          const box = physBox(L, row);
          const share = L.share(pg.inPage, bytes);
          const label = `${messageBytes} B at +${offset}, page ${pg.index}`;
          expect(share.x, label).toBeGreaterThan(box.x);
          expect(share.x + share.w, label).toBeLessThan(box.x + box.w);
          for (const fraction of [0, 0.5, 1]) {
            const w = L.fillW(pg.inPage, bytes, fraction, bytes > 0);
            expect(share.x + w, label).toBeLessThan(box.x + box.w);
            if (bytes > 0) expect(w, label).toBeGreaterThanOrEqual(MIN_FILL_W);
          }
        });
        if (messageBytes === PAGE && offset === 0) {
          // A whole page fills its whole box (inside the border).
          expect(L.fillW(0, PAGE, 1, true)).toBeCloseTo(L.phys.w - 2, 9);
        }
        if (messageBytes === 8) {
          // An 8-byte write is a sliver: narrower than the smallest fill drawn.
          expect(L.share(pages[0].inPage, 8).w).toBeLessThan(MIN_FILL_W);
        }
      }
    }
  });

  it('draws no fill for a page the message has not reached', () => {
    const L = mrPanelLayout({ iommu: false, memB: 'host' }, 2, false);
    expect(L.fillW(0, 100, 0, false)).toBe(0);
  });
});
