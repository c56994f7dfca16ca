// No code comment or string in the repository's code names the team's private notebook: citations name public
// sources (src/sim/sources/sourceTable.ts), which a reader can open.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');
/** This test and the catalogue test name the notebook's words in order to forbid them. */
const EXEMPT = new Set(['privateCitations.test.ts', 'sources.test.ts']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx|mjs|css)$/.test(e.name) && !EXEMPT.has(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The notebook's name and its private section and tag scheme ("fact sheet 4.9", "[K-rxe …]", "7.1 #4"). */
const PRIVATE =
  /fact sheet|the sheet\b|fact-sheet|事实表|verified notes|verified-facts|notes §|\[K (?!in )|\[(RC|RC-mlx5|RC-util|K-rxe|K-pack|K-mlx5|K-pci|K-umem|PT|PM|PBD|CX|LP|GT|PL|CY|TT|WS|SC|END|SPEC-PHY|SPEC-TL|RB|KALIA|NEU|SHAN|IBCAP)[ \]]/;

describe('citations name public sources only', () => {
  it('no file under src, scripts or tests names the private notebook', () => {
    const hits: string[] = [];
    for (const dir of ['src', 'scripts', 'tests']) {
      for (const f of files(join(ROOT, dir))) {
        readFileSync(f, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (PRIVATE.test(line)) hits.push(`${f.slice(ROOT.length + 1)}:${i + 1}: ${line.trim().slice(0, 100)}`);
          });
      }
    }
    expect(hits.slice(0, 20)).toEqual([]);
  });
});
