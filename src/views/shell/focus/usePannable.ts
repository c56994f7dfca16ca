import { type RefObject, useLayoutEffect } from 'react';

/** What a step's drawing is about (the drawings mark it `data-pan-focus`), in the order looked for. */
const FOCUS = ['motion', 'arc'] as const;

/** Scrolls `box` so that what the step is about sits in the middle, or, with nothing to show, centres the drawing. */
function panToFocus(box: HTMLElement): void {
  const room = box.scrollWidth - box.clientWidth;
  if (room <= 1) {
    box.scrollLeft = 0;
    return;
  }
  const focus = FOCUS.map((f) => box.querySelector(`[data-pan-focus="${f}"]`)).find((el) => el !== null);
  if (!focus) {
    box.scrollLeft = room / 2;
    return;
  }
  const r = focus.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  const centre = r.left - b.left + box.scrollLeft + r.width / 2;
  box.scrollLeft = Math.max(0, Math.min(room, centre - box.clientWidth / 2));
}

/**
 * Marks a sideways scroller `data-pannable="true"` while what it holds is wider than it (a phone's drawing of both
 * hosts): the hint under it shows then, and a swipe that starts on it pans the drawing instead of turning the step
 * (useSwipeSteps). Measured before paint and again whenever the scroller or what it holds changes size. Each step
 * (`step`), and each new width (a turned phone), opens on what the step is about: the caption of what moves ("30 B
 * ACK" opened cut at the edge when the pan simply started centred), else the misconception's arc label, else the
 * middle, where a crop of both hosts has what runs between them.
 */
export function usePannable(ref: RefObject<HTMLElement | null>, step: unknown): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    let width = -1;
    const measure = () => {
      box.dataset.pannable = String(box.scrollWidth > box.clientWidth + 1);
      if (box.scrollWidth !== width) panToFocus(box);
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
  // A new step at the same width: its own focus.
  useLayoutEffect(() => {
    if (step !== undefined && ref.current) panToFocus(ref.current);
  }, [ref, step]);
}
