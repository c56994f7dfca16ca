// The app loads the core, the views' English and the panels that draw the trace in a second chunk
// (src/views/shell/explorer/parts.ts). A test that renders views imports this module first: the chunk is loaded as the
// page would load it, so the panels render at once (no Suspense fallback) in server renders.
import '../../../src/views/shared/i18n/englishViews';
import { loadExplorer } from '../../../src/views/shell/explorer/lazyParts';

await loadExplorer();
