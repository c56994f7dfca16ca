import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { msg } from '../../../i18n/msg';
import { useSim } from '../../../store/SimProvider';
import { selectTermFocus } from '../../../store/stateSelectors';
import { usePastFirstFrame } from '../../loading/Later';
import { DrawingLegend } from '../../shared/glossary/DrawingLegend';
import { defKey, GLOSSARY_TERMS, LEGEND_FOCUS, termKey } from '../../shared/glossary/glossaryTerms';
import { useT } from '../../shared/i18n/useT';
import { InfoPanel } from './InfoPanel';
import { ReadingLinks } from './ReadingLinks';

/**
 * The terms in English alphabetical order, case aside, sorted when the module is evaluated (in the idle prefetch, not
 * in a first open): one collator, as localeCompare with options builds one per call.
 */
const SORTED_TERMS: readonly string[] = [...GLOSSARY_TERMS].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare);

/** Entries drawn in a first open's first frame: more than a screen holds. */
const FIRST_FRAME_ENTRIES = 16;

/**
 * The glossary, in one place: every acronym the app's text uses, what it stands for and what it is here.
 * A term in the text opens it at that entry (`termFocus`), which it scrolls to and marks; a filter narrows the list.
 */
export function GlossaryPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const focus = useSim(selectTermFocus);
  const [filter, setFilter] = useState('');
  const list = useRef<HTMLDListElement>(null);
  const legend = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    if (!f) return SORTED_TERMS;
    return SORTED_TERMS.filter((term) => `${term} ${t(msg(termKey(term)))} ${t(msg(defKey(term)))}`.toLowerCase().includes(f));
  }, [filter, t]);
  // A first open draws the entries from the focused one (the list's start without one) first and all of them a
  // frame later: 145 entries were most of a 180 ms first open at CPU throttling 4×. The focused entry is scrolled
  // to again when the list is whole, before that frame is painted.
  const past = usePastFirstFrame();
  const from = past ? 0 : Math.max(0, shown.indexOf(focus ?? ''));
  const drawn = past ? shown : shown.slice(from, from + FIRST_FRAME_ENTRIES);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `past` re-runs the scroll once the whole list is drawn
  useLayoutEffect(() => {
    if (!focus) return;
    if (focus === LEGEND_FOCUS) legend.current?.scrollIntoView({ block: 'start' });
    else list.current?.querySelector(`[data-term-entry="${CSS.escape(focus)}"]`)?.scrollIntoView({ block: 'center' });
  }, [focus, past]);
  return (
    <InfoPanel kind="glossary" title={t(msg('ui.glossary.title'))} onClose={onClose}>
      <p className="info-intro">{t(msg('ui.glossary.intro', { n: SORTED_TERMS.length }))}</p>
      <p className="info-nav">
        <ReadingLinks glossary={false} />
      </p>
      <div ref={legend} className={focus === LEGEND_FOCUS ? 'legend-box focused' : 'legend-box'}>
        <DrawingLegend />
      </div>
      <p>
        <label className="glossary-filter">
          {t(msg('ui.glossary.filter'))}{' '}
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="glossary-filter" />
        </label>
      </p>
      <dl ref={list} className="glossary-list">
        {drawn.map((term) => (
          <div key={term} className={focus === term ? 'glossary-entry focused' : 'glossary-entry'} data-term-entry={term}>
            <dt lang="en">{term}</dt>
            <dd>
              <strong>{t(msg(termKey(term)))}</strong>
              {t(msg('ui.glossary.sep'))}
              {t(msg(defKey(term)))}
            </dd>
          </div>
        ))}
      </dl>
      {shown.length === 0 && <p className="muted">{t(msg('ui.glossary.none'))}</p>}
    </InfoPanel>
  );
}
