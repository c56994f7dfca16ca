/**
 * What every view of a step needs, and nothing more: the simulation core (the store's trace engine), the English of
 * the drawings and the step texts, the two drawings and the screen reader's narration. An embed and the lecture view
 * load this chunk and the view they show; the explorer's chunk (parts.ts) adds the panels and the rest of the English.
 */
import '../../shared/i18n/englishDrawings';

export { engine } from '../../../store/traceCache';
export { MemoryMaps } from '../../maps/MemoryMaps';
export { Topology } from '../../topology/Topology';
export { Narration } from '../Narration';
export { DrawingOrigin } from '../walk/DrawingOrigin';
