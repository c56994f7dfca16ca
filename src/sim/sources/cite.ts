import type { Msg } from '../../i18n/msg';
import type { SourceId } from './sourceTable';

/**
 * What a sentence or a figure rests on: public sources from the table
 * (src/sim/sources/sourceTable.ts), and a note that says what it takes from
 * them or what no source gives (an estimate, the model, a choice of this app).
 * A note is a catalogue message, translated like any other.
 */
export interface Cite {
  readonly sources: readonly SourceId[];
  readonly note?: Msg;
}

export const cite = (sources: readonly SourceId[], note?: Msg): Cite => (note ? { sources, note } : { sources });

/** A stable key for a citation (footnotes number each distinct one once). */
export const citeKey = (c: Cite): string => `${c.sources.join('|')}#${c.note ? JSON.stringify(c.note) : ''}`;
