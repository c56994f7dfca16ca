import { afterAll, beforeAll } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and requests to any origin but the page's own. */
  consoleErrors: string[];
  pageErrors: string[];
  foreignRequests: string[];
  close(): Promise<void>;
}

/** A fresh headless Chromium with its own empty profile, watching for errors and foreign requests. */
export async function openSession(baseUrl: string, viewport = { width: 1280, height: 720 }): Promise<Session> {
  const dir = await mkdtemp(join(tmpdir(), 'rdma-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    acceptDownloads: true,
  });
  const origin = new URL(baseUrl).origin;
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const foreignRequests: string[] = [];
  context.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => pageErrors.push(String(err)));
  return {
    context,
    page,
    consoleErrors,
    pageErrors,
    foreignRequests,
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One browser session per test file, opened before its tests and closed after:
 * `const s = useSession(baseUrl)` then `s.page`, `s.consoleErrors`...
 */
export function useSession(baseUrl: string, viewport?: { width: number; height: number }): Omit<Session, 'close'> {
  let current: Session | undefined;
  beforeAll(async () => {
    current = await openSession(baseUrl, viewport);
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = () => {
    if (!current) throw new Error('the browser session is not open (use it inside a test)');
    return current;
  };
  return {
    get context() {
      return get().context;
    },
    get page() {
      return get().page;
    },
    get consoleErrors() {
      return get().consoleErrors;
    },
    get pageErrors() {
      return get().pageErrors;
    },
    get foreignRequests() {
      return get().foreignRequests;
    },
  };
}
