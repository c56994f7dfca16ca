import { msg } from '../../../i18n/msg';
import type { Cite } from '../../../sim/sources/cite';
import type { SourceId } from '../../../sim/sources/sourceTable';
import { sourceWhat } from '../../../sim/sources/sourceWhat';
import { useActions } from '../../../store/SimProvider';
import { useT } from '../i18n/useT';
import { sourceName } from './citeText';

/**
 * One source, as a link that opens the Sources list at its entry. An inline link, not a button: a long name wraps
 * inside the line like text, so a separator or a footnote number never stands apart from the source it belongs to.
 */
export function SourceLink({ id }: { id: SourceId }) {
  const { showSource } = useActions();
  const t = useT();
  return (
    <a
      href={`#source-${id}`}
      className="source-link"
      data-source={id}
      title={t(sourceWhat(id))}
      onClick={(e) => {
        e.preventDefault();
        showSource(id);
      }}
    >
      {sourceName(id)}
    </a>
  );
}

/** A citation: its note, then its sources, each a link into the Sources list. */
export function CiteLine({ cite }: { cite: Cite }) {
  const t = useT();
  return (
    <span className="cite">
      {cite.note && <span className="cite-note">{t(cite.note)} </span>}
      {cite.sources.map((id, i) => (
        <span key={id}>
          {i > 0 ? t(msg('ui.step.sourceSeparator')) : ''}
          <SourceLink id={id} />
        </span>
      ))}
    </span>
  );
}
