// Every relative link of the front page and the docs resolves: to a file that exists, and to a heading that exists
// when it names an anchor (GitHub's anchors: the heading in lower case, punctuation dropped, spaces as hyphens).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks and inline code, where a link is a link. */
const prose = (md: string) => md.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for each heading of a Markdown text (a repeated heading gets -1, -2...). */
function anchorsOf(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of md.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Every relative link target of a Markdown text: [text](target) and ![alt](target). */
function linksOf(md: string): string[] {
  return [...prose(md).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}

/** What is wrong with the relative links of one file. */
function brokenLinks(file: string): string[] {
  const md = readFileSync(join(root, file), 'utf8');
  const problems: string[] = [];
  for (const target of linksOf(md)) {
    const [path, anchor] = target.split('#', 2);
    const to = path ? join(dirname(join(root, file)), decodeURIComponent(path)) : join(root, file);
    if (!existsSync(to)) {
      problems.push(`${file}: ${target}: no file ${relative(root, to)}`);
      continue;
    }
    if (anchor !== undefined && to.endsWith('.md') && !anchorsOf(readFileSync(to, 'utf8')).has(anchor))
      problems.push(`${file}: ${target}: no heading #${anchor} in ${relative(root, to)}`);
  }
  return problems;
}

describe('the documentation links resolve', () => {
  it.each(DOCS)('%s', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('the check reads anchors as GitHub makes them, and finds links outside code only (it can fail)', () => {
    expect([...anchorsOf('# A title\n## In a deck (reveal.js)\n## `npm test`: the gate\n## A title\n```\n# not a heading\n```\n')]).toEqual(
      ['a-title', 'in-a-deck-revealjs', 'npm-test-the-gate', 'a-title-1'],
    );
    expect(linksOf('[a](b.md#c) ![d](e.png) [f](https://x.org) `[g](h.md)`\n```\n[i](j.md)\n```\n')).toEqual(['b.md#c', 'e.png']);
  });
});
