import { useEffect } from 'react';
import { useSimStore } from '../../../store/SimProvider';

/**
 * Keeps the address bar equal to the view (step, switches, scenario, language,
 * mode, embed view, quiz, open panel) with history.replaceState: every view is
 * a link, and the back button is not flooded with one entry per step. The
 * writer needs the trace (a step's id): it comes with the core, after the
 * first paint; until then the address is the one the page was opened with.
 */
export function useUrlSync(enabled: boolean) {
  const store = useSimStore();
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../../../store/urlState').then(({ writeUrlState }) => {
      if (cancelled) return;
      let last = '';
      const write = () => {
        const q = writeUrlState(store.getState());
        if (q === last) return;
        last = q;
        const url = `${window.location.pathname}${q}${window.location.hash}`;
        if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
        try {
          window.history.replaceState(null, '', url);
        } catch {
          // Some file:// pages refuse a new URL: the view still works, the link just does not follow it.
        }
      };
      write();
      // Written after the step's frame is painted, not inside the key's handler: one write for a burst of changes.
      let queued = 0;
      stop = store.subscribe(() => {
        if (queued) return;
        queued = 1;
        requestAnimationFrame(() =>
          setTimeout(() => {
            queued = 0;
            write();
          }, 0),
        );
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store, enabled]);
}
