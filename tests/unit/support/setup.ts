// The app loads the core, the views' English and the panels that draw the trace in a second chunk
// (src/views/shell/explorer/parts.ts). Unit tests render views and stores directly: that chunk is loaded here first,
// as the page would, so the panels render at once (no Suspense fallback) in server renders.
import '../../../src/store/traceCache';
import '../../../src/views/shared/i18n/englishViews';
import { loadExplorer } from '../../../src/views/shell/explorer/lazyParts';

await loadExplorer();
