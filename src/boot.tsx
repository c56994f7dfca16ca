// The page's program, run once its first frame is painted (src/main.tsx): it hydrates the prerendered first view, or
// draws the view a deep link names.
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Lang } from './i18n/msg';
import { FIRST_VISIT, Root } from './Root';
import { loadCatalogue } from './views/shared/i18n/catalogues';
import { loadDrawings, loadExplorer } from './views/shell/explorer/lazyParts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language the page's head script chose before the first paint (?lang=, a remembered choice, the browser's
// languages: src/i18n/pickLang.ts); the prerendered first view is already in it.
const pageLang: Lang = document.documentElement.lang === 'zh-CN' ? 'zh-CN' : 'en';
const traditional = document.documentElement.hasAttribute('data-traditional');

if (!window.location.search && root.hasAttribute('data-prerendered')) {
  // The first view is in the HTML already (built by src/prerender.tsx): React attaches to it without changing a pixel
  // (this module runs once the browser has painted it: src/main.tsx). The panels that draw the trace, and the core,
  // come in a second chunk: asked for at once, while the shell hydrates.
  // A Chinese first view hydrates with its catalogue in: the first render must be the HTML's own words.
  const hydrate = () => {
    void loadExplorer();
    hydrateRoot(root, <Root init={{ ...FIRST_VISIT, lang: pageLang, langNote: traditional }} />);
    // The first frame is long painted: drawings created from now on show at once (see styles.css, first-frame-hidden).
    root.removeAttribute('data-prerendered');
  };
  void loadCatalogue(pageLang).then(hydrate, hydrate);
} else {
  // A deep link (?step=…): the shell painted at once (the prerendered panels are hidden by a class the page's
  // first inline script sets); the view the link names is drawn here, once the URL parser and the core are in.
  // Both fetched at once; drawn in one go (flushSync) as soon as both are in, so the page's load event finds the view drawn.
  // The prerendered panels show the default step, not the linked one: they go now (hidden already, their grid cells
  // keep their size), so nothing (a reader, a script, a test) can take the default step's text for the linked one's.
  for (const stale of root.querySelectorAll('.layout > *')) stale.remove();
  // An embed and the lecture view draw one view: they fetch the drawings' chunk, not the whole explorer's (read here
  // as the URL parser reads the two keys; a link it then reads otherwise loads what its view asks for itself).
  const query = new URLSearchParams(window.location.search);
  const oneView = ['1', 'true'].includes(query.get('embed') ?? '') || query.get('mode') === 'lecture';
  void Promise.all([import('./store/urlState'), oneView ? loadDrawings() : loadExplorer()]).then(async ([{ readUrlState }]) => {
    const { init } = readUrlState(window.location.search, pageLang);
    // Drawn in its language at once: the shell painted in it already (the head script), so no English between.
    await loadCatalogue(init.lang ?? 'en').catch(() => undefined);
    init.langNote = traditional && init.lang === 'zh-CN';
    root.removeAttribute('data-prerendered');
    const app = createRoot(root);
    flushSync(() => app.render(<Root init={init} />));
  });
}
