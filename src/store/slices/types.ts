import type { StoreApi } from 'zustand/vanilla';
import type { PlaybackSlice } from './playback';
import type { PresentationSlice } from './presentation';
import type { ScenarioSlice } from './scenario';
import type { SelectionSlice } from './selection';
import type { TeachSlice } from './teach';

/** The whole store: five slices, each its fields and the actions that change them (zustand's slices pattern). */
export type SimState = PlaybackSlice & ScenarioSlice & PresentationSlice & TeachSlice & SelectionSlice;

/** What a slice's creator gets: the store's set and get, over the whole state. */
export type SliceCreator<T> = (set: StoreApi<SimState>['setState'], get: StoreApi<SimState>['getState']) => T;
