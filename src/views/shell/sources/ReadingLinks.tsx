import { msg } from '../../../i18n/msg';
import { SOURCES } from '../../../sim/sources/sourceTable';
import { useActions } from '../../../store/SimProvider';
import { useT } from '../../shared/i18n/useT';

const SOURCE_COUNT = Object.keys(SOURCES).length;

/**
 * The ways into the two reading panels, wherever a reader may want them again: under every step, and in each
 * panel towards the other (the start card is not the only way back to the questions).
 */
export function ReadingLinks({ questions = true, sources = true }: { questions?: boolean; sources?: boolean }) {
  const t = useT();
  const { setPanel, showSource } = useActions();
  const open = (what: 'questions' | 'sources') => {
    if (what === 'sources') showSource(null);
    else setPanel('questions');
  };
  return (
    <span className="reading-links">
      {questions && (
        <button type="button" className="source-link" data-open="questions" onClick={() => open('questions')}>
          {t(msg('ui.questions.title'))}
        </button>
      )}
      {questions && sources && ' · '}
      {sources && (
        <button type="button" className="source-link" data-open="sources" onClick={() => open('sources')}>
          {t(msg('ui.sources.all', { n: SOURCE_COUNT }))}
        </button>
      )}
    </span>
  );
}
