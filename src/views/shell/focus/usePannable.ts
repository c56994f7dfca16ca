import { type RefObject, useLayoutEffect } from 'react';

/**
 * Marks a sideways scroller `data-pannable="true"` while what it holds is wider than it (a phone's drawing of both
 * hosts): the hint under it shows then, and a swipe that starts on it pans the drawing instead of turning the step
 * (useSwipeSteps). Measured before paint and again whenever the scroller or what it holds changes size. A new width
 * (another step's crop, a turned phone) starts centred: a crop of both hosts is about what runs between them (the
 * cable, the ACK, the misconception's arc), and the reader pans out to either host.
 */
export function usePannable(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    let width = -1;
    const measure = () => {
      const pannable = box.scrollWidth > box.clientWidth + 1;
      box.dataset.pannable = String(pannable);
      if (box.scrollWidth !== width) box.scrollLeft = pannable ? (box.scrollWidth - box.clientWidth) / 2 : 0;
      width = box.scrollWidth;
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(box);
    for (const child of box.children) resized.observe(child);
    const changed = new MutationObserver(() => {
      for (const child of box.children) resized.observe(child);
      measure();
    });
    changed.observe(box, { childList: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref]);
}
