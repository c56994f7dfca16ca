import type { Field } from './field';

/**
 * The part of a field tree inside bytes [start, end), re-based to `start`.
 * Used where an artifact carries a slice of another one: the 8-byte doorbell
 * is bytes 0-7 of the WQE's control segment; a BlueFlame chunk is 64 bytes of
 * the WQE. A leaf that is a whole-byte run (inline data, padding) may be cut
 * at the slice's edges when `cutRuns` is set: its part keeps its name and
 * meaning, and its value says which bytes of the run it holds. Any other leaf
 * straddling a cut is an error.
 */
export function sliceFields(fields: readonly Field[], start: number, end: number, cutRuns = false): Field[] {
  const out: Field[] = [];
  for (const f of fields) {
    const fStart = f.offset * 8 + f.bitOffset;
    const fEnd = fStart + f.bitLength;
    if (fEnd <= start * 8 || fStart >= end * 8) continue;
    if (f.children?.length) {
      const kids = sliceFields(f.children, start, end, cutRuns);
      if (!kids.length) continue;
      const first = kids[0];
      const last = kids[kids.length - 1];
      const s = first.offset * 8 + first.bitOffset;
      const e = last.offset * 8 + last.bitOffset + last.bitLength;
      out.push({ ...f, offset: s >> 3, bitOffset: s & 7, bitLength: e - s, value: `${Math.ceil((e - s) / 8)} B`, children: kids });
    } else if (fStart >= start * 8 && fEnd <= end * 8) {
      out.push({ ...f, offset: f.offset - start });
    } else if (cutRuns && fStart % 8 === 0 && fEnd % 8 === 0) {
      const from = Math.max(fStart / 8, start);
      const to = Math.min(fEnd / 8, end);
      out.push({
        ...f,
        offset: from - start,
        bitOffset: 0,
        bitLength: (to - from) * 8,
        value: `[${from - f.offset}..${to - f.offset}) of ${f.bitLength / 8} B`,
      });
    } else {
      throw new Error(`${f.path} straddles the slice [${start}, ${end})`);
    }
  }
  return out;
}
