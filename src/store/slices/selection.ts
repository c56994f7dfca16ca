import type { SelectionActions, SelectionData, SliceCreator } from './types';

export const SELECTION_DEFAULTS: SelectionData = { cursor: { set: 0, item: 0 }, selectedLink: null, selectedPath: null };

/** What the reader points at: the artifact in the bytes panel, and the value followed across the views. */
export const selectionSlice: SliceCreator<SelectionActions> = (set) => ({
  setCursor: (cursor) => set({ cursor }),
  select: (selectedLink, selectedPath = null) => set({ selectedLink, selectedPath }),
});
