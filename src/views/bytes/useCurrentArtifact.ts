import { useMemo } from 'react';
import { useSim } from '../../store/SimProvider';
import { clampCursor } from './cursor';
import { selectArtifactSets, selectCursor } from './selectors';

/** The step's artifact sets, the clamped cursor and the artifact it points at (built once per set and item). */
export function useCurrentArtifact() {
  const sets = useSim(selectArtifactSets);
  const raw = useSim(selectCursor);
  const cursor = clampCursor(sets, raw);
  const set = cursor ? sets[cursor.set] : null;
  const item = cursor?.item ?? 0;
  const artifact = useMemo(() => (set ? set.at(item) : null), [set, item]);
  return { sets, cursor, set, artifact };
}
