import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { msg } from '../../../i18n/msg';
import { afterNextPaint } from '../../loading/AfterPaint';
import { useT } from '../../shared/i18n/useT';

/**
 * A reading panel over the views (the sources, the questions people ask):
 * a labelled dialog whose scrolling body takes the focus (so ↓, Space and
 * PgDn scroll it), closes with Esc or ✕ before any layer under it does, and
 * gives the focus back to where the reader was.
 */
export function InfoPanel({ kind, title, onClose, children }: { kind: string; title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // After the panel's first frame is painted: focus() lays the page out, which doubled a first open's layout.
    const cancel = afterNextPaint(() => body.current?.focus({ preventScroll: true }));
    return () => {
      cancel();
      // Back to the citation or link that opened the panel, if it is still on the page.
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, []);
  useEffect(() => {
    // Capture phase: the panel is the top layer, so Esc closes it and not the start card beneath.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  // Keys pressed while reading stay in the panel: ← → Home End scroll or do nothing here, never change the step behind.
  const keep = (e: ReactKeyboardEvent) => {
    if (e.key !== 'Escape') e.stopPropagation();
  };
  return (
    <section
      className={`floating-panel info-panel info-${kind}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={id}
      data-testid={`${kind}-panel`}
      onKeyDown={keep}
    >
      {/* Not a <header>: axe takes a header inside a dialog for a second banner beside the page's. */}
      <div className="info-head">
        <h2 id={id}>{title}</h2>
        <button type="button" className="info-close" onClick={onClose} aria-label={t(msg('ui.info.close'))}>
          ✕
        </button>
      </div>
      <div ref={body} className="info-body" tabIndex={-1} data-testid={`${kind}-body`}>
        {children}
      </div>
    </section>
  );
}
