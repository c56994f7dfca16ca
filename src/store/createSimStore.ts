import { createStore } from 'zustand/vanilla';
import { engineGate, type TraceEngine } from './engine';
import { loadEngine } from './loadEngine';
import { PLAYBACK_DEFAULTS, playbackSlice } from './slices/playback';
import { PRESENTATION_DEFAULTS, presentationSlice } from './slices/presentation';
import { SCENARIO_DEFAULTS, scenarioSlice } from './slices/scenario';
import { SELECTION_DEFAULTS, selectionSlice } from './slices/selection';
import { TEACH_DEFAULTS, teachSlice } from './slices/teach';
import type { PlaybackData, PresentationData, ScenarioData, SelectionData, SimState, TeachData } from './slices/types';

export type { SimState } from './slices/types';

/** Every field of the store: what a link, a test or an embed can set when it creates one. */
export type SimData = PlaybackData & ScenarioData & PresentationData & TeachData & SelectionData;
export type SimStore = ReturnType<typeof createSimStore>;

/**
 * A new, independent store: one per app instance (slides embed several on one page), composed of its slices, with
 * its engine: the core itself, or a promise of it (by default it is loaded on first use, store/loadEngine). Actions
 * that need a trace run once the engine is there; `ready` says when.
 */
export function createSimStore(init: Partial<SimData> = {}, engine: TraceEngine | Promise<TraceEngine> = loadEngine()) {
  const gate = engineGate(engine);
  const store = createStore<SimState>()((set, get) => ({
    ...PLAYBACK_DEFAULTS,
    ...SCENARIO_DEFAULTS,
    ...PRESENTATION_DEFAULTS,
    ...TEACH_DEFAULTS,
    ...SELECTION_DEFAULTS,
    ...init,
    ...playbackSlice(set, get, gate),
    ...scenarioSlice(set, get, gate),
    ...presentationSlice(set, get, gate),
    ...teachSlice(set, get, gate),
    ...selectionSlice(set, get, gate),
  }));
  return Object.assign(store, { ready: gate.ready });
}
