import type { TraceEngine } from './engine';

/**
 * The simulation core, loaded when first needed: the page's first chunk has no trace code (its first view is
 * prerendered HTML), and the core comes with the drawings that use it (src/views/shell/explorer/parts.ts imports the
 * same module, so it is fetched once).
 */
export function loadEngine(): Promise<TraceEngine> {
  return import('./traceCache').then((m) => m.engine);
}
