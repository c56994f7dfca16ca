import { memo, useCallback, useEffect, useRef } from 'react';
import { msg } from '../../i18n/msg';
import type { Step } from '../../sim/trace/types';
import { useActions, useSim } from '../../store/SimProvider';
import { selectShowSetup, selectStepIndex, selectSteps } from '../../store/selectors';
import { useT } from '../shared/i18n/useT';
import { PhaseBadge } from '../shared/PhaseBadge';
import { StepOrigin } from './walk/StepOrigin';

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
  // (container: 'nearest'): a page that holds the explorer in an iframe must not jump. Scrolling forces a layout
  // in the middle of the step's update, so it happens only when needed: an IntersectionObserver (which reads no
  // layout itself) keeps the rows now fully in view, and a row already among them is not scrolled to. Rows, not step
  // ids: a folded setup step's row is mounted anew when it becomes current (Home). After the list scrolls, every row
  // is observed afresh: an observer reports only what crosses a threshold, and Chromium may report a row that the
  // scroll took away only at a later frame (a Home pressed then found the first row "in view" and did not scroll).
  const inView = useRef(new Set<Element>());
  const observer = useRef<IntersectionObserver | null>(null);
  const watchRows = useCallback(() => {
    const io = observer.current;
    const list = listRef.current;
    if (!io || !list) return;
    io.disconnect();
    inView.current.clear();
    for (const el of list.querySelectorAll<HTMLElement>('[data-step-id]')) io.observe(el);
  }, []);
  // Whether any of the list is on screen: on a phone, or in the focus layout, it is hidden until opened, and
  // scrolling a hidden list would only force a layout inside each step change. Opened, it shows the current step.
  const shown = useRef(false);
  const navRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the items to observe change with the steps and the setup toggle
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') return;
    const seen = inView.current;
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.intersectionRatio >= 0.99 && e.target.isConnected) seen.add(e.target);
          else seen.delete(e.target);
        }
      },
      { threshold: [0, 0.99] },
    );
    observer.current = io;
    watchRows();
    return () => {
      io.disconnect();
      observer.current = null;
      seen.clear();
    };
  }, [steps, showSetup]);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || typeof IntersectionObserver === 'undefined') {
      shown.current = true;
      return;
    }
    const io = new IntersectionObserver((entries) => {
      const now = entries[entries.length - 1].isIntersecting;
      const opened = now && !shown.current;
      shown.current = now;
      const current = listRef.current?.querySelector<HTMLElement>('[aria-current="step"]');
      if (opened && current && !inView.current.has(current)) {
        current.scrollIntoView({ block: 'center', container: 'nearest' } as ScrollIntoViewOptions);
        watchRows();
      }
    });
    io.observe(nav);
    return () => io.disconnect();
  }, [watchRows]);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on each step change (the current item is read from the list)
  useEffect(() => {
    // The first drawing is left to the list's observer above: it scrolls once the list is on screen.
    if (first.current) {
      first.current = false;
      return;
    }
    if (!shown.current) return;
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!current || inView.current.has(current)) return;
    current.scrollIntoView({ block: 'center', container: 'nearest' } as ScrollIntoViewOptions);
    watchRows();
  }, [index]);
  return (
    <nav ref={navRef} className="step-list" aria-label={t(msg('ui.steps.label'))}>
      <button type="button" className="setup-toggle" aria-expanded={showSetup} onClick={() => setShowSetup(!showSetup)}>
        {showSetup ? '▾' : '▸'} {t(msg('ui.steps.setup', { n: setupCount }))}
      </button>
      <ol ref={listRef}>
        {steps.map((s) =>
          s.phase === 'SETUP' && !showSetup && s.index !== index ? null : (
            <StepRow key={s.id} step={s} state={s.index === index ? 'current' : s.index < index ? 'done' : 'ahead'} goTo={goTo} />
          ),
        )}
      </ol>
    </nav>
  );
}

/**
 * One row: drawn again only when its state changes (a step change redraws two rows, not the list; the list was
 * a part of each step change's first frame).
 */
const StepRow = memo(function StepRow({
  step,
  state,
  goTo,
}: {
  step: Step;
  state: 'current' | 'done' | 'ahead';
  goTo: (index: number) => void;
}) {
  const t = useT();
  return (
    <li>
      <button
        type="button"
        className={`step-item${state === 'ahead' ? '' : ` ${state}`}`}
        aria-current={state === 'current' ? 'step' : undefined}
        data-step-id={step.id}
        onClick={() => goTo(step.index)}
      >
        <PhaseBadge phase={step.phase} />
        <span className="step-title">{t(step.text.title)}</span>
        <StepOrigin step={step} short />
      </button>
    </li>
  );
});
