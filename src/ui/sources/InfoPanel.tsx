import { type ReactNode, useEffect, useId, useRef } from 'react';
import { msg } from '../../i18n/msg';
import { useT } from '../i18n/useT';
import './info.css';

/**
 * A reading panel over the views (the sources, the questions people ask):
 * a labelled dialog that takes the focus, closes with Esc or ✕, and gives the
 * focus back to the page.
 */
export function InfoPanel({ kind, title, onClose, children }: { kind: string; title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <section
      ref={box}
      className={`info-panel info-${kind}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={id}
      tabIndex={-1}
      data-testid={`${kind}-panel`}
    >
      <header>
        <h2 id={id}>{title}</h2>
        <button type="button" className="info-close" onClick={onClose} aria-label={t(msg('ui.info.close'))}>
          ✕
        </button>
      </header>
      <div className="info-body">{children}</div>
    </section>
  );
}
