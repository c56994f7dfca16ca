import { type TouchEvent, useMemo } from 'react';
import { useActions } from '../../../store/SimProvider';

/** A swipe: mostly sideways, at least this far (CSS px), and not inside something that scrolls sideways itself. */
const MIN_DX = 60;

/**
 * On a phone, a swipe left over the step goes to the next step, a swipe right to the one before (as a reader turns
 * pages). Returns touch handlers for the layout; none when off.
 */
export function useSwipeSteps(on: boolean): { onTouchStart?(e: TouchEvent): void; onTouchEnd?(e: TouchEvent): void } {
  const { next, back } = useActions();
  return useMemo(() => {
    if (!on) return {};
    let start: { x: number; y: number } | null = null;
    return {
      onTouchStart(e: TouchEvent) {
        const touch = e.touches[0];
        const inside =
          e.target instanceof Element &&
          (e.target.closest('.bytes-panel .hex, .bytes-panel .tree, .tab-strip, .code-panel, pre, input, select') ||
            e.target.closest('.topology-pan[data-pannable="true"]'));
        start = touch && e.touches.length === 1 && !inside ? { x: touch.clientX, y: touch.clientY } : null;
      },
      onTouchEnd(e: TouchEvent) {
        const touch = e.changedTouches[0];
        if (!start || !touch) return;
        const dx = touch.clientX - start.x;
        const dy = touch.clientY - start.y;
        start = null;
        if (Math.abs(dx) < MIN_DX || Math.abs(dx) < 2 * Math.abs(dy)) return;
        if (dx < 0) next();
        else back();
      },
    };
  }, [on, next, back]);
}
