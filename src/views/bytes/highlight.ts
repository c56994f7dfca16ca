import type { Field, LinkKey } from '../../sim/bytes/field';
import { byteRange, type FieldModel, leavesAtByte } from './fieldModel';

/** What the reader points at: a field (tree row) or a byte (hex cell). */
export type Focus = { kind: 'field'; path: string } | { kind: 'byte'; offset: number };

/** Per-byte flags. */
export const HIGHLIGHTED = 1; // bytes of the focused or linked field
export const COVER = 2; // bytes the focused ICRC covers
export const MASK_ON = 4; // covered bytes that are replaced by 1s for that ICRC

export interface Highlight {
  /** Flags per byte (HIGHLIGHTED | COVER | MASK_ON). */
  bytes: Uint8Array;
  /** Paths of highlighted fields (focused, under a hovered byte, or carrying the selected link). */
  paths: Set<string>;
  /** The fields the details box describes. */
  focused: Field[];
  /** True when the ICRC is focused: masked fields are marked. */
  icrcFocused: boolean;
}

/** The fields a focus designates: the field itself, or every leaf with a bit in the byte. */
export function focusedFields(model: FieldModel, focus: Focus | null): Field[] {
  if (!focus) return [];
  if (focus.kind === 'field') {
    const f = model.byPath.get(focus.path);
    return f ? [f] : [];
  }
  if (focus.offset < 0 || focus.offset >= model.byteLength) return [];
  return leavesAtByte(model, focus.offset);
}

/** The one field whose link the other views should follow: the first focused field that has one. */
export function primaryField(fields: readonly Field[]): Field | null {
  return fields.find((f) => f.link) ?? fields[0] ?? null;
}

const mark = (flags: Uint8Array, f: Field, bit: number) => {
  const [from, to] = byteRange(f);
  for (let i = from; i < to && i < flags.length; i++) flags[i] |= bit;
};

/** Highlight state for one artifact: derived from the focus and the selected link, never stored. */
export function computeHighlight(model: FieldModel, focus: Focus | null, link: LinkKey | null): Highlight {
  const bytes = new Uint8Array(model.byteLength);
  const paths = new Set<string>();
  const focused = focusedFields(model, focus);
  for (const f of focused) {
    paths.add(f.path);
    mark(bytes, f, HIGHLIGHTED);
  }
  if (link) {
    for (const f of model.byPath.values()) {
      if (f.link === link) {
        paths.add(f.path);
        mark(bytes, f, HIGHLIGHTED);
      }
    }
  }
  const icrcFocused = !!model.icrc && focus?.kind === 'field' && focus.path === model.icrc.path;
  if (icrcFocused && model.icrc) {
    for (let i = 0; i < model.icrc.coverEnd; i++) bytes[i] |= COVER | (model.byteMask[i] ? MASK_ON : 0);
    for (const f of model.masked) paths.add(f.path);
  }
  return { bytes, paths, focused, icrcFocused };
}

/** True when a row should light up: it is highlighted, or it is collapsed and hides a highlighted field. */
export function rowHighlighted(paths: ReadonlySet<string>, path: string, collapsed: boolean): boolean {
  if (paths.has(path)) return true;
  if (!collapsed) return false;
  const prefix = `${path}.`;
  for (const p of paths) if (p.startsWith(prefix)) return true;
  return false;
}
