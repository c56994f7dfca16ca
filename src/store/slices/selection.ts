import type { SelectionActions, SelectionData, SliceCreator } from './types';

export const SELECTION_DEFAULTS: SelectionData = { cursorPick: null, selectedLink: null, selectedPath: null };

/** What the reader points at: the artifact in the bytes panel (on the step they picked it on), and the value followed across the views. */
export const selectionSlice: SliceCreator<SelectionActions> = (set, get) => ({
  setCursor: (cursor) => {
    const { stepIndex, misconception, scenario } = get();
    set({ cursorPick: { stepIndex, misconception, scenario, cursor } });
  },
  select: (selectedLink, selectedPath = null) => set({ selectedLink, selectedPath }),
});
