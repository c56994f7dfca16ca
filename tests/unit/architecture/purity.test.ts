import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(f) ? [p] : [];
  });
}

const importsOf = (src: string) =>
  [...src.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);

describe('layers point one way: views -> store -> sim', () => {
  it('src/sim and src/i18n import nothing from React, Zustand, d3-selection/transition, the store, the UI or Node', () => {
    const bad: string[] = [];
    for (const f of [...files(join(root, 'src/sim')), ...files(join(root, 'src/i18n'))]) {
      const src = readFileSync(f, 'utf8');
      for (const m of importsOf(src)) {
        if (
          /^(react|react-dom|zustand|d3-selection|d3-transition|d3)(\/|$)|^node:|^(fs|path|os|child_process)$/.test(m) ||
          /\/(store|views|cli)\//.test(m)
        )
          bad.push(`${relative(root, f)} imports ${m}`);
      }
      // DOM and Node globals are caught by `tsc -p tsconfig.sim.json` (no DOM or Node typings);
      // clocks and randomness exist in plain ES, so they are checked here.
      if (/\b(Math\.random|Date\.now|performance\.now)\s*\(|\bnew Date\s*\(/.test(src.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))) {
        bad.push(`${relative(root, f)} uses a clock or randomness`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('src/i18n is a leaf: the catalogues import no code of the app', () => {
    const bad = files(join(root, 'src/i18n')).flatMap((f) =>
      importsOf(readFileSync(f, 'utf8'))
        .filter((m) => /\/(sim|store|views|cli)\//.test(m) || /^\.\.\/\.\.\/(sim|store|views|cli)/.test(m))
        .map((m) => `${relative(root, f)} imports ${m}`),
    );
    expect(bad).toEqual([]);
  });

  it('src/store does not import the UI or the views', () => {
    const bad = files(join(root, 'src/store')).flatMap((f) =>
      importsOf(readFileSync(f, 'utf8'))
        .filter((m) => /\/views\//.test(m))
        .map((m) => `${relative(root, f)} imports ${m}`),
    );
    expect(bad).toEqual([]);
  });

  it('the purity check itself catches a forbidden import (it can fail)', () => {
    expect(importsOf("import { select } from 'd3-selection';")).toEqual(['d3-selection']);
    expect(importsOf("import x from '../store/createSimStore';")).toEqual(['../store/createSimStore']);
    expect(/\b(Math\.random|Date\.now|performance\.now)\s*\(/.test('const t = Date.now();')).toBe(true);
  });
});
