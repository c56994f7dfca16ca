import { msg } from '../i18n/msg';
import { useT } from './i18n/useT';
import { useEffect, useRef } from 'react';
import { useSim, useActions } from '../store/SimProvider';
import { selectShowSetup, selectStepIndex, selectSteps } from '../store/selectors';
import { PhaseBadge } from './PhaseBadge';

/** Every step of the trace; SETUP collapses (it stays in the trace). */
export function StepList() {
  const t = useT();
  const steps = useSim(selectSteps);
  const index = useSim(selectStepIndex);
  const showSetup = useSim(selectShowSetup);
  const { goTo, setShowSetup } = useActions();
  const setupCount = steps.filter((s) => s.phase === 'SETUP').length;
  const listRef = useRef<HTMLOListElement>(null);
  // Keep the current step visible while playing or stepping with the keyboard, scrolling only the list
  // (container: 'nearest'): a page that holds the explorer in an iframe must not jump. Not on the first
  // drawing of step 1, which is in view already: scrolling forces a layout, and the first view needs none.
  const first = useRef(true);
  useEffect(() => {
    const mount = first.current;
    first.current = false;
    if (mount && index === 0) return;
    listRef.current
      ?.querySelector('[aria-current="step"]')
      ?.scrollIntoView({ block: 'nearest', container: 'nearest' } as ScrollIntoViewOptions);
  }, [index]);
  return (
    <nav className="step-list" aria-label={t(msg('ui.steps.label'))}>
      <button type="button" className="setup-toggle" aria-expanded={showSetup} onClick={() => setShowSetup(!showSetup)}>
        {showSetup ? '▾' : '▸'} {t(msg('ui.steps.setup', { n: setupCount }))}
      </button>
      <ol ref={listRef}>
        {steps.map((s) =>
          s.phase === 'SETUP' && !showSetup && s.index !== index ? null : (
            <li key={s.id}>
              <button
                type="button"
                className={`step-item${s.index === index ? ' current' : ''}${s.index < index ? ' done' : ''}`}
                aria-current={s.index === index ? 'step' : undefined}
                data-step-id={s.id}
                onClick={() => goTo(s.index)}
              >
                <PhaseBadge phase={s.phase} />
                <span className="step-title">{t(s.text.title)}</span>
              </button>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
