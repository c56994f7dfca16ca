import type { MsgKey } from '../../i18n/en';
import type { DoneClocks } from '../../sim/trace/timeline';

/** The third clock's name, by what B's CPU learns (one table for the waterfall and the clocks panel). */
export const TOLD_TITLE: Readonly<Record<DoneClocks['bTold'], MsgKey>> = {
  completion: 'ui.clocks.told',
  error: 'ui.clocks.toldError',
  flush: 'ui.clocks.toldFlush',
  'never-write': 'ui.clocks.told',
  'never-read': 'ui.clocks.told',
};

/** Why the third clock never comes, when it does not. */
export const toldNever = (c: DoneClocks): MsgKey => (c.bTold === 'never-read' ? 'ui.clocks.toldNeverRead' : 'ui.clocks.toldNever');
