import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Screenshots land in tests/e2e/screenshots/ (git-ignored) for people to look at. */
export const SHOT_DIR = join(__dirname, '..', 'screenshots');

export async function shot(page: Page, name: string) {
  mkdirSync(SHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOT_DIR, `${name}.png`) });
}
