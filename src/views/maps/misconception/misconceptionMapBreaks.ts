import { type Msg, msg } from '../../../i18n/msg';
import { type FailureId, figure, type MisconceptionFigures } from '../../../sim/misconception';
import { countParam, formatSizeDrawing } from '../../shared/displayFormat';
import type { Rect } from '../../shared/layout/geometry';
import { BREAK_R, type BreakSpot } from '../../shared/misconception/breaks';
import type { WindowProjection } from './misconceptionWindow';

/**
 * The failures the memory maps can show: the window's size on B's RAM bar
 * (host A's physical map), the missing rkey check at the MTT and the
 * unpinned pages (host B's panel). The others have no place in a map.
 */
export type MapFailure = Extract<FailureId, 'size' | 'protection' | 'pinning'>;

/** Host A's physical map: the size failure, just above the window's sliver on B's RAM, labelled over the free corner beside the projection. */
export function physBreak(win: WindowProjection): BreakSpot {
  const x = win.sliver.x + win.sliver.w / 2;
  const y = win.ram.y - BREAK_R - 3;
  return { failure: 'size', target: win.ram, mark: { x, y }, label: { x: x + BREAK_R + 4, y: y + 4, anchor: 'start' } };
}

/** Host B's panel: the missing rkey check on the MTT pill (label under it), the unpinned pages on the line at `pinY`. */
export function mrBreaks(mtt: Rect, pinY: number, panel: Rect): Record<'protection' | 'pinning', BreakSpot> {
  return {
    protection: {
      failure: 'protection',
      target: mtt,
      mark: { x: mtt.x - BREAK_R - 3, y: mtt.y + mtt.h / 2 },
      label: { x: mtt.x + mtt.w / 2, y: mtt.y + mtt.h + 14, anchor: 'middle' },
    },
    pinning: {
      failure: 'pinning',
      target: panel,
      mark: { x: panel.x + 16, y: pinY - 4 },
      label: { x: panel.x + 16 + BREAK_R + 5, y: pinY, anchor: 'start' },
    },
  };
}

/** Labels in the maps, with the scenario's numbers. */
export function mapBreakLabel(id: MapFailure, f: MisconceptionFigures): Msg[] {
  switch (id) {
    case 'size': {
      const x = figure(f, 'size.window-fraction').inputs;
      return [msg('viz.break.size', { bar: formatSizeDrawing(Number(x.bar0Bytes)), ram: formatSizeDrawing(Number(x.hostRamBytes)) })];
    }
    case 'protection':
      return [msg('viz.break.protectionCount', { count: countParam(figure(f, 'protection.checks-bypassed').value) })];
    case 'pinning': {
      const n = figure(f, 'pinning.pages-unpinned').value;
      return [msg('viz.break.pagesNotPinned', { count: countParam(n), n })];
    }
  }
}
