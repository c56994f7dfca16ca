import type { Msg } from '../../i18n/msg';
import { displayColumns, wrapColumns } from './commentWrap';
import type { CodeLine, Program } from './programTypes';

/** The file's comments are wrapped at this many display columns (a Han character takes two: src/sim/program/commentWrap.ts). */
export const COMMENT_WIDTH = 100;
const INDENT = '    ';

/** A comment's text, safe inside C's block comment (it could never end it early). */
export const commentSafe = (text: string): string => text.replace(/\*\//g, '* /');

/** One program line as the file's text lines. */
function fileLines(l: CodeLine, say: (m: Msg) => string): string[] {
  const pad = INDENT.repeat(l.indent);
  if (l.kind === 'blank') return [''];
  if (l.kind === 'code') return [pad + l.text];
  if (l.verbatim) return [`${pad}/* ${commentSafe(say(l.text))} */`];
  const parts = wrapColumns(commentSafe(say(l.text)), COMMENT_WIDTH - pad.length - 3);
  // One line when it fits with both of its delimiters, "/* " and " */".
  if (parts.length === 1 && pad.length + displayColumns(parts[0]) + 6 <= COMMENT_WIDTH) return [`${pad}/* ${parts[0]} */`];
  return [`${pad}/*`, ...parts.map((p) => `${pad} * ${p}`), `${pad} */`];
}

/**
 * The program as a C file, its comments in the reader's language, and the file line each program line starts on
 * (1-based), so the Code view numbers its lines as the file does.
 */
export function programText(p: Program, say: (m: Msg) => string): { text: string; lineNumbers: number[] } {
  const out: string[] = [];
  const lineNumbers: number[] = [];
  for (const l of p.lines) {
    lineNumbers.push(out.length + 1);
    out.push(...fileLines(l, say));
  }
  return { text: `${out.join('\n')}\n`, lineNumbers };
}
