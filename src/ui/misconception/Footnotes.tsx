import { msg } from '../../i18n/msg';
import { useT } from '../i18n/useT';

/**
 * Numbered source footnotes: claims show [n] with the source as a tooltip,
 * and the list at the bottom spells them out. Numbering is by first use.
 */
export class FootnoteSet {
  readonly list: string[] = [];

  /** 1-based numbers of these sources, adding new ones at the end. */
  refs(sources: readonly string[]): number[] {
    return sources.map((src) => {
      const i = this.list.indexOf(src);
      if (i >= 0) return i + 1;
      this.list.push(src);
      return this.list.length;
    });
  }
}

/** Called (not rendered as a component) while the parent builds its JSX, so numbering follows reading order. */
export function refs(notes: FootnoteSet, sources: readonly string[] = []) {
  const nums = notes.refs(sources);
  if (nums.length === 0) return null;
  return (
    <sup className="myth-refs">
      [
      {nums.map((n, i) => (
        <span key={n} title={sources[i]} className="myth-ref">
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
    <details className="myth-footnotes">
      <summary>{t(msg('myth.ui.footnotes.summary', { count: notes.list.length }))}</summary>
      <ol>
        {notes.list.map((src) => (
          <li key={src}>{src}</li>
        ))}
      </ol>
    </details>
  );
}
