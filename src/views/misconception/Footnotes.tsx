import { type Msg, msg } from '../../i18n/msg';
import { type Cite, citeKey } from '../../sim/sources/cite';
import { useT } from '../shared/i18n/useT';
import { CiteLine } from '../shared/sources/CiteLine';
import { citeString } from '../shared/sources/citeText';

/**
 * Numbered source footnotes: claims show [n] with the citation as a tooltip,
 * and the list at the bottom spells them out, each source a link into the
 * Sources list. Numbering is by first use.
 */
export class FootnoteSet {
  readonly list: Cite[] = [];
  private readonly keys: string[] = [];

  /** 1-based numbers of these citations, adding new ones at the end. */
  refs(cites: readonly Cite[]): number[] {
    return cites.map((c) => {
      const k = citeKey(c);
      const i = this.keys.indexOf(k);
      if (i >= 0) return i + 1;
      this.keys.push(k);
      this.list.push(c);
      return this.list.length;
    });
  }
}

/** Called (not rendered as a component) while the parent builds its JSX, so numbering follows reading order. */
export function refs(notes: FootnoteSet, cites: readonly Cite[] | undefined, t: (x: Msg) => string) {
  const nums = notes.refs(cites ?? []);
  if (nums.length === 0) return null;
  return (
    <sup className="misconception-refs">
      [
      {nums.map((n, i) => (
        <span key={n} title={citeString(t, (cites ?? [])[i])} className="misconception-ref">
          {i > 0 ? ',' : ''}
          {n}
        </span>
      ))}
      ]
    </sup>
  );
}

export function FootnoteList({ notes }: { notes: FootnoteSet }) {
  const t = useT();
  if (notes.list.length === 0) return null;
  return (
    <details className="misconception-footnotes">
      <summary>{t(msg('misconception.ui.footnotes.summary', { count: notes.list.length }))}</summary>
      <ol>
        {notes.list.map((c, i) => (
          <li key={i}>
            <CiteLine cite={c} />
          </li>
        ))}
      </ol>
    </details>
  );
}
