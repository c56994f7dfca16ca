import { type ComponentType, type CSSProperties, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useActions, useSim } from '../../store/SimProvider';
import { selectPanel } from '../../store/stateSelectors';
import type { Panel } from '../../store/vocabularies';
import { Pending } from '../loading/readiness';
import { PanelBoundary } from '../shared/PanelBoundary';

/** The gap a panel keeps from the window's edges. */
const EDGE_PX = 8;

/**
 * How far the open panel moves right (or left, negative) to stay inside the window: it hangs from its button's
 * right edge, and a button near the left of a narrow window would push it past the left edge.
 */
function usePanelShift(open: boolean, box: { current: HTMLDivElement | null }): number {
  const [shift, setShift] = useState(0);
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const keepOnScreen = () => {
      const el = box.current?.querySelector<HTMLElement>('.menu-panel');
      const anchor = box.current?.getBoundingClientRect();
      // The panel's code may still be loading: look again next frame.
      if (!el || !anchor) {
        frame = requestAnimationFrame(keepOnScreen);
        return;
      }
      const left = anchor.right - el.offsetWidth;
      const right = anchor.right;
      setShift(left < EDGE_PX ? EDGE_PX - left : right > window.innerWidth - EDGE_PX ? window.innerWidth - EDGE_PX - right : 0);
    };
    keepOnScreen();
    window.addEventListener('resize', keepOnScreen);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', keepOnScreen);
    };
  }, [open, box]);
  return open ? shift : 0;
}

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
  const shift = usePanelShift(open, box);
  return (
    <div className={`header-menu ${panel}-menu`} ref={box} style={{ '--menu-shift': `${shift}px` } as CSSProperties}>
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
