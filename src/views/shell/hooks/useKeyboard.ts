import { useEffect } from 'react';
import { useActions, useSimStore } from '../../../store/SimProvider';
import { parentOrigin } from '../../teach/embed/parentOrigin';

/** Elements that keep the keys for themselves: typing, choosing in a list, editing text. */
const TYPING = 'input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), textarea, select, [contenteditable="true"]';

/**
 * The keys a slide deck owns when the app is an embed inside it: a presenter's remote sends PageDown/PageUp, and
 * reveal.js also steps with N/P and blacks out with B or the full stop. Inside a frame they go to the deck through
 * reveal.js's postMessage API (its Reveal.next, prev, togglePause); a deck that does not speak it ignores them.
 */
const DECK_KEYS: Readonly<Record<string, string>> = {
  PageDown: 'next',
  PageUp: 'prev',
  n: 'next',
  N: 'next',
  p: 'prev',
  P: 'prev',
  b: 'togglePause',
  B: 'togglePause',
  '.': 'togglePause',
};

/**
 * Tells the deck around the frame to run one of its methods (reveal.js: `{"method":"next"}`), addressed to the deck's
 * origin when the browser names it (`*` only when it cannot: parentOrigin.ts). The address is kept on <html> as
 * `data-deck-target`, for the page's tests and for a curious teacher.
 */
function toDeck(method: string): void {
  const target = parentOrigin();
  document.documentElement.dataset.deckTarget = target;
  window.parent.postMessage(JSON.stringify({ method }), target);
}

/**
 * Left/Right (and a remote's PageDown/PageUp, N/P) step, Space plays/pauses, Home/End jump, from anywhere but a
 * text field or a list (a focused checkbox or button keeps working: only
 * Space goes to it, as it toggles or presses it). On the start card, → and
 * Space start the walk at A1’s first step and Escape closes the card. `inDeck` (an embed in a frame): the deck's keys go
 * to the deck, ← → still step the embed, and Escape gives the focus back to the page around the frame.
 */
export function useKeyboard(enabled = true, inDeck = false) {
  const store = useSimStore();
  const { next, back, togglePlay, restart, end, beginWalk, dismissIntro } = useActions();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.altKey || e.ctrlKey || e.metaKey || target?.closest(TYPING)) return;
      if (inDeck && (DECK_KEYS[e.key] || e.key === 'Escape')) {
        e.preventDefault();
        if (e.key === 'Escape') {
          (document.activeElement as HTMLElement | null)?.blur();
          window.parent.focus();
        } else toDeck(DECK_KEYS[e.key]);
        return;
      }
      if (store.getState().intro) {
        if (e.key === 'ArrowRight' || (e.key === ' ' && !target?.closest('button'))) {
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
      // In a focused box that scrolls (the program's listing, the step text), PageDown/PageUp page it.
      if (
        (e.key === 'PageDown' || e.key === 'PageUp') &&
        target &&
        target !== document.body &&
        target.scrollHeight > target.clientHeight + 1
      )
        return;
      // A focused button or checkbox handles Space itself.
      if (e.key === ' ' && target?.closest('button, input')) return;
      e.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, inDeck, store, next, back, togglePlay, restart, end, beginWalk, dismissIntro]);
}

function keyAction(key: string, a: { next(): void; back(): void; togglePlay(): void; restart(): void; end(): void }): (() => void) | null {
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
    case 'n':
    case 'N':
      return a.next;
    case 'ArrowLeft':
    case 'PageUp':
    case 'p':
    case 'P':
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
