import type { Msg } from '../../../i18n/msg';
import type { Cite } from '../../../sim/sources/cite';
import { SOURCES, type SourceId } from '../../../sim/sources/sourceTable';

/** A source as one line of text: who publishes it, and the exact place. */
export const sourceName = (id: SourceId): string => `${SOURCES[id].publisher}: ${SOURCES[id].where}`;

/** A citation as plain text (a tooltip, a printed footnote): its note, then its sources. */
export function citeString(t: (x: Msg) => string, c: Cite): string {
  const names = c.sources.map(sourceName).join('; ');
  const note = c.note ? t(c.note) : '';
  return note && names ? `${note} (${names})` : note || names;
}
