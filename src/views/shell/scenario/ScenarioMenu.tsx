import { msg } from '../../../i18n/msg';
import { useT } from '../../shared/i18n/useT';
import { Suspense, useEffect, useId, useRef } from 'react';
import { useActions, useSim } from '../../../store/SimProvider';
import { selectPanel } from '../../../store/stateSelectors';
import { lazyAfterExplorer } from '../explorer/lazyParts';
import { Pending } from '../../shared/readiness';
import { PanelBoundary } from '../../shared/PanelBoundary';
import './scenario.css';

/** The panel's code (the form, the presets, the checks) comes when it is first opened. */
const ScenarioPanel = lazyAfterExplorer(() => import('./ScenarioPanel').then((m) => m.ScenarioPanel));

/**
 * The header's "Scenario" button and the panel it opens below it. The panel is
 * not modal: the views stay visible and follow each valid change. Escape (from
 * anywhere) closes it and gives the focus back to the button. Whether it is
 * open is part of the link (`panel=scenario`).
 */
export function ScenarioMenu() {
  const t = useT();
  const open = useSim(selectPanel) === 'scenario';
  const { setPanel } = useActions();
  const setOpen = (on: boolean) => setPanel(on ? 'scenario' : null);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = () => {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
  };

  useEffect(() => {
    if (!open) return;
    box.current?.querySelector<HTMLElement>('.scn-form input')?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setPanel(null);
      button.current?.focus({ preventScroll: true });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setPanel]);

  return (
    <div className="scenario-menu" ref={box}>
      <button
        ref={button}
        type="button"
        className="scenario-button"
        data-testid="scenario-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        ⚙ {t(msg('ui.scenario.button'))}
      </button>
      {open && (
        <PanelBoundary name="scenario">
          <Suspense fallback={<Pending />}>
            <ScenarioPanel id={panelId} onClose={close} />
          </Suspense>
        </PanelBoundary>
      )}
    </div>
  );
}
