import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed with a ResizeObserver, so a
 * chart is drawn at 1:1 (its 12-px text stays 12 px) at any panel width.
 * `fallback` is used before the first measurement (and when server-rendered).
 */
export function useWidth<T extends HTMLElement>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = (w: number) => setWidth(w > 0 ? Math.max(240, Math.floor(w)) : fallback);
    measure(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    ro.observe(el);
    return () => ro.disconnect();
  }, [fallback]);
  return [ref, width];
}
