import { useEffect } from 'react';
import type { Field } from '../../sim/bytes/field';
import { useSimStore } from '../../store/SimProvider';

/**
 * Publishes the field under the pointer (its link key and path) so the other
 * views can highlight the same value, and withdraws it when the pointer
 * leaves - but only if no other view has taken the selection since.
 */
export function useLinkedSelection(field: Field | null) {
  const store = useSimStore();
  const path = field?.path ?? null;
  const link = field?.link ?? null;
  useEffect(() => {
    if (!path) return;
    store.getState().select(link, path);
    return () => {
      const s = store.getState();
      if (s.selectedPath === path) s.select(null, null);
    };
  }, [store, path, link]);
}
