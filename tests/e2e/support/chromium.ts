import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumCandidate, findChromium } from '../../../src/cli/slides/chromium';

/** The Chromium the e2e tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  const p = findChromium();
  if (!p) {
    throw new Error(
      `Chromium not found at ${chromiumCandidate()}. The end-to-end tests need a real Chromium: install Debian's package ` +
        `(sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  return p;
}

/** Exactly the flags CONTRIBUTING.md lists: one definition, shared with the command line's --pptx. */
export { CHROMIUM_ARGS };

/**
 * A freshly launched headless Chromium with an empty profile in a temporary folder (the flags above), as every
 * test, bench and screenshot run opens it; `close` shuts it and removes the folder.
 */
export async function launchFreshChromium(
  prefix: string,
  options: Omit<LaunchOptions, 'executablePath' | 'headless' | 'args'> = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 720 },
    ...options,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

type LaunchOptions = Parameters<typeof chromium.launchPersistentContext>[1];
