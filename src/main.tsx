import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_VISIT, Root } from './Root';
import { loadExplorer } from './ui/explorer/lazyParts';
import './ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The panels that draw the trace, and the core, come in a second chunk: ask for it now, while React hydrates the shell.
void loadExplorer();

if (!window.location.search && root.hasAttribute('data-prerendered')) {
  // The first view is in the HTML already (built by src/prerender.tsx): React attaches to it without changing a pixel.
  hydrateRoot(root, <Root init={FIRST_VISIT} />);
} else {
  // A deep link (?step=…): the shell painted at once (the prerendered panels are hidden by a class the page's
  // first inline script sets); the view the link names is drawn here, once the URL parser and the core are in.
  void import('./store/urlState').then(({ readUrlState }) => {
    const { init } = readUrlState(window.location.search);
    root.removeAttribute('data-prerendered');
    createRoot(root).render(<Root init={init} />);
  });
}
