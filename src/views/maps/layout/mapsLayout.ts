import { type Rect, rect } from '../../shared/layout/geometry';

/** The memory maps' drawing: three panels side by side, in viewBox units (about a CSS pixel each at 1280x720). */
export const MAPS_W = 630;
export const MAPS_H = 330;
export const MAP_TOP = 26;
export const MAP_BOTTOM = MAPS_H - 6;

export const PANELS: Record<'phys' | 'va' | 'mr', Rect> = {
  phys: rect(2, 2, 234, MAPS_H - 4),
  va: rect(240, 2, 186, MAPS_H - 4),
  mr: rect(430, 2, 198, MAPS_H - 4),
};
