import type { CSSProperties } from 'react';

/**
 * The handout's page geometry, shared by A4 and US Letter: the print area is
 * the smaller of the two (A4 is narrower, Letter shorter) with 12 mm margins,
 * so one layout fits both. The style sheet reads the same numbers as CSS
 * custom properties (`pageVars`).
 */
export const PAGE_MARGIN_MM = 12;
const A4 = { w: 210, h: 297 };
const LETTER = { w: 215.9, h: 279.4 };
export const PRINT_WIDTH_MM = Math.min(A4.w, LETTER.w) - 2 * PAGE_MARGIN_MM;
/** A little under Letter's 255.4 mm, so rounding in the browser's layout never pushes a line over. */
export const PRINT_HEIGHT_MM = Math.min(A4.h, LETTER.h) - 2 * PAGE_MARGIN_MM - 4;
/** The compact handout holds two steps a page, with a rule between them. */
export const COMPACT_GAP_MM = 6;
export const COMPACT_STEP_MM = (PRINT_HEIGHT_MM - COMPACT_GAP_MM) / 2;
/** Below this a step is shrunk no further (its smallest type would go under about 6.5 pt); it splits instead. */
export const MIN_ZOOM = 0.8;

const PX_PER_MM = 96 / 25.4;

export type Fit = { kind: 'fits' } | { kind: 'zoom'; zoom: number } | { kind: 'split' };

/** How a step of `heightPx` CSS px fits a page slot of `slotMm`: as it is, shrunk, or split at a block boundary. */
export function fitOf(heightPx: number, slotMm: number, minZoom = MIN_ZOOM): Fit {
  const slot = slotMm * PX_PER_MM;
  if (heightPx <= slot) return { kind: 'fits' };
  const zoom = Math.floor((slot / heightPx) * 1000) / 1000;
  return zoom >= minZoom ? { kind: 'zoom', zoom } : { kind: 'split' };
}

export const pageVars = {
  '--print-w': `${PRINT_WIDTH_MM}mm`,
  '--print-h': `${PRINT_HEIGHT_MM}mm`,
  '--compact-h': `${COMPACT_STEP_MM}mm`,
  '--compact-gap': `${COMPACT_GAP_MM}mm`,
} as CSSProperties;
