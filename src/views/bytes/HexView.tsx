import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { msg } from '../../i18n/msg';
import { useT } from '../shared/i18n/useT';
import type { FieldModel } from './fieldModel';
import { HexRow, PER_ROW } from './HexRow';
import { revealRows, useVirtualRows } from './useVirtualRows';

/** Above this size only the visible rows are rendered. */
const VIRTUAL_ABOVE = 1024;

interface Props {
  bytes: Uint8Array;
  model: FieldModel;
  flags: Uint8Array;
  /** Byte of the keyboard cursor (shown with a ring), or null. */
  cursor: number | null;
  /** Bytes [from, to) to bring into view (the field focused in the tree). */
  reveal: [number, number] | null;
  onPoint(offset: number | null, source: 'mouse' | 'key'): void;
}

const offsetOf = (e: MouseEvent) => {
  const el = (e.target as HTMLElement).closest('[data-offset]');
  return el ? Number(el.getAttribute('data-offset')) : null;
};

/** The hex and ASCII dump, coloured by field; pointing at a byte names its field(s). */
export function HexView({ bytes, model, flags, cursor, reveal, onPoint }: Props) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // A click focuses the dump too: the cursor goes to the clicked byte, not to byte 0.
  const pointerDown = useRef(false);
  const rows = Math.ceil(bytes.length / PER_ROW);
  const { start, end, rowHeight: rowH, onScroll } = useVirtualRows(ref, rows, bytes.length > VIRTUAL_ABOVE);

  useEffect(() => {
    if (!reveal || !ref.current) return;
    const first = Math.floor(reveal[0] / PER_ROW);
    const last = Math.min(Math.floor((reveal[1] - 1) / PER_ROW), first + 3);
    revealRows(ref.current, first, last, rowH);
  }, [reveal?.[0], reveal?.[1], rowH]);

  const onKeyDown = (e: KeyboardEvent) => {
    const page = Math.max(1, Math.floor((ref.current?.clientHeight ?? 200) / rowH) - 1) * PER_ROW;
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -PER_ROW,
      ArrowDown: PER_ROW,
      PageUp: -page,
      PageDown: page,
    };
    const at = cursor ?? 0;
    let next: number | null;
    if (e.key in moves) next = Math.max(0, Math.min(bytes.length - 1, at + moves[e.key]));
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = bytes.length - 1;
    else if (e.key === 'Escape') next = null;
    else return;
    // The arrows belong to the dump while it has focus, not to step navigation.
    e.preventDefault();
    e.stopPropagation();
    onPoint(next, 'key');
    if (next !== null && ref.current) revealRows(ref.current, Math.floor(next / PER_ROW), Math.floor(next / PER_ROW), rowH);
  };

  const rowEls = [];
  for (let r = start; r < end; r++) {
    const s = r * PER_ROW;
    let f = '';
    for (let c = 0; c < PER_ROW && s + c < bytes.length; c++) f += String.fromCharCode(48 + flags[s + c]);
    const cur = cursor !== null && cursor >= s && cursor < s + PER_ROW ? cursor - s : -1;
    rowEls.push(
      <HexRow
        key={r}
        start={s}
        bytes={bytes}
        slots={model.byteSlot}
        alts={model.byteAlt}
        masks={model.byteMask}
        flags={f}
        cursorCol={cur}
      />,
    );
  }

  return (
    <div
      className="hex"
      ref={ref}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the dump is operated with the arrow keys, so it takes focus
      tabIndex={0}
      role="group"
      aria-label={t(msg('ui.hex.label', { n: String(bytes.length) }))}
      onMouseOver={(e) => {
        const o = offsetOf(e);
        if (o !== null) onPoint(o, 'mouse');
      }}
      onMouseLeave={() => onPoint(null, 'mouse')}
      onMouseDown={(e) => {
        pointerDown.current = true;
        const o = offsetOf(e);
        if (o !== null) onPoint(o, 'key');
      }}
      onMouseUp={() => (pointerDown.current = false)}
      onFocus={(e) => {
        if (e.target === e.currentTarget && cursor === null && !pointerDown.current) onPoint(0, 'key');
      }}
      onBlur={() => onPoint(null, 'key')}
      onKeyDown={onKeyDown}
    >
      <div className="hex-body" style={{ height: rows * rowH }}>
        <div className="hex-rows" style={{ transform: `translateY(${start * rowH}px)` }}>
          {rowEls}
        </div>
      </div>
    </div>
  );
}
