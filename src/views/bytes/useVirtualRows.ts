import { type RefObject, type UIEvent, useCallback, useEffect, useState } from 'react';

/**
 * Which rows of a scrolling list to render. A 4 KiB packet is 518 rows of 8
 * bytes (over 8,000 spans with the ASCII column): when `enabled`, only the rows
 * in view plus a margin exist in the DOM. Rows have a fixed height.
 */
export function useVirtualRows(ref: RefObject<HTMLElement | null>, rowCount: number, enabled: boolean, overscan = 6) {
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(400);
  // The row height comes from the CSS (it grows in a wide column): measured, not assumed.
  const [rowHeight, setRowHeight] = useState(20);
  // Measured only when the rows are virtual: a short list needs no layout read (none in the first view). Measured in
  // the ResizeObserver's callback only, which runs once at once and then on each resize, after layout: a read in the
  // effect itself forced a layout in the middle of a step change.
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    const measure = () => {
      setHeight(el.clientHeight);
      const row = el.querySelector('.hex-row');
      if (row) setRowHeight(row.getBoundingClientRect().height || 20);
    };
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, enabled]);
  const onScroll = useCallback((e: UIEvent<HTMLElement>) => setScrollTop(e.currentTarget.scrollTop), []);
  if (!enabled) return { start: 0, end: rowCount, rowHeight, onScroll: undefined };
  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(rowCount, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return { start, end, rowHeight, onScroll };
}

/** Scrolls `el` the least amount that shows rows [first, last] (no ancestor scrolls, unlike scrollIntoView). */
export function revealRows(el: HTMLElement, first: number, last: number, rowHeight: number) {
  const top = first * rowHeight;
  const bottom = (last + 1) * rowHeight;
  if (top < el.scrollTop) el.scrollTop = top;
  else if (bottom > el.scrollTop + el.clientHeight) el.scrollTop = Math.min(top, bottom - el.clientHeight);
}
