import { type CSSProperties, createContext, useContext, useEffect, useRef, useState } from 'react';

/**
 * The smallest text a drawing may show, in CSS pixels on screen: 0 keeps the
 * sizes as designed (the explorer); an embed asks for 12, the lecture view for
 * more. Drawings scale with their box, so the floor is set per drawing from
 * its measured scale.
 */
export const TextFloor = createContext(0);

/**
 * Measures an SVG's scale (viewBox to CSS pixels, as with `meet`) with a
 * ResizeObserver (no layout read in an effect) and returns the style that
 * raises every text of the drawing to at least the floor: viz.css sizes its
 * texts as max(designed, var(--fs-floor)).
 */
export function useTextFloor<E extends Element>(viewW: number, viewH: number): { ref: React.RefObject<E | null>; style?: CSSProperties } {
  const min = useContext(TextFloor);
  const ref = useRef<E>(null);
  const [scale, setScale] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!min || !el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      if (box.width > 0 && box.height > 0) setScale(Math.min(box.width / viewW, box.height / viewH));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [min, viewW, viewH]);
  if (!min || scale <= 0) return { ref };
  // A hair above the floor, so rounding never lands a text at 11.99 px.
  const floor = (min + 0.05) / scale;
  // Text grown past its design size keeps its width (the layout around it was drawn for that width)
  // with slightly tighter tracking, as type set larger usually is; at most -0.06em.
  const grow = floor / DESIGN_TEXT;
  const track = grow > 1 ? Math.max(-0.06, -0.6 * (1 - 1 / grow)) : 0;
  return {
    ref,
    style: { '--fs-floor': `${floor.toFixed(3)}px`, '--fs-track': `${track.toFixed(4)}em` } as CSSProperties,
  };
}

/** The drawings' usual text size (viewBox units): labels are laid out for it (viz.css sets it as --viz-text). */
const DESIGN_TEXT = 11.2;
