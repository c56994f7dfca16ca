import { type ReactNode, useEffect, useId, useRef } from 'react';
import { msg } from '../../../i18n/msg';
import { useActions, useSim, useSimStore } from '../../../store/SimProvider';
import { selectPlaying, selectQuizAnswers, selectScenario, selectStep, selectStepCount } from '../../../store/selectors';
import { writeUrlState } from '../../../store/urlState';
import { useT } from '../../shared/i18n/useT';
import { type Question, questionFor } from './questions';

/** The question card: the question, the choices, then the feedback with the explanation and the way to the step. */
function QuizCard({ q, index }: { q: Question; index: number }) {
  const t = useT();
  const store = useSimStore();
  const answers = useSim(selectQuizAnswers);
  const { answerQuiz, revealQuiz } = useActions();
  const choice = answers[q.role]?.choice ?? null;
  const answered = choice !== null;
  const id = useId();
  const first = useRef<HTMLButtonElement>(null);
  const reveal = useRef<HTMLButtonElement>(null);
  // Focus follows the card only when this page already has it (an embed never takes the focus, nor scrolls its host).
  // It comes without a focus ring (focusVisible: false, HTML's focus options): projected, a ringed first choice looks
  // chosen; the ring shows once the keyboard moves the focus.
  useEffect(() => {
    const options = { preventScroll: true, focusVisible: false } as FocusOptions;
    if (document.hasFocus()) (answered ? reveal : first).current?.focus(options);
  }, [answered]);
  // 1..n choose, Enter shows the step once answered.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || (e.target as HTMLElement | null)?.closest('input, select, textarea')) return;
      const n = Number(e.key);
      if (!answered && Number.isInteger(n) && n >= 1 && n <= q.choices.length) {
        e.preventDefault();
        answerQuiz(q.role, n - 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [answered, q, answerQuiz]);
  const link = `${window.location.pathname}${writeUrlState({ ...store.getState(), quiz: false })}`;
  const right = choice === q.answer;
  return (
    <section className="quiz-card" role="dialog" aria-modal="false" aria-labelledby={`${id}-q`} data-testid="quiz-card">
      <p className="quiz-kicker">{t(msg('teach.quiz.kicker', { index: String(index + 1) }))}</p>
      <h2 id={`${id}-q`}>{t(q.question)}</h2>
      <div className="quiz-choices" role="group" aria-label={t(msg('teach.quiz.choices'))}>
        {q.choices.map((c, i) => {
          const mark = !answered ? '' : i === q.answer ? '✓' : i === choice ? '✗' : '';
          return (
            <button
              key={i}
              ref={i === 0 ? first : undefined}
              type="button"
              className={`quiz-choice${answered && i === q.answer ? ' right' : ''}${answered && i === choice && !right ? ' wrong' : ''}`}
              data-choice={i}
              data-correct={answered ? String(i === q.answer) : undefined}
              aria-pressed={answered ? i === choice : undefined}
              disabled={answered}
              onClick={() => answerQuiz(q.role, i)}
            >
              <span className="quiz-num" aria-hidden="true">
                {mark || i + 1}
              </span>
              {t(c)}
            </button>
          );
        })}
      </div>
      {answered ? (
        <div className="quiz-feedback" role="status" data-testid="quiz-feedback" data-right={right}>
          <p className="quiz-verdict">{t(right ? msg('teach.quiz.right') : msg('teach.quiz.wrong', { answer: q.choices[q.answer] }))}</p>
          <p>{t(q.why)}</p>
          <p className="quiz-actions">
            <button ref={reveal} type="button" className="quiz-reveal" onClick={() => revealQuiz(q.role)}>
              {t(msg('teach.quiz.reveal'))} →
            </button>
            <a
              href={link}
              onClick={(e) => {
                e.preventDefault();
                revealQuiz(q.role);
              }}
            >
              {t(msg('teach.quiz.link'))}
            </a>
          </p>
        </div>
      ) : (
        <p className="quiz-actions">
          <button type="button" className="quiz-skip" onClick={() => revealQuiz(q.role)}>
            {t(msg('teach.quiz.skip'))}
          </button>
          <span className="quiz-keys">{t(msg('teach.quiz.keys', { n: String(q.choices.length) }))}</span>
        </p>
      )}
    </section>
  );
}

/**
 * Predict, then reveal (`quiz=1`): before a step that has a question, the
 * step's views are hidden (and inert) behind the question until the reader
 * answers and asks for the step, or skips. Answers live in this page's store
 * only: nothing is stored or sent.
 */
export function QuizGate({ children }: { children: ReactNode }) {
  const step = useSim(selectStep);
  const scenario = useSim(selectScenario);
  const answers = useSim(selectQuizAnswers);
  const playing = useSim(selectPlaying);
  useSim(selectStepCount);
  const { setPlaying } = useActions();
  const q = questionFor(step.role, scenario);
  const pending = q !== null && !answers[q.role]?.revealed;
  // Playing stops at a question: the reader answers first.
  useEffect(() => {
    if (pending && playing) setPlaying(false);
  }, [pending, playing, setPlaying]);
  return (
    <>
      <div className="quiz-covered" inert={pending} data-covered={pending}>
        {children}
      </div>
      {pending && q && <QuizCard q={q} index={step.index} />}
    </>
  );
}
