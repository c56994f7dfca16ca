/**
 * The explorer's second chunk: the simulation core (the store's trace engine),
 * the English of the views, and every panel that draws the trace. The page
 * asks for it as soon as its first script runs; until it is here the
 * prerendered HTML of these panels stays on screen as it is (React hydrates
 * them when it arrives), and actions that need the trace wait for it (the
 * store's engine is a promise of this chunk's: src/store/loadEngine.ts). The
 * drawings and the core are drawingParts.ts's, which an embed loads alone.
 */
import '../../shared/i18n/englishViews';

export { Controls } from '../Controls';
export { PanelTabs } from '../PanelTabs';
export { StepList } from '../StepList';
export { StepPanel } from '../StepPanel';
export { PhoneReadingLinks } from '../sources/ReadingLinks';
export { DrawingOrigin, engine, MemoryMaps, Narration, Topology } from './drawingParts';
