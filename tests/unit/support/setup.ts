// The app loads the core and the views' English in a second chunk (src/ui/explorer/parts.ts); unit tests
// import views and stores directly, so both are loaded here first, as the explorer's chunk would.
import '../../../src/store/traceCache';
import '../../../src/ui/i18n/englishViews';
