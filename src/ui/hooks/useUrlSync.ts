import { useEffect } from 'react';
import { useSimStore } from '../../store/SimProvider';
import { writeUrlState } from '../../store/urlState';

/**
 * Keeps the address bar equal to the view (step, switches, scenario) with
 * history.replaceState: every view is a link, and the back button is not
 * flooded with one entry per step.
 */
export function useUrlSync(enabled: boolean, embed: boolean) {
  const store = useSimStore();
  useEffect(() => {
    if (!enabled) return;
    let last = '';
    const write = () => {
      const q = writeUrlState(store.getState(), embed);
      if (q !== last) {
        last = q;
        window.history.replaceState(null, '', `${window.location.pathname}${q}${window.location.hash}`);
      }
    };
    write();
    return store.subscribe(write);
  }, [store, enabled, embed]);
}
