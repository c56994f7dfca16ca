import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/**
 * No markup built from strings: every text the app shows (a scenario's value,
 * a URL parameter, a catalogue entry) reaches the page as text through React,
 * never parsed as HTML. The CSP forbids inline script; this keeps the door shut too.
 */
describe('no HTML from strings in src/', () => {
  it('has no innerHTML, outerHTML, dangerouslySetInnerHTML, insertAdjacentHTML, document.write, eval or new Function', () => {
    const found: string[] = [];
    const banned = /\b(innerHTML|outerHTML|dangerouslySetInnerHTML|insertAdjacentHTML|document\.write(ln)?|eval\s*\(|new Function\s*\()/;
    for (const file of sources(join(ROOT, 'src'))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (banned.test(line)) found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
