import { type Msg, msg, type NumParam } from '../../i18n/msg';
import type { MisconceptionFigure } from '../../sim/misconception';
import { formatNs, formatSizePanel } from '../shared/displayFormat';

/** A value to `digits` significant digits, written the reader's way by the catalogue. */
const sig = (v: number, digits = 4): NumParam => ({ num: v, sig: digits });

/** Units that are words: they take the catalogue's plural forms. The others (ms, Gb/s, MB/s ...) are symbols. */
const COUNTED: Readonly<Record<string, Msg['key']>> = {
  bits: 'ui.figure.bits',
  checks: 'ui.figure.checks',
  fields: 'ui.figure.fields',
  loads: 'ui.figure.loads',
  pages: 'ui.figure.pages',
  windows: 'ui.figure.windows',
};

/** A figure's value as a reader wants it: percent for fractions, hex for offsets, time units for ns. */
export function formatFigureValue(f: MisconceptionFigure): Msg {
  switch (f.unit) {
    case 'fraction':
      return msg('ui.figure.percent', { value: sig(f.value * 100, 2) });
    case 'ns':
      return msg('common.raw', { text: formatNs(f.value) });
    case 'byte offset':
      return msg('ui.figure.offset', { value: `0x${f.value.toString(16)}` });
    case 'B':
      return msg('common.raw', { text: formatSizePanel(f.value) });
    case '×':
      return msg('ui.figure.times', { value: sig(f.value) });
  }
  const value = sig(f.value);
  const counted = COUNTED[f.unit];
  return counted ? msg(counted, { value, n: f.value }) : msg('ui.figure.value', { value, unit: f.unit });
}
