import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchFreshChromium } from './chromium';
import { settled } from './settled';

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
  const browser = await launchFreshChromium('rdma-e2e-', { viewport, acceptDownloads: true });
  const context = browser.context;
  const origin = new URL(baseUrl).origin;
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const foreignRequests: string[] = [];
  context.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // Opening one of the app's pages returns once it shows what the link asks for (data-ready) and nothing moves:
  // a test's first read can never see the prerendered default view, or a view whose chunk is still loading.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (url.startsWith(baseUrl)) await settled(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (page.url().startsWith(baseUrl)) await settled(page);
    return response;
  };
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
    close: browser.close,
  };
}

/**
 * One browser session per test file, opened before its tests and closed after:
 * `const s = useSession(baseUrl)` then `s.page`, `s.consoleErrors`...
 * After each test, that test logged no console error and no page error and asked no other origin
 * (`alsoAllowed`: origins a test serves itself, such as the slide page around an embed); the lists are then
 * emptied, so a failure names the test that caused it, and each test is checked when it runs alone.
 */
export function useSession(
  baseUrl: string,
  viewport?: { width: number; height: number },
  alsoAllowed: (url: string) => boolean = () => false,
): Omit<Session, 'close'> {
  let current: Session | undefined;
  beforeAll(async () => {
    current = await openSession(baseUrl, viewport);
  });
  afterEach(() => {
    const c = current;
    if (!c) return;
    const seen = {
      consoleErrors: c.consoleErrors.splice(0),
      pageErrors: c.pageErrors.splice(0),
      foreignRequests: c.foreignRequests.splice(0).filter((u) => !alsoAllowed(u)),
    };
    expect(seen, 'console errors, page errors and requests to other origins during this test').toEqual({
      consoleErrors: [],
      pageErrors: [],
      foreignRequests: [],
    });
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
