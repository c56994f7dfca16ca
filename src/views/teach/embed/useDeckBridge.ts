import { useEffect } from 'react';
import { useSimStore } from '../../../store/SimProvider';

/** Is this page inside a frame (an embed on a slide)? False on the server. */
export const inFrame = (): boolean => typeof window !== 'undefined' && window.parent !== window;

/**
 * An embed in a deck follows its slide: reveal.js posts `slide:stop` to a slide's frames when the slide is left
 * and `slide:start` when it is shown (reveal.js js/controllers/slidecontent.js, stopEmbeddedContent and
 * startEmbeddedIframe). Auto-play pauses on `slide:stop`, and when the page is hidden, and resumes on `slide:start`
 * if the stop paused it.
 */
export function useDeckBridge(enabled: boolean) {
  const store = useSimStore();
  useEffect(() => {
    if (!enabled) return;
    let pausedByDeck = false;
    const pause = () => {
      if (!store.getState().playing) return;
      pausedByDeck = true;
      store.getState().setPlaying(false);
    };
    const onMessage = (e: MessageEvent) => {
      if (e.source !== window.parent) return;
      if (e.data === 'slide:stop') pause();
      else if (e.data === 'slide:start' && pausedByDeck) {
        pausedByDeck = false;
        store.getState().setPlaying(true);
      }
    };
    const onVisibility = () => {
      if (document.hidden) pause();
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, store]);
}
