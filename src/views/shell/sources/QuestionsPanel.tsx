import { msg } from '../../../i18n/msg';
import { useActions, useSimStore } from '../../../store/SimProvider';
import { selectSteps } from '../../../store/selectors';
import { useT } from '../../shared/i18n/useT';
import { CiteLine } from '../../shared/sources/CiteLine';
import { InfoPanel } from './InfoPanel';
import { PEOPLE_ASK, type PeopleAsk } from './peopleAsk';
import { ReadingLinks } from './ReadingLinks';

/**
 * "Questions people ask": the thread's questions, each with a short answer, a
 * link to the step that shows it (and, where the imagined design is the
 * question, to the misconception), and its sources.
 */
export function QuestionsPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const store = useSimStore();
  const { goTo, setMisconception, setPanel, dismissIntro, setTab, setScenario } = useActions();
  const show = (q: PeopleAsk, misconception: boolean) => {
    const st = store.getState();
    if (st.misconception) setMisconception(false);
    if (q.scenario) setScenario(q.scenario(st.scenario));
    const steps = selectSteps(store.getState());
    const index = steps.findIndex((s) => s.role === q.step);
    if (index >= 0) goTo(index);
    if (misconception) {
      setMisconception(true);
      const failure = q.misconceptionFailure;
      const at = failure
        ? selectSteps(store.getState()).findIndex(
            (s) => s.role === 'misconception-failure' && s.view.misconception?.failures.includes(failure),
          )
        : -1;
      if (at >= 0) goTo(at);
    }
    if (q.tab && !misconception) setTab(q.tab);
    dismissIntro();
    setPanel(null);
    // A phone may have been panned to reach the panel: the step shown starts at the page's left edge.
    window.scrollTo(0, 0);
  };
  return (
    <InfoPanel kind="questions" title={t(msg('ui.questions.title'))} onClose={onClose}>
      <p className="info-intro">{t(msg('ui.questions.intro'))}</p>
      <p className="info-nav">
        <ReadingLinks questions={false} />
      </p>
      <ol className="questions-list">
        {PEOPLE_ASK.map((q) => (
          <li key={q.id} data-question={q.id}>
            <h3>{t(msg(q.question))}</h3>
            <p>{t(msg(q.answer, q.answerParams))}</p>
            <p>
              <button type="button" className="source-link" data-show="step" onClick={() => show(q, false)}>
                {t(msg('ui.questions.showStep'))}
              </button>
              {q.misconception && (
                <>
                  {' · '}
                  <button type="button" className="source-link" data-show="misconception" onClick={() => show(q, true)}>
                    {t(msg('ui.questions.showMisconception'))}
                  </button>
                </>
              )}
            </p>
            <p className="muted">
              {t(msg('ui.questions.sources'))} <CiteLine cite={q.sources} />
            </p>
          </li>
        ))}
      </ol>
    </InfoPanel>
  );
}
