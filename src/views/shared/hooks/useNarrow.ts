import { useSyncExternalStore } from 'react';

/**
 * A phone (portrait or landscape) or a tablet in portrait: one column, a bottom bar, the step's drawing cropped.
 * On screen only: a printed page (A4 is 794 px wide) is the handout, never the phone layout.
 * The same query as the phone style sheet (src/views/shell/phone/phone.css).
 */
export const NARROW_QUERY = 'screen and (max-width: 820px), screen and (max-height: 500px) and (pointer: coarse)';

const media = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(NARROW_QUERY));
const subscribe = (onChange: () => void) => {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
};

/** Whether the screen is narrow. The prerendered page is the wide one; a phone switches right after hydrating. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
