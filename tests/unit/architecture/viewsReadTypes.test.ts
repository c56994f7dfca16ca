import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The views decide what to draw from typed fields (an artifact's `type`, a
 * step's `role` and `view` hints), never from text meant for people: no
 * regex or string test on a label, a title or a step id, and no table keyed
 * by step ids. Translating a label or renaming a step must not change a
 * drawing.
 */
const root = join(__dirname, '..', '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(f) ? [p] : [];
  });
}

const RULES: [string, RegExp][] = [
  ['a string test on a label or title', /\.(label|title)\)?\s*\.(test|match|startsWith|endsWith|includes|indexOf|search)\(/],
  ['a regex run on a label or title', /\.(test|exec|match)\([^)]*\.(label|title)\b/],
  ['a step id compared with a string', /\b(step|steps\[[^\]]*\]|s|st|m|current|prev|next)\.id\s*(===|!==|==|!=)\s*['"`]/],
  ['a string test on a step id', /\b(step|s|st|m)\.id\s*\.(startsWith|endsWith|includes|match|indexOf|search)\(/],
  ['a regex run on a step id', /\.(test|exec|match)\([^)]*\b(step|s|st|m)\.id\b/],
  ['a step id written in a view', /['"`](SETUP|A[123]|B[1-4]|FABRIC|ACK|COMPLETION|MISCONCEPTION)\.[a-z]/],
  ['a table keyed by step ids', /Record<string,[^>]*>\s*=\s*\{\s*['"](SETUP|A[123]|B[1-4]|FABRIC|ACK|COMPLETION|MISCONCEPTION)\./],
];

function violations(paths: string[]): string[] {
  const out: string[] = [];
  for (const f of paths) {
    const lines = readFileSync(f, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const [what, re] of RULES) if (re.test(line)) out.push(`${relative(root, f)}:${i + 1}: ${what}: ${line.trim()}`);
    });
  }
  return out;
}

describe('the views read types, never text', () => {
  it('src/views holds no string or regex test on labels, titles or step ids', () => {
    expect(violations(files(join(root, 'src/views')))).toEqual([]);
  });

  it('the check catches each kind of violation (it can fail)', () => {
    const samples = [
      'if (/^MRd/.test(a.label)) x();',
      "const dma = a.label.startsWith('MRd');",
      "if (step.id === 'A3.transmit') y();",
      'const hop = /^FABRIC\\.switch-(\\d+)$/.exec(step.id);',
      "const misconception = s.id.startsWith('MISCONCEPTION.');",
      "const LIT: Record<string, string[]> = { 'A1.wqe': ['va.sq'] };",
    ];
    for (const line of samples)
      expect(
        RULES.some(([, re]) => re.test(line)),
        line,
      ).toBe(true);
  });
});
