import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { SimStore } from '../../store/createSimStore';
import { SimStoreProvider } from '../../store/SimProvider';

/**
 * Renders a lazy panel once, in the idle prefetch, hidden in the box it will open in, lays it out and removes it,
 * all in one task (no frame is painted between, and no other script sees it): its first open then finds V8's code
 * compiled, the style and the text shaping of its lines cached. At CPU throttling 4× the Code tab's first open took
 * 126-159 ms, its second 43-88 (style 12 ms then 4, layout 24 then 8, script 60 then 30).
 */
export function warmRender(store: SimStore, Panel: ComponentType, where: Element | null): void {
  if (!where) return;
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.inert = true;
  box.style.cssText = `position:absolute;visibility:hidden;contain:strict;width:${where.clientWidth}px;height:${where.clientHeight}px`;
  where.append(box);
  const root = createRoot(box);
  try {
    flushSync(() =>
      root.render(
        <SimStoreProvider store={store}>
          <Panel />
        </SimStoreProvider>,
      ),
    );
    void box.offsetHeight;
  } finally {
    root.unmount();
    box.remove();
  }
}
