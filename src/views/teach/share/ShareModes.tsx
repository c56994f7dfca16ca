import { msg } from '../../../i18n/msg';
import { useActions, useSim } from '../../../store/SimProvider';
import { selectQuiz } from '../../../store/selectors';
import { useT } from '../../shared/i18n/useT';

/** The classroom modes this page opens in (the lecture, with or without questions, the handouts), and the quiz switch. */
export function ShareModes({ id }: { id: string }) {
  const t = useT();
  const quiz = useSim(selectQuiz);
  const { setMode, setQuiz } = useActions();
  return (
    <section aria-labelledby={`${id}-modes`}>
      <h3 id={`${id}-modes`}>{t(msg('teach.share.modes'))}</h3>
      <div className="share-row">
        <button type="button" data-testid="open-lecture" onClick={() => setMode('lecture')}>
          {t(msg('teach.share.lecture'))}
        </button>
        <button
          type="button"
          data-testid="open-lecture-quiz"
          onClick={() => {
            setQuiz(true);
            setMode('lecture');
          }}
        >
          {t(msg('teach.share.lectureQuiz'))}
        </button>
        <button type="button" data-testid="open-print" onClick={() => setMode('print')}>
          {t(msg('teach.share.print'))}
        </button>
        <button type="button" data-testid="open-print-compact" onClick={() => setMode('print-compact')}>
          {t(msg('teach.share.printCompact'))}
        </button>
      </div>
      <label className="toggle share-quiz">
        <input type="checkbox" checked={quiz} onChange={(e) => setQuiz(e.target.checked)} data-testid="quiz-toggle" />
        {t(msg('teach.share.quiz'))}
      </label>
      <p className="share-note">{t(msg('teach.share.quizNote'))}</p>
    </section>
  );
}
