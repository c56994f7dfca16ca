import { useEffect, useRef } from 'react';
import { sourceWhat } from '../../../sim/sources/sourceWhat';
import { msg } from '../../../i18n/msg';
import { SOURCES, type SourceId } from '../../../sim/sources/sourceTable';
import { useSim } from '../../../store/SimProvider';
import { selectSourceFocus } from '../../../store/stateSelectors';
import { useT } from '../../shared/i18n/useT';
import { InfoPanel } from './InfoPanel';
import { ReadingLinks } from './ReadingLinks';

const IDS = Object.keys(SOURCES) as SourceId[];

/** Sources in table order, grouped by who publishes them. */
function byPublisher(): [string, SourceId[]][] {
  const groups = new Map<string, SourceId[]>();
  for (const id of IDS) {
    const p = SOURCES[id].publisher;
    groups.set(p, [...(groups.get(p) ?? []), id]);
  }
  return [...groups];
}

/**
 * Every public source the app cites: who publishes it, the exact place, the
 * version read, a link, and what it shows. A step's citation opens it at its
 * entry (`sourceFocus`), which it scrolls to and marks.
 */
export function SourcesPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const focus = useSim(selectSourceFocus);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    list.current?.querySelector(`[data-source-entry="${CSS.escape(focus)}"]`)?.scrollIntoView({ block: 'center' });
  }, [focus]);
  return (
    <InfoPanel kind="sources" title={t(msg('ui.sources.title'))} onClose={onClose}>
      <p className="info-intro">{t(msg('ui.sources.intro', { n: IDS.length }))}</p>
      <p className="info-nav">
        <ReadingLinks sources={false} />
      </p>
      <div ref={list}>
        {byPublisher().map(([publisher, ids]) => (
          <section key={publisher} className="source-group">
            <h3>{publisher}</h3>
            <ul>
              {ids.map((id) => {
                const src = SOURCES[id];
                return (
                  <li
                    key={id}
                    id={`source-${id}`}
                    data-source-entry={id}
                    className={focus === id ? 'source-entry focused' : 'source-entry'}
                  >
                    <a href={src.url} target="_blank" rel="noopener noreferrer">
                      {src.where}
                    </a>
                    {'version' in src && src.version ? <span className="source-version"> ({src.version})</span> : null}
                    <p>{t(sourceWhat(id))}</p>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </InfoPanel>
  );
}
