import { useSyncExternalStore } from 'react';

/** The lecture view is laid out for a 1280×720 projector: a smaller screen shows the same layout, scaled down whole. */
export const LECTURE_DESIGN = { width: 1280, height: 720 } as const;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The zoom that fits the design size into the window (1 at the design size or larger): at 960×540 the lecture is
 * the 1280×720 one at 75%, its drawing's labels at 12 px instead of piled on each other at 16.
 */
export function useDesignZoom(design: { width: number; height: number } = LECTURE_DESIGN): number {
  return useSyncExternalStore(
    subscribe,
    () => Math.min(1, window.innerWidth / design.width, window.innerHeight / design.height),
    () => 1,
  );
}
