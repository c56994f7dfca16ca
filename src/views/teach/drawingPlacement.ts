import type { CSSProperties } from 'react';

/** Wider than this (width over height), a drawing goes above or under the text; narrower, beside it. */
const BESIDE_BELOW_ASPECT = 1.5;

/**
 * Where a teaching layout (the embed, the lecture view) puts a drawing of
 * this viewBox: beside the text when it is narrow (a memory map cropped to a
 * panel or two), with its aspect ratio and width (viewBox units) for the CSS; else above or under it.
 */
export function drawingPlacement(viewBox: { w: number; h: number } | null): { beside: boolean; style?: CSSProperties } {
  const aspect = viewBox && viewBox.h > 0 ? viewBox.w / viewBox.h : 0;
  if (!viewBox || aspect <= 0 || aspect >= BESIDE_BELOW_ASPECT) return { beside: false };
  return {
    beside: true,
    style: { '--drawing-aspect': aspect.toFixed(4), '--drawing-w': viewBox.w.toFixed(1) } as CSSProperties,
  };
}
