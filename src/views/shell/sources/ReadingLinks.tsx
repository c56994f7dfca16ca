import { msg } from '../../../i18n/msg';
import { SOURCES } from '../../../sim/sources/sourceTable';
import { useActions } from '../../../store/SimProvider';
import { GLOSSARY_TERMS, LEGEND_FOCUS } from '../../shared/glossary/glossaryTerms';
import { useNarrow } from '../../shared/hooks/useNarrow';
import { useT } from '../../shared/i18n/useT';

const SOURCE_COUNT = Object.keys(SOURCES).length;

/**
 * The ways into the three reading panels, wherever a reader may want them again: under every step, and in each
 * panel towards the others (the start card is not the only way back to the questions).
 */
export function ReadingLinks({
  questions = true,
  sources = true,
  glossary = true,
  capture = true,
}: {
  questions?: boolean;
  sources?: boolean;
  glossary?: boolean;
  capture?: boolean;
}) {
  const t = useT();
  const { setPanel, showSource, showTerm } = useActions();
  const open = (what: 'questions' | 'sources') => {
    if (what === 'sources') showSource(null);
    else setPanel('questions');
  };
  const links = [
    questions && (
      <button key="q" type="button" className="source-link" data-open="questions" onClick={() => open('questions')}>
        {t(msg('ui.questions.title'))}
      </button>
    ),
    sources && (
      <button key="s" type="button" className="source-link" data-open="sources" onClick={() => open('sources')}>
        {t(msg('ui.sources.all', { n: SOURCE_COUNT }))}
      </button>
    ),
    glossary && (
      <button key="g" type="button" className="source-link" data-open="glossary" onClick={() => showTerm(null)}>
        {t(msg('ui.glossary.link', { n: GLOSSARY_TERMS.length }))}
      </button>
    ),
    glossary && (
      <button key="k" type="button" className="source-link" data-open="legend" onClick={() => showTerm(LEGEND_FOCUS)}>
        {t(msg('ui.legend.link'))}
      </button>
    ),
    capture && (
      <button key="c" type="button" className="source-link" data-open="capture" onClick={() => setPanel('capture')}>
        {t(msg('ui.capture.link'))}
      </button>
    ),
  ].filter(Boolean);
  return (
    <span className="reading-links">
      {links.map((l, i) => (
        <span key={i}>
          {i > 0 && <span className="reading-sep"> · </span>}
          {l}
        </span>
      ))}
    </span>
  );
}

/**
 * A phone's ways into the reading panels: at the end of the page, under the tabs. Under the step's text they stood
 * between the text and the drawing, and read as the step's end (StepPanel leaves them out on a phone).
 */
export function PhoneReadingLinks() {
  const narrow = useNarrow();
  return narrow ? (
    <p className="step-reading phone-reading" data-testid="phone-reading">
      <ReadingLinks />
    </p>
  ) : null;
}
