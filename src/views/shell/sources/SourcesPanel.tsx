import { useLayoutEffect, useRef } from 'react';
import { msg } from '../../../i18n/msg';
import { SOURCES, type SourceId } from '../../../sim/sources/sourceTable';
import { sourceWhat } from '../../../sim/sources/sourceWhat';
import { useSim } from '../../../store/SimProvider';
import { selectSourceFocus } from '../../../store/stateSelectors';
import { usePastFirstFrame } from '../../loading/Later';
import { useT } from '../../shared/i18n/useT';
import { InfoPanel } from './InfoPanel';
import { ReadingLinks } from './ReadingLinks';

const IDS = Object.keys(SOURCES) as SourceId[];

/** Sources in table order, grouped by who publishes them. */
function byPublisher(ids: readonly SourceId[]): [string, SourceId[]][] {
  const groups = new Map<string, SourceId[]>();
  for (const id of ids) {
    const p = SOURCES[id].publisher;
    groups.set(p, [...(groups.get(p) ?? []), id]);
  }
  return [...groups];
}

/** The entries in the order the panel lists them (grouped by publisher). */
const LISTED: readonly SourceId[] = byPublisher(IDS).flatMap(([, ids]) => ids);

/** Entries drawn in a first open's first frame: more than a screen holds. */
const FIRST_FRAME_ENTRIES = 10;

/**
 * Every public source the app cites: who publishes it, the exact place, the
 * version read, a link, and what it shows. A step's citation opens it at its
 * entry (`sourceFocus`), which it scrolls to and marks.
 */
export function SourcesPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const focus = useSim(selectSourceFocus);
  const list = useRef<HTMLDivElement>(null);
  // A first open draws the entries from the focused one (the list's start without one) first and all of them a frame
  // later: laying out every entry was 50 ms of a first open on a phone at CPU throttling 4×. The focused entry is
  // scrolled to again when the list is whole, before that frame is painted.
  const past = usePastFirstFrame();
  const from = past ? 0 : Math.max(0, LISTED.indexOf(focus as SourceId));
  const drawn = past ? LISTED : LISTED.slice(from, from + FIRST_FRAME_ENTRIES);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `past` re-runs the scroll once the whole list is drawn
  useLayoutEffect(() => {
    if (!focus) return;
    list.current?.querySelector(`[data-source-entry="${CSS.escape(focus)}"]`)?.scrollIntoView({ block: 'center' });
  }, [focus, past]);
  return (
    <InfoPanel kind="sources" title={t(msg('ui.sources.title'))} onClose={onClose}>
      <p className="info-intro">{t(msg('ui.sources.intro', { n: IDS.length }))}</p>
      <p className="info-nav">
        <ReadingLinks sources={false} />
      </p>
      <div ref={list}>
        {byPublisher(drawn).map(([publisher, ids]) => (
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
