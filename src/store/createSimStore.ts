import { createStore } from 'zustand/vanilla';
import { withEngine } from './engine';
import { PLAYBACK_DEFAULTS, playbackSlice } from './slices/playback';
import { focusOf } from './slices/position';
import { PRESENTATION_DEFAULTS, presentationSlice } from './slices/presentation';
import { SCENARIO_DEFAULTS, scenarioSlice } from './slices/scenario';
import { SELECTION_DEFAULTS, selectionSlice } from './slices/selection';
import { TEACH_DEFAULTS, teachSlice } from './slices/teach';
import type { PlaybackData, PresentationData, ScenarioData, SelectionData, SimState, TeachData } from './slices/types';

export type { SimState } from './slices/types';
export { focusOf } from './slices/position';

/** Every field of the store: what a link, a test or an embed can set when it creates one. */
export type SimData = PlaybackData & ScenarioData & PresentationData & TeachData & SelectionData;
export type SimStore = ReturnType<typeof createSimStore>;

/** A new, independent store: one per app instance (slides embed several on one page), composed of its slices. */
export function createSimStore(init: Partial<SimData> = {}) {
  const store = createStore<SimState>()((set, get) => ({
    ...PLAYBACK_DEFAULTS,
    ...SCENARIO_DEFAULTS,
    ...PRESENTATION_DEFAULTS,
    ...TEACH_DEFAULTS,
    ...SELECTION_DEFAULTS,
    ...init,
    ...playbackSlice(set, get),
    ...scenarioSlice(set, get),
    ...presentationSlice(set, get),
    ...teachSlice(set, get),
    ...selectionSlice(set, get),
  }));
  // A link to a step opens the bytes on what that step is about (once the core is in: it knows the step).
  if (!init.cursor)
    withEngine((e) => {
      const st = store.getState();
      store.setState({ cursor: focusOf(e, st, st.stepIndex) });
    });
  return store;
}
