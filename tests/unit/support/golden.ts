import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
export const GOLDEN_DIR = join(root, 'tests/fixtures/golden');

/**
 * Compares `text` with the golden file `name`, as Observable Plot's snapshot tests do: on a mismatch the new text
 * is written beside it as `<name>-changed.<ext>` and the test fails, naming both; once the diff is reviewed and
 * right, move the changed file over the golden one. A golden file that does not exist yet is written (its folder too:
 * `name` may hold a folder, as svg/… does).
 */
export function expectGolden(name: string, text: string): void {
  const file = join(GOLDEN_DIR, name);
  const changed = file.replace(/(\.[^./]+)$/, '-changed$1');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return;
  }
  if (readFileSync(file, 'utf8') === text) {
    rmSync(changed, { force: true });
    return;
  }
  writeFileSync(changed, text);
  expect.fail(
    `${name} differs from its golden file: diff ${relative(root, file)} ${relative(root, changed)}; if the change is right, move the second over the first`,
  );
}

/** Pretty JSON for a golden file: two-space indents, long hex strings cut into rows of 32 bytes. */
export function goldenJson(value: unknown): string {
  return `${JSON.stringify(
    value,
    (k, v) => (k === 'hex' && typeof v === 'string' && v.length > 64 ? (v.match(/.{1,64}/g) ?? []) : v),
    2,
  )}\n`;
}
