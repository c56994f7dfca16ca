// `--pptx`: the Share panel's deck, made by the page itself in headless Chromium. The slides' drawings are the
// browser's (laid out and styled by its engine, as on screen), so the command line drives the same code rather than
// drawing them a second way in Node.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from './chromium';

export interface DeckRequest {
  /** The page's query for the scenario and the language (scenarioDiff's keys, lang=…). */
  query: string;
  range: string;
  drawing: 'topology' | 'memory';
  aspect: '16:9' | '4:3';
}

export interface DeckResult {
  bytes: Uint8Array;
  slides: number;
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** An error whose message is the one line the CLI prints. */
export class DeckError extends Error {}

/**
 * Builds the one-file page (`vite build --mode single`, into a temporary folder), opens it from file:// in headless
 * Chromium (the project's flags, an empty profile; every request but the file itself is refused), asks its Share
 * panel for the deck and returns the file it downloads. `say` reports each stage.
 */
export async function deckInChromium(req: DeckRequest, chromiumPath: string, say: (line: string) => void): Promise<DeckResult> {
  const tmp = await mkdtemp(join(tmpdir(), 'rdma-pptx-'));
  try {
    say('building the page (vite build --mode single)');
    // React's production build, as `npm run build:single` makes it, whatever NODE_ENV the shell has (a development or
    // test value makes Vite bundle React's development build, which the prerender cannot write). The CLI is a process
    // of its own, so setting it here changes nothing else.
    process.env.NODE_ENV = 'production';
    const { build } = await import('vite');
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'single',
      logLevel: 'silent',
      build: { outDir: join(tmp, 'page'), emptyOutDir: true },
    });
    say('drawing the slides in headless Chromium');
    const { chromium } = await import('playwright-core');
    const context = await chromium.launchPersistentContext(join(tmp, 'profile'), {
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      acceptDownloads: true,
      viewport: { width: 1280, height: 720 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(String(e.message).split('\n')[0]));
      await context.route('**/*', (route) => (route.request().url().startsWith('file://') ? route.continue() : route.abort()));
      await page.goto(`file://${join(tmp, 'page', 'index.html')}?${req.query}&panel=share`);
      const panel = page.getByTestId('share-slides');
      await panel.waitFor({ timeout: 60_000 });
      await page.getByTestId('slides-range').fill(req.range);
      await page.getByTestId('slides-view').selectOption(req.drawing);
      await page.getByTestId('slides-aspect').selectOption(req.aspect);
      const download = page.waitForEvent('download', { timeout: 300_000 });
      await page.getByTestId('slides-download').click();
      const ended = await Promise.race([
        download.then((d) => ({ d })),
        page
          .locator('[data-testid="slides-status"][role="alert"]')
          .waitFor({ timeout: 300_000 })
          .then(() => ({ d: null })),
      ]);
      const status = page.getByTestId('slides-status');
      if (!ended.d) throw new DeckError((await status.textContent()) ?? 'the panel refused the range');
      if (pageErrors.length) throw new DeckError(`the page failed while making the slides: ${pageErrors[0]}`);
      const path = await ended.d.path();
      const slides = Number(await status.getAttribute('data-slides', { timeout: 10_000 }));
      return { bytes: new Uint8Array(await readFile(path)), slides };
    } finally {
      await context.close();
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
