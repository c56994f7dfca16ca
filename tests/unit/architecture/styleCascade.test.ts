import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');
const src = join(root, 'src');
const cascade = join(src, 'views', 'styles.css');

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The sheets src/views/styles.css imports, in its order, as paths from src/views. */
function cascadeOrder(): string[] {
  const text = readFileSync(cascade, 'utf8');
  return [...text.matchAll(/^@import ["']\.\/([^"']+)["'];$/gm)].map((m) => m[1]);
}

// Vite joins the sheets in the order it meets their imports (one sheet for the page): a sheet imported by a component
// moves when its imports are sorted or its chunk changes. The cascade is written once, in src/views/styles.css.
describe('the style cascade is written in one place', () => {
  it('every style sheet is in src/views/styles.css, once', () => {
    const sheets = filesUnder(src, (n) => n.endsWith('.css'))
      .filter((f) => f !== cascade)
      .map((f) => relative(join(src, 'views'), f))
      .sort();
    const order = cascadeOrder();
    expect(new Set(order).size).toBe(order.length);
    expect([...order].sort()).toEqual(sheets);
  });

  it('no module imports a style sheet but the entry, which imports the cascade', () => {
    const importers = filesUnder(src, (n) => /\.tsx?$/.test(n)).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map((m) => `${relative(root, f)} ${m[1]}`),
    );
    expect(importers).toEqual(['src/main.tsx ./views/styles.css']);
  });

  it('the layout comes first and the phone rules right after it, so on a narrow screen they win', () => {
    expect(cascadeOrder().slice(0, 2)).toEqual(['shell/styles.css', 'shell/phone/phone.css']);
  });
});
