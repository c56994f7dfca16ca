/**
 * Wrapping a comment for the C file: by display columns, where a Han character or a full-width mark takes two (as a
 * terminal or an editor shows it), breaking at a space in Latin text and between two characters in Chinese text
 * (where no space separates words), never before a closing mark (，。）…) nor after an opening one (（「…): the
 * line-breaking rules of Chinese typesetting (W3C, Requirements for Chinese Text Layout, §3.1.7).
 */

const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
/** Marks a line must not start with. */
const NO_START = new Set([...'，。、；：！？）】》〉」』”’…%,.;:!?)]}']);
/** Marks a line must not end with. */
const NO_END = new Set([...'（【《〈「『“‘([{']);

const isWide = (ch: string) => WIDE.test(ch);

/** Display columns of a string: two for a wide character, one for any other. */
export function displayColumns(s: string): number {
  let n = 0;
  for (const ch of s) n += isWide(ch) ? 2 : 1;
  return n;
}

/**
 * Where a line may break before character i: in Latin text at a space (dropped); in Chinese text between two
 * characters of which one is wide and neither is a space, if the rules above allow it.
 */
function breakBefore(chars: readonly string[], i: number, chinese: boolean): 'space' | 'between' | null {
  const prev = chars[i - 1];
  const next = chars[i];
  if (prev === undefined || next === undefined) return null;
  if (next === ' ') return null;
  // In Chinese text a space only sets a Latin word apart from the Han characters around it, and the line breaks
  // between Han characters instead: a value stays with the words around it (QPN 为 0x11).
  if (prev === ' ') return chinese ? null : 'space';
  if (!isWide(prev) && !isWide(next)) return null;
  if (NO_START.has(next) || NO_END.has(prev)) return null;
  return 'between';
}

/** The text cut into lines of at most `width` columns (a longer unbreakable run stays whole on its own line). */
export function wrapColumns(text: string, width: number): string[] {
  const chars = [...text];
  const chinese = chars.some(isWide);
  const out: string[] = [];
  let start = 0;
  let cols = 0;
  let lastBreak = -1;
  let lastKind: 'space' | 'between' | null = null;
  for (let i = 0; i < chars.length; i++) {
    const kind = i > start ? breakBefore(chars, i, chinese) : null;
    if (kind) {
      lastBreak = i;
      lastKind = kind;
    }
    cols += isWide(chars[i]) ? 2 : 1;
    if (chars[i] !== ' ' && cols > width && lastBreak > start) {
      // A space break drops the space before it.
      const end = lastKind === 'space' ? lastBreak - 1 : lastBreak;
      out.push(chars.slice(start, end).join(''));
      start = lastBreak;
      cols = displayColumns(chars.slice(start, i + 1).join(''));
      lastBreak = -1;
      lastKind = null;
    }
  }
  const rest = chars.slice(start).join('');
  if (rest || out.length === 0) out.push(rest);
  return out;
}
