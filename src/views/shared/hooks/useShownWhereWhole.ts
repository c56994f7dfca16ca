import { type RefObject, useLayoutEffect } from 'react';

/**
 * Shows a box's content only where it fits whole: `data-whole="true"` on the box when its content, laid out, needs no
 * more room than the box has (embed.css shows the content then, and hides it otherwise). The box is a size container
 * (its size never depends on what it holds), so showing the content to measure it cannot change the answer. Measured
 * before the frame is painted, again when the box is resized and when its content changes (a step, a lazy chunk).
 * Used by a slide's key bytes (EmbedKeyBytes) and a bytes slide's bit ruler (FieldDetails); `enabled` false measures
 * nothing and leaves the box as it is.
 */
export function useShownWhereWhole(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || !enabled) return;
    const measure = () => {
      box.dataset.whole = 'true';
      const whole = box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1;
      box.dataset.whole = String(whole);
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(box);
    const changed = new MutationObserver(measure);
    changed.observe(box, { childList: true, subtree: true, characterData: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      delete box.dataset.whole;
    };
  }, [ref, enabled]);
}
