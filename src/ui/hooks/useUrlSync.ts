import { useEffect } from 'react';
import { useSimStore } from '../../store/SimProvider';
import { writeUrlState } from '../../store/urlState';

/**
 * Keeps the address bar equal to the view (step, switches, scenario, language,
 * mode, embed view, quiz, open panel) with history.replaceState: every view is
 * a link, and the back button is not flooded with one entry per step.
 */
export function useUrlSync(enabled: boolean) {
  const store = useSimStore();
  useEffect(() => {
    if (!enabled) return;
    let last = '';
    const write = () => {
      const q = writeUrlState(store.getState());
      if (q === last) return;
      last = q;
      try {
        window.history.replaceState(null, '', `${window.location.pathname}${q}${window.location.hash}`);
      } catch {
        // Some file:// pages refuse a new URL: the view still works, the link just does not follow it.
      }
    };
    write();
    return store.subscribe(write);
  }, [store, enabled]);
}
