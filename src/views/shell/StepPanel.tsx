import { msg } from '../../i18n/msg';
import { useSim } from '../../store/SimProvider';
import { selectStep, selectSteps, selectTrace } from '../../store/selectors';
import { ChecksTable } from '../bytes/ChecksTable';
import { ACTOR_LABEL } from '../shared/actorLabels';
import { Glossed } from '../shared/glossary/Glossed';
import { useNarrow } from '../shared/hooks/useNarrow';
import { useRich, useT } from '../shared/i18n/useT';
import { PhaseBadge } from '../shared/PhaseBadge';
import { CiteLine } from '../shared/sources/CiteLine';
import { Counters } from './Counters';
import { SetupFold } from './SetupFold';
import { ReadingLinks } from './sources/ReadingLinks';
import { ModelDiffTable } from './walk/ModelDiffTable';
import { StepOrigin } from './walk/StepOrigin';
import { WalkBanner } from './walk/WalkBanner';

/** Who acts in a step, as the panel names them. */

/** The current step: what happens, what really happens, and the counters after it. */
export function StepPanel() {
  const t = useT();
  const rich = useRich();
  const step = useSim(selectStep);
  const steps = useSim(selectSteps);
  const machine = useSim((st) => selectTrace(st).machine);
  const messageBytes = useSim((st) => selectTrace(st).scenario.messageBytes);
  const prev = step.index > 0 ? steps[step.index - 1].state : null;
  const sources = step.text.sources ?? [];
  // On a phone the sources fold to one line (a tap opens them): unfolded, they came between the text and the drawing.
  const narrow = useNarrow();
  const sourcesLine = (
    <>
      {narrow && <summary>{t(msg('ui.step.sourcesFold', { n: sources.length }))}</summary>}
      <p className="sources" data-testid="step-sources">
        {rich(msg('ui.step.sources'), {
          sources: sources.map((c, i) => (
            <span key={i}>
              {i > 0 ? t(msg('ui.step.sourceSeparator')) : ''}
              <CiteLine cite={c} />
            </span>
          )),
        })}
      </p>
    </>
  );
  return (
    <section className="step-panel" aria-labelledby="step-title">
      {step.view.misconception && <p className="misconception-banner">{t(msg('ui.step.misconceptionBanner'))}</p>}
      {machine === 'rxe' && (
        <p className="rxe-note" data-testid="rxe-drawings-note">
          {t(msg('ui.step.rxeDrawingsNote'))}
        </p>
      )}
      <WalkBanner />
      <header>
        <PhaseBadge phase={step.phase} />
        <h2 id="step-title">{t(step.text.title)}</h2>
      </header>
      {step.origin && (
        <p className="step-origin-line" data-testid="step-origin">
          <StepOrigin step={step} />
        </p>
      )}
      <p className="actor">{t(msg('ui.step.actor', { actor: msg(ACTOR_LABEL[step.actor]) }))}</p>
      <SetupFold />
      <div className="summary">
        {step.text.summary.map((p, i) => (
          <p key={i}>
            <Glossed text={t(p)} />
          </p>
        ))}
      </div>
      {step.text.reality && (
        <aside className="reality" aria-label={t(msg('ui.step.reality'))}>
          <h3>{t(msg('ui.step.reality'))}</h3>
          <p>
            <Glossed text={t(step.text.reality)} />
          </p>
        </aside>
      )}
      {step.text.asides?.map((a) => (
        <aside key={a.kind} className={`step-aside aside-${a.kind}`} data-aside={a.kind} aria-label={t(a.title)}>
          <h3>{t(a.title)}</h3>
          <ul>
            {a.points.map((p, i) => (
              <li key={i}>
                <Glossed text={t(p)} />
              </li>
            ))}
          </ul>
        </aside>
      ))}
      {step.checks && <ChecksTable checks={step.checks} by={step.actor} />}
      {step.origin?.kind === 'captured' && <ModelDiffTable step={step} />}
      {/* After the table and the asides: the step's content comes first, its sources under it. */}
      {sources.length > 0 && (narrow ? <details className="sources-fold">{sourcesLine}</details> : sourcesLine)}
      {/* On a phone they come at the end of the page instead (PhoneReadingLinks): here, between the text and the
          drawing, they read as the step's end, and a newcomer stopped there. */}
      {!narrow && (
        <p className="step-reading">
          <ReadingLinks />
        </p>
      )}
      <Counters state={step.state} prev={prev} machine={machine} messageBytes={messageBytes} />
    </section>
  );
}
