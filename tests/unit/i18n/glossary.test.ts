import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../src/i18n/msg';
import { ZH_CN } from '../../../src/i18n/zh-CN';

/**
 * docs/glossary-zh.md is the one reference for the Simplified Chinese terms: its "Terms" table gives, per
 * concept, the Chinese term and the rejected variants (exact substrings, in backticks), and its
 * "Exceptions" table the keys allowed to contain one. No zh-CN catalogue value may contain a rejected
 * variant unless an exception names that key and variant.
 */

const GLOSSARY = resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/glossary-zh.md');

interface Term {
  readonly english: string;
  readonly chinese: string;
  readonly rejected: readonly string[];
}

interface Glossary {
  readonly terms: readonly Term[];
  /** key -> variants allowed in that key's value */
  readonly exceptions: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The cells of a Markdown table row (a `\|` inside a cell is a literal pipe). */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.replace(/\\\|/g, '|').trim());
}

/** Everything written in backticks in a cell, spaces inside the backticks kept. */
const backticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The rows of the table under a `## <heading>` (header and separator rows left out). */
function tableUnder(md: string, heading: string): string[][] {
  const lines = md.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  if (start < 0) throw new Error(`docs/glossary-zh.md has no "## ${heading}" section`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.trim().startsWith('|')) continue;
    const row = cells(line);
    if (row.every((c) => /^:?-{3,}:?$/.test(c))) continue;
    rows.push(row);
  }
  return rows.slice(1);
}

function parseGlossary(md: string): Glossary {
  const terms = tableUnder(md, 'Terms').map((row) => {
    if (row.length !== 4) throw new Error(`a Terms row needs 4 cells: ${row.join(' | ')}`);
    return { english: row[0], chinese: row[1], rejected: backticked(row[2]) };
  });
  const exceptions = new Map<string, Set<string>>();
  for (const row of tableUnder(md, 'Exceptions')) {
    const [key] = backticked(row[0]).concat(row[0]);
    const [variant] = backticked(row[1]);
    if (!variant) throw new Error(`an Exceptions row needs its variant in backticks: ${row.join(' | ')}`);
    exceptions.set(key, (exceptions.get(key) ?? new Set()).add(variant));
  }
  return { terms, exceptions };
}

/** A catalogue's texts, plural entries flattened to their forms. */
function texts(cat: Readonly<Record<string, Entry>>): [key: string, text: string][] {
  return Object.entries(cat).flatMap(([key, e]) =>
    typeof e === 'string' ? [[key, e] as [string, string]] : Object.values(e).map((f) => [key, f] as [string, string]),
  );
}

/** "key: contains `variant` (use term)" for every rejected variant found, each key and variant once. */
function violations(cat: Readonly<Record<string, Entry>>, g: Glossary): string[] {
  const found = new Set<string>();
  for (const [key, text] of texts(cat)) {
    for (const t of g.terms) {
      for (const v of t.rejected) {
        if (text.includes(v) && !g.exceptions.get(key)?.has(v)) found.add(`${key}: contains \`${v}\` (${t.english}: use ${t.chinese})`);
      }
    }
  }
  return [...found];
}

const glossary = parseGlossary(readFileSync(GLOSSARY, 'utf8'));

describe('docs/glossary-zh.md', () => {
  it('has at least 40 terms, each with an English term and one Chinese term', () => {
    expect(glossary.terms.length).toBeGreaterThanOrEqual(40);
    for (const t of glossary.terms) {
      expect(t.english, JSON.stringify(t)).not.toBe('');
      expect(t.chinese, t.english).not.toBe('');
    }
  });

  it('names each English term once', () => {
    const names = glossary.terms.map((t) => t.english);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('never rejects a variant that is part of the Chinese term it stands for', () => {
    const clashes = glossary.terms.flatMap((t) => t.rejected.filter((v) => t.chinese.includes(v)).map((v) => `${t.english}: ${v}`));
    expect(clashes).toEqual([]);
  });

  it('lists exceptions only for keys that exist', () => {
    expect([...glossary.exceptions.keys()].filter((k) => !(k in ZH_CN))).toEqual([]);
  });
});

describe('the zh-CN catalogue follows the glossary', () => {
  it('contains no rejected variant', () => {
    expect(violations(ZH_CN, glossary)).toEqual([]);
  });

  it('the check finds a rejected variant in a plain entry and in a plural form, and honours an exception', () => {
    const g: Glossary = {
      terms: [{ english: 'remote', chinese: '远端', rejected: ['远程'] }],
      exceptions: new Map([['x.allowed', new Set(['远程'])]]),
    };
    expect(
      violations({ 'x.a': '远程写', 'x.b': { one: '远端', other: '{n} 次远程读' }, 'x.ok': '远端写', 'x.allowed': '远程直接内存访问' }, g),
    ).toEqual(['x.a: contains `远程` (remote: use 远端)', 'x.b: contains `远程` (remote: use 远端)']);
  });

  it('parses variants with their spaces, and escaped pipes inside cells', () => {
    const md = [
      '## Terms',
      '| English | Chinese | Rejected | Note |',
      '| --- | --- | --- | --- |',
      '| key | 密钥 | ` key`, `（key` | `a \\| b` |',
      '## Exceptions',
      '| Key | Variant | Reason |',
      '| --- | --- | --- |',
      '| `x.k` | ` key` | a code name |',
    ].join('\n');
    const g = parseGlossary(md);
    expect(g.terms).toEqual([{ english: 'key', chinese: '密钥', rejected: [' key', '（key'] }]);
    expect([...(g.exceptions.get('x.k') ?? [])]).toEqual([' key']);
  });
});
