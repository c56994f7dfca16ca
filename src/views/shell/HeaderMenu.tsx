import { type ComponentType, type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { useActions, useSim } from '../../store/SimProvider';
import { selectPanel } from '../../store/stateSelectors';
import type { Panel } from '../../store/vocabularies';
import { PanelBoundary } from '../shared/PanelBoundary';
import { Pending } from '../shared/readiness';
import '../shared/floatingPanel.css';
import './headerMenu.css';

/**
 * A header button and the panel it opens under it (the scenario form, the share panel). The panel is not modal:
 * the views stay visible. Escape (from anywhere) closes it and gives the focus back to the button. Whether it is
 * open is part of the link (`panel=`). The panel's code comes when it is first opened (`Body`, a lazy component).
 */
export function HeaderMenu({
  panel,
  label,
  Body,
  focusOnOpen,
}: {
  panel: Panel;
  label: ReactNode;
  Body: ComponentType<{ id: string; onClose: () => void }>;
  /** What takes the focus when the panel opens (a selector inside it), if anything. */
  focusOnOpen?: string;
}) {
  const open = useSim(selectPanel) === panel;
  const { setPanel } = useActions();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = () => {
    setPanel(null);
    button.current?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (!open) return;
    if (focusOnOpen) box.current?.querySelector<HTMLElement>(focusOnOpen)?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setPanel(null);
      button.current?.focus({ preventScroll: true });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setPanel, focusOnOpen]);
  return (
    <div className={`header-menu ${panel}-menu`} ref={box}>
      <button
        ref={button}
        type="button"
        className={`menu-button ${panel}-button`}
        data-testid={`${panel}-button`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setPanel(panel))}
      >
        {label}
      </button>
      {open && (
        <PanelBoundary name={panel}>
          <Suspense fallback={<Pending />}>
            <Body id={panelId} onClose={close} />
          </Suspense>
        </PanelBoundary>
      )}
    </div>
  );
}
