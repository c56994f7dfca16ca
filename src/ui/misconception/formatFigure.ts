import type { MythFigure } from '../../sim/misconception';
import { formatBytes, formatCount, formatNs } from '../format';

const sig = (v: number, digits = 4) => v.toLocaleString('en-US', { maximumSignificantDigits: digits });

/** A figure's value as a reader wants it: percent for fractions, hex for offsets, time units for ns. */
export function formatFigureValue(f: MythFigure): string {
  switch (f.unit) {
    case 'fraction':
      return `${sig(f.value * 100, 2)} %`;
    case 'ns':
      return formatNs(f.value);
    case 'byte offset':
      return `+0x${f.value.toString(16)}`;
    case 'B':
      return formatBytes(f.value);
    case '×':
      return `${sig(f.value)}×`;
    default:
      return `${Number.isInteger(f.value) ? formatCount(f.value) : sig(f.value)} ${f.unit}`;
  }
}
