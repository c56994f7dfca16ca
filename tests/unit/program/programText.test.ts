import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg, withFallback } from '../../../src/i18n/format';
import { ZH_CN } from '../../../src/i18n/zh-CN';
import { programOf } from '../../../src/sim/program/cProgram';
import { commentSafe, programText } from '../../../src/sim/program/programText';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { PROGRAM_CASES, scenarioOf } from './scenarios';

const ZH = withFallback(EN, ZH_CN);

describe("the program's comments, in both languages", () => {
  it.each(PROGRAM_CASES)('%s: every placeholder is filled, no comment can end early, and zh-CN has every comment', (_n, input) => {
    const p = programOf(buildTrace(scenarioOf(input)));
    for (const [lang, cat] of [
      ['en', EN],
      ['zh-CN', ZH],
    ] as const) {
      const { text, lineNumbers } = programText(p, (m) => formatMsg(cat, m));
      expect(text, lang).not.toMatch(/\{[A-Za-z]+\}/);
      expect(lineNumbers).toHaveLength(p.lines.length);
      // Outside the code's own string literals, "*/" only closes the comment it ends.
      for (const line of text.split('\n')) if (line.includes('*/')) expect(line.trimEnd().endsWith('*/'), line).toBe(true);
    }
    for (const l of p.lines) if (l.kind === 'comment' && !l.verbatim) expect(ZH_CN[l.text.key], l.text.key).toBeTruthy();
  });

  it('a comment text that holds "*/" is defused', () => {
    expect(commentSafe('a */ b')).toBe('a * / b');
  });
});
