import { memo } from 'react';
import { COVER, HIGHLIGHTED, MASK_ON } from './highlight';

export const PER_ROW = 8;

/** Hatch class of a byte from its ICRC-masked bits: the high nibble is the first hex digit. */
function maskClass(mask: number): string {
  if (!mask) return '';
  if (mask === 0xff) return ' m-all';
  if (mask === 0xf0) return ' m-hi';
  if (mask === 0x0f) return ' m-lo';
  return ' m-some';
}

function flagClass(f: number): string {
  return (f & HIGHLIGHTED ? ' hl' : f & COVER ? ' cov' : '') + (f & MASK_ON ? ' mon' : '');
}

const printable = (b: number) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '·');

interface Props {
  start: number;
  bytes: Uint8Array;
  slots: Uint8Array;
  alts: Uint8Array;
  masks: Uint8Array;
  /** One digit per byte of the row (highlight flags): a string so memo compares cheaply. */
  flags: string;
  /** Column of the keyboard cursor in this row, or -1. */
  cursorCol: number;
}

/** One row of the dump: offset, 8 hex bytes (a gap after each 32-bit word), 8 ASCII characters. */
export const HexRow = memo(function HexRow({ start, bytes, slots, alts, masks, flags, cursorCol }: Props) {
  const n = Math.min(PER_ROW, bytes.length - start);
  const hex = [];
  const ascii = [];
  for (let c = 0; c < n; c++) {
    const i = start + c;
    const f = flags.charCodeAt(c) - 48;
    const cls = `s${slots[i]}${alts[i] ? ' alt' : ''}${flagClass(f)}${c === cursorCol ? ' cur' : ''}`;
    hex.push(
      <span
        key={c}
        className={`b ${cls}${maskClass(masks[i])}${c === 4 ? ' dw' : ''}`}
        data-testid="byte"
        data-offset={i}
        data-highlight={f & (HIGHLIGHTED | COVER) ? 'true' : undefined}
      >
        {bytes[i] < 16 ? '0' : ''}
        {bytes[i].toString(16)}
      </span>,
    );
    ascii.push(
      <span key={c} className={`a ${cls}`} data-offset={i}>
        {printable(bytes[i])}
      </span>,
    );
  }
  return (
    <div className="hex-row">
      <span className="off">{start.toString(16).padStart(4, '0')}</span>
      <span className="hexes">{hex}</span>
      <span className="ascii">{ascii}</span>
    </div>
  );
});
