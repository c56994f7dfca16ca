import { Suspense, useEffect, useId, useRef } from 'react';
import { msg } from '../../i18n/msg';
import { useActions, useSim } from '../../store/SimProvider';
import { selectPanel } from '../../store/stateSelectors';
import { lazyAfterExplorer } from './explorer/lazyParts';
import { Pending } from '../shared/readiness';
import { useT } from '../shared/i18n/useT';
import { PanelBoundary } from '../shared/PanelBoundary';
import '../teach/share/share.css';

/** The panel's code (links, embed code, images) comes when it is first opened. */
const SharePanel = lazyAfterExplorer(() => import('../teach/share/SharePanel').then((m) => m.SharePanel));

/** The header's "Share" button and its panel: links, embed code, images of the step, the classroom modes. Open is part of the link (`panel=share`). */
export function ShareMenu() {
  const t = useT();
  const open = useSim(selectPanel) === 'share';
  const { setPanel } = useActions();
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setPanel(null);
    button.current?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (!open) return;
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
    <div className="share-menu">
      <button
        ref={button}
        type="button"
        className="share-button"
        data-testid="share-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setPanel('share'))}
      >
        {t(msg('teach.share.button'))}
      </button>
      {open && (
        <PanelBoundary name="share">
          <Suspense fallback={<Pending />}>
            <SharePanel id={panelId} onClose={close} />
          </Suspense>
        </PanelBoundary>
      )}
    </div>
  );
}
