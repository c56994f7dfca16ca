import { useEffect } from 'react';
import { useActions, useSimStore } from '../../../store/SimProvider';

/** Elements that keep the keys for themselves: typing, choosing in a list, editing text. */
const TYPING = 'input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), textarea, select, [contenteditable="true"]';

/**
 * Left/Right step, Space plays/pauses, Home/End jump, from anywhere but a
 * text field or a list (a focused checkbox or button keeps working: only
 * Space goes to it, as it toggles or presses it). On the start card, → and
 * Space start the walk at step 1 and Escape closes the card.
 */
export function useKeyboard(enabled = true) {
  const store = useSimStore();
  const { next, back, togglePlay, restart, end, beginWalk, dismissIntro } = useActions();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.altKey || e.ctrlKey || e.metaKey || t?.closest(TYPING)) return;
      if (store.getState().intro) {
        if (e.key === 'ArrowRight' || (e.key === ' ' && !t?.closest('button'))) {
          e.preventDefault();
          beginWalk('real', e.key === ' ');
        } else if (e.key === 'Escape') {
          e.preventDefault();
          dismissIntro();
        }
        return;
      }
      const act = keyAction(e.key, { next, back, togglePlay, restart, end });
      if (!act) return;
      // A focused button or checkbox handles Space itself.
      if (e.key === ' ' && t?.closest('button, input')) return;
      e.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, store, next, back, togglePlay, restart, end, beginWalk, dismissIntro]);
}

function keyAction(key: string, a: { next(): void; back(): void; togglePlay(): void; restart(): void; end(): void }): (() => void) | null {
  switch (key) {
    case 'ArrowRight':
      return a.next;
    case 'ArrowLeft':
      return a.back;
    case ' ':
      return a.togglePlay;
    case 'Home':
      return a.restart;
    case 'End':
      return a.end;
    default:
      return null;
  }
}
