import type { SimState } from '../../store/createSimStore';
import { selectStep } from '../../store/selectors';
import { shownSets } from '../shared/keyFields';

/**
 * The bytes panel reads the artifact *sets* (stable arrays held by the step)
 * and builds the current artifact with useMemo: `set.at(i)` returns a new
 * object on every call for multi-item sets, which a store selector must not
 * return (useSyncExternalStore would re-render forever).
 */
export const selectArtifactSets = (s: SimState) => shownSets(selectStep(s));
/** What the step does (a slide of its bytes opens on the field its line is about). */
export const selectStepRole = (s: SimState) => selectStep(s).role;
export { selectCursor, selectSelectedLink, selectSelectedPath } from '../../store/selectors';
