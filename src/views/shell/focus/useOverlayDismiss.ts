import { useEffect } from 'react';

/**
 * Closes an overlay (the focus layout's step list) on Escape, or on a press anywhere outside it and outside the
 * button that opens it (selectors `inside`), as a drawer closes.
 */
export function useOverlayDismiss(open: boolean, close: () => void, inside: string): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    const onPress = (e: PointerEvent) => {
      if (!(e.target instanceof Element) || !e.target.closest(inside)) close();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPress);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPress);
    };
  }, [open, close, inside]);
}
