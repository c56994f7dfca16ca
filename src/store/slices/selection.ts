import type { LinkKey } from '../../sim/bytes/field';
import type { ArtifactCursor } from '../vocabularies';
import type { SliceCreator } from './types';

export interface SelectionData {
  cursor: ArtifactCursor;
  /** The value followed across views (linked highlighting), e.g. 'remoteVa'. */
  selectedLink: LinkKey | null;
  /** The field path hovered/focused in the bytes panel. */
  selectedPath: string | null;
}

export interface SelectionActions {
  setCursor(cursor: ArtifactCursor): void;
  select(link: LinkKey | null, path?: string | null): void;
}

export type SelectionSlice = SelectionData & SelectionActions;

export const SELECTION_DEFAULTS: SelectionData = { cursor: { set: 0, item: 0 }, selectedLink: null, selectedPath: null };

/** What the reader points at: the artifact in the bytes panel, and the value followed across the views. */
export const selectionSlice: SliceCreator<SelectionActions> = (set) => ({
  setCursor: (cursor) => set({ cursor }),
  select: (selectedLink, selectedPath = null) => set({ selectedLink, selectedPath }),
});
