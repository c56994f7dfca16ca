import type { MemTouch } from '../../../sim/trace/types';
import { panelsFor } from '../../shared/layout/stepFocus';
import { MAPS_H, MAPS_W, PANELS } from './mapsLayout';
import { mrPageList } from './mrPages';
import { mrPanelLayout } from './mrPanelLayout';

export type MapPanelId = keyof typeof PANELS;
const ORDER: readonly MapPanelId[] = ['phys', 'va', 'mr'];

/** The memory maps cropped to what a step concerns: the panels it touches (a contiguous run), and the viewBox around them. */
export interface MapsFocus {
  panels: ReadonlySet<MapPanelId>;
  viewBox: { x: number; y: number; w: number; h: number };
}

export const ALL_MAPS: MapsFocus = { panels: new Set(ORDER), viewBox: { x: 0, y: 0, w: MAPS_W, h: MAPS_H } };

/**
 * For a slide: the panels the step touches, and those between them (panels sit
 * side by side, so the crop stays one rectangle). A step touching no memory,
 * and the misconception (its window spans the panels), keep all three. B's MR
 * panel alone ends where what it draws ends: a one-page MR filled a third of
 * its full height, and its slide (B2, B4) was two thirds empty.
 */
export function mapsFocus(touches: readonly MemTouch[], misconception: boolean, s: MrScenario): MapsFocus {
  const touched = panelsFor(touches);
  if (misconception || touched.size === 0) return ALL_MAPS;
  const idx = ORDER.map((p, i) => (touched.has(p) ? i : -1)).filter((i) => i >= 0);
  const from = Math.min(...idx);
  const to = Math.max(...idx);
  const panels = new Set(ORDER.slice(from, to + 1));
  const left = PANELS[ORDER[from]];
  const right = PANELS[ORDER[to]];
  const x = Math.max(0, left.x - 2);
  const x2 = Math.min(MAPS_W, right.x + right.w + 2);
  const h = from === to && ORDER[from] === 'mr' ? mrContentHeight(s) : MAPS_H;
  return { panels, viewBox: { x, y: 0, w: x2 - x, h } };
}

/** What the MR panel needs of the scenario: its pages and their addresses. */
export type MrScenario = Parameters<typeof mrPageList>[0] & Parameters<typeof mrPanelLayout>[0];

/** The height of B's MR panel's drawing, from the top of the maps: never more than the panel's. */
export function mrContentHeight(s: MrScenario): number {
  return Math.min(MAPS_H, Math.ceil(mrPanelLayout(s, mrPageList(s).pages.length, false).contentBottom) + 2);
}
