import { type RefCallback, useCallback, useEffect, useRef } from 'react';
import { COMPACT_STEP_MM, fitOf, PRINT_HEIGHT_MM } from './pageFit';

/**
 * Fits each step of the handout to its page (or half page, compact): a step a little too tall is shrunk with
 * CSS `zoom` (down to MIN_ZOOM), a step much too tall is marked `split` and breaks once, before its key bytes,
 * so no page holds a lone table. Measured on screen, where the handout is laid out at the print width, once
 * drawn, when the fonts are ready and again before printing.
 */
export function useHandoutFit(compact: boolean, steps: number): RefCallback<HTMLElement> {
  const root = useRef<HTMLElement | null>(null);
  const refit = useCallback(() => {
    const el = root.current;
    if (!el) return;
    const slot = compact ? COMPACT_STEP_MM : PRINT_HEIGHT_MM;
    for (const step of el.querySelectorAll<HTMLElement>('[data-testid="handout-step"]')) {
      step.style.removeProperty('zoom');
      step.classList.remove('split');
      const f = fitOf(step.getBoundingClientRect().height, slot);
      step.dataset.fit = f.kind;
      if (f.kind === 'zoom') step.style.setProperty('zoom', String(f.zoom));
      if (f.kind === 'split') step.classList.add('split');
    }
  }, [compact]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new number of steps is a new layout to fit
  useEffect(() => {
    refit();
    let live = true;
    void document.fonts?.ready.then(() => live && refit());
    window.addEventListener('beforeprint', refit);
    return () => {
      live = false;
      window.removeEventListener('beforeprint', refit);
    };
  }, [refit, steps]);
  return useCallback(
    (el: HTMLElement | null) => {
      root.current = el;
      if (el) refit();
    },
    [refit],
  );
}
