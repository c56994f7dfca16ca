// The C file's comments wrap by display columns: Chinese lines no longer run past the width, Latin text wraps at
// spaces exactly as before, and no line starts with a closing mark or splits a value from its name.
import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { ZH_CN } from '../../../src/i18n/zh-CN';
import { displayColumns, wrapColumns } from '../../../src/sim/program/commentWrap';

/** The wrap the file used before: words at spaces, counted in characters. */
function wordWrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

const codeTexts = (cat: Readonly<Record<string, unknown>>) =>
  Object.entries(cat)
    // Verbatim lines (a command indented under its heading) are never wrapped.
    .filter(([k]) => k.startsWith('code.c.') && k !== 'code.c.verbatim' && k !== 'code.c.head.runOn')
    .flatMap(([, v]) => (typeof v === 'string' ? [v] : Object.values(v as Record<string, string>)));

describe('comment wrapping', () => {
  it('wraps every English comment exactly as the word wrap did', () => {
    for (const t of codeTexts(EN)) for (const w of [40, 77, 97]) expect(wrapColumns(t, w)).toEqual(wordWrap(t, w));
  });

  it('keeps every Chinese line within the width, counting a Han character as two columns, and loses no character', () => {
    for (const t of codeTexts(ZH_CN)) {
      const lines = wrapColumns(t, 97);
      for (const l of lines) expect(displayColumns(l), l).toBeLessThanOrEqual(97);
      expect(lines.join('').replace(/ /g, '')).toBe(t.replace(/ /g, ''));
    }
  });

  it('starts no line with a closing mark, ends none with an opening one, and keeps a value with its name', () => {
    const text =
      '主机 B：响应端。这里是一段很长的中文注释，用来检验换行：A 上的 QPN 为 0x11，B 上为 0x12，（括号里的内容）也不能被拆开到行首。';
    for (const w of [20, 24, 30, 36]) {
      const lines = wrapColumns(text, w);
      for (const l of lines.slice(1)) expect('，。、；：）'.includes(l[0]), l).toBe(false);
      for (const l of lines) expect('（'.includes(l.at(-1) ?? ''), l).toBe(false);
      expect(lines.some((l) => l.endsWith('QPN') || l.endsWith('为'))).toBe(false);
    }
    expect(displayColumns('中a')).toBe(3);
  });
});
