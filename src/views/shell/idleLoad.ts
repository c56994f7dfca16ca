import type { Mode } from '../../store/vocabularies';
import { isHandoutMode } from '../../store/vocabularies';

/**
 * What a page loads once its first step is drawn, and so what its idle prefetch may then fetch: what its own controls
 * can open. The explorer: its chunk, then every tab's and panel's. The lecture view: the drawings it shows, then the
 * explorer (its one way out opens it). An embed opens nothing in the page (its link opens a new one) and a handout has
 * no controls: they load what they show themselves, and prefetch nothing.
 */
export function idleLoadFor(embed: boolean, mode: Mode): 'explorer' | 'drawings-then-explorer' | 'none' {
  if (embed || isHandoutMode(mode)) return 'none';
  return mode === 'lecture' ? 'drawings-then-explorer' : 'explorer';
}
