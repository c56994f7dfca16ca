import { msg } from '../../i18n/msg';
import type { Field } from '../../sim/bytes/field';
import { fieldStartBit } from '../../sim/bytes/field';
import { hex } from '../shared/displayFormat';
import { useT } from '../shared/i18n/useT';
import { type FieldModel, leavesAtByte } from './fieldModel';

interface Props {
  model: FieldModel;
  bytes: Uint8Array;
  /** First byte shown and how many (at most 4: 32 bits still fit the 440-px column). */
  from: number;
  count: number;
  /** Leaves to emphasise (the focused ones). */
  focus: ReadonlySet<string>;
}

interface Run {
  leaf: Field;
  bits: number[];
}

/** Consecutive bits owned by the same leaf; a run also stops at a byte boundary so each byte reads on its own. */
function runsOf(model: FieldModel, bytes: Uint8Array, from: number, count: number): Run[] {
  const runs: Run[] = [];
  for (let b = from; b < from + count; b++) {
    const leaves = leavesAtByte(model, b);
    for (let i = 0; i < 8; i++) {
      const abs = b * 8 + i;
      const leaf = leaves.find((l) => abs >= fieldStartBit(l) && abs < fieldStartBit(l) + l.bitLength);
      if (!leaf) continue; // coverage tests guarantee a leaf for every bit
      const bit = (bytes[b] >> (7 - i)) & 1;
      const last = runs[runs.length - 1];
      if (last && last.leaf === leaf && i !== 0) last.bits.push(bit);
      else runs.push({ leaf, bits: [bit] });
    }
  }
  return runs;
}

/**
 * The bits of one to four bytes, MSB first (bit 7 on the left, wire order),
 * under the names and values of the fields that own them: where a header packs
 * several fields into one byte (BTH: SE, M, PadCnt, TVer) this is the only
 * honest picture.
 */
export function BitRuler({ model, bytes, from, count, focus }: Props) {
  const t = useT();
  const runs = runsOf(model, bytes, from, count);
  const named = runs.map((r) => msg('ui.bits.run', { name: r.leaf.name, bits: r.bits.join('') }));
  const label =
    count > 1
      ? msg('ui.bits.labelMany', { from: String(from), to: String(from + count - 1), runs: named })
      : msg('ui.bits.label', { offset: String(from), runs: named });
  const cols = count * 8;
  const on = (r: Run) => (focus.has(r.leaf.path) ? ' on' : '');
  return (
    <div
      className="ruler"
      style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, maxWidth: cols * (count === 1 ? 44 : 26) }}
      role="img"
      aria-label={t(label)}
    >
      {count > 1 &&
        Array.from({ length: count }, (_, k) => (
          <span key={`b${k}`} className="r-byte" style={{ gridColumn: `${k * 8 + 1} / span 8` }}>
            {t(msg('ui.bits.byte', { offset: String(from + k), value: hex(bytes[from + k], 2) }))}
          </span>
        ))}
      {Array.from({ length: cols }, (_, i) => (
        <span key={`n${i}`} className={`r-idx${i % 8 === 0 ? ' r-first' : ''}`}>
          {7 - (i % 8)}
        </span>
      ))}
      {runs.flatMap((r, k) =>
        r.bits.map((bit, j) => (
          <span
            key={`v${k}.${j}`}
            className={`r-bit s${model.segmentOf.get(r.leaf.path)?.slot ?? 0}${k % 2 ? ' alt' : ''}${r.leaf.icrcMasked ? ' m-all' : ''}${on(r)}${j === 0 ? ' r-start' : ''}`}
          >
            {bit}
          </span>
        )),
      )}
      {runs.map((r, k) => (
        <span
          key={`l${k}`}
          className={`r-name${on(r)}`}
          style={{ gridColumn: `span ${r.bits.length}` }}
          title={`${r.leaf.path} = ${r.leaf.value}`}
        >
          {r.leaf.name}
        </span>
      ))}
      {runs.map((r, k) => (
        <span
          key={`w${k}`}
          className={`r-val${on(r)}`}
          style={{ gridColumn: `span ${r.bits.length}` }}
          title={`${r.leaf.path} = ${r.leaf.value}`}
        >
          {r.leaf.value}
        </span>
      ))}
    </div>
  );
}
