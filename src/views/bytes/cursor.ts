import { type Msg, msg } from '../../i18n/msg';
import type { ArtifactKind, ArtifactSet } from '../../sim/trace/types';
import type { ArtifactCursor } from '../../store/vocabularies';

/** The cursor clamped to what the step has (the rule every view that shows an artifact follows). */
export function clampCursor(sets: readonly ArtifactSet[], c: ArtifactCursor): ArtifactCursor | null {
  if (sets.length === 0) return null;
  const set = Math.max(0, Math.min(c.set, sets.length - 1));
  const item = Math.max(0, Math.min(c.item, sets[set].count - 1));
  return { set, item };
}

/** What one item of a set is called in the picker ("packet 3 of 16"). */
export function itemNoun(kind: ArtifactKind): Msg {
  switch (kind) {
    case 'packet':
      return msg('ui.item.packet');
    case 'tlp':
      return msg('ui.item.tlp');
    case 'memory-write':
      return msg('ui.item.write');
    default:
      return msg('ui.item.item');
  }
}

/** Parses what a person types into the item box (1-based, commas and spaces allowed) into a 0-based index, or null. */
export function parseItemNumber(text: string, count: number): number | null {
  const clean = text.replace(/[\s,_]/g, '');
  if (!/^\d+$/.test(clean)) return null;
  const n = Number(clean);
  return n >= 1 && n <= count ? n - 1 : null;
}
