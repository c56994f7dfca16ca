import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { msg } from '../../i18n/msg';
import { Pending } from '../loading/readiness';
import { useT } from '../shared/i18n/useT';
import { loadExplorer } from './explorer/lazyParts';

type HandoutModule = typeof import('../teach/print/Handout');

let loaded: HandoutModule | null = null;
const load = () =>
  Promise.all([loadExplorer(), import('../teach/print/Handout')]).then(([, m]) => {
    loaded = m;
    return m;
  });
const LazyHandout = lazy(() => load().then((m) => ({ default: m.Handout })));
type HandoutMode = 'print' | 'print-compact';

function Preparing() {
  const t = useT();
  return <p className="loading">{t(msg('teach.print.loading'))}</p>;
}

/**
 * The handout: every step with its diagram, text and key bytes. In
 * `mode=print` (or `print-compact`, two steps a page) it replaces the views (`page`); when the browser prints from
 * any other view (Ctrl+P) it is drawn beside them (`forPrint`), and the print
 * style sheet shows only it. For that, its code is fetched when the page is
 * idle, so `beforeprint` can draw it at once. `onPrint` false (an embed): printing prints the view as it is.
 */
export function usePrintHandout(asked: HandoutMode | null, onPrint = true): { page: ReactNode; forPrint: ReactNode } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (asked || !onPrint) return;
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void load().catch(() => undefined));
    const before = () => {
      if (loaded) flushSync(() => setPrinting(true));
    };
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      cancel(id);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [asked, onPrint]);
  if (asked)
    return {
      page: (
        <div className="app app-print theme-light" data-theme="light">
          <Suspense
            fallback={
              <Pending>
                <Preparing />
              </Pending>
            }
          >
            <LazyHandout compact={asked === 'print-compact'} />
          </Suspense>
        </div>
      ),
      forPrint: null,
    };
  if (printing && loaded) {
    const { Handout } = loaded;
    return {
      page: null,
      forPrint: (
        <div className="app app-print for-print theme-light" data-theme="light">
          <Handout />
        </div>
      ),
    };
  }
  return { page: null, forPrint: null };
}
