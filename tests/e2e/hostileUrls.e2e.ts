import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldName } from '../../src/sim/scenario/parseScenario';
import { canonicalKey } from '../../src/store/urlAliases';
import { expectedLang, hostileSearch } from '../support/hostileUrls';
import { openSession, type Session } from './support/browser';
import { launchFreshChromium } from './support/chromium';
import { serveLongUrls } from './support/longUrlServer';
import { settled } from './support/settled';

/**
 * A sample of the broken links tests/unit/store/hostileUrls.property.test.ts checks over a thousand, loaded in Chromium
 * on the English and the Chinese page: no page error and no console error, a notice naming every bad key, and the
 * language the rules give (a fresh profile, so nothing remembered; the browser's language is English). Served by a
 * static server that takes a 100 KB link, as a real host may.
 */
const SAMPLE = fc.sample(hostileSearch, { numRuns: 16, seed: 20_261_206 });
// The family that threw in the head script before it was guarded, with and without the other keys that change the page.
const LANG_FAMILY = ['?lang=%', '?lang=%zz', '?lang=%F0%9F', '?lang=zh-CN%', '?lang=%&embed=1', '?lang=%&mode=lecture'];
const LONG = `?lang=${'%'.repeat(100_000)}&step=${'x'.repeat(100_000)}`;
const FRAGMENT = '?speed=%zz#%zz%';

let server: Awaited<ReturnType<typeof serveLongUrls>>;
let s: Session;
beforeAll(async () => {
  server = await serveLongUrls();
  s = await openSession(server.baseUrl);
});
afterAll(async () => {
  await s?.close();
  await server?.close();
});

/** The keys the notice lists, as it shows them. */
const listedKeys = () => s.page.locator('.url-errors li code:first-child').allTextContents();

describe('a broken link opens the app with one notice, in the language the rules give', () => {
  for (const page of ['', 'zh-CN/'] as const) {
    const pageLang = page === '' ? 'en' : 'zh-CN';
    it(`${pageLang} page: ${SAMPLE.length} random links, the ?lang=% family, a 200 KB link and a broken fragment`, async () => {
      for (const search of [...LANG_FAMILY, ...SAMPLE, LONG, FRAGMENT]) {
        const what = search.slice(0, 80);
        const response = await s.page.goto(`${server.baseUrl}${page}${search}`);
        expect([s.pageErrors.splice(0), s.consoleErrors.splice(0)], what).toEqual([[], []]);
        // The query as the browser sent it: it escapes what the link left raw (non-ASCII, spaces) before the app reads it
        // (and the app rewrites the address once it shows the view, so it is read from the request).
        const query = new URL(response?.url() ?? '').search;
        expect(await s.page.evaluate(() => document.documentElement.lang), what).toBe(expectedLang(query, pageLang, null, ['en-US']));
        const listed = new Set(await listedKeys());
        for (const key of new Set([...new URLSearchParams(query).keys()].map(canonicalKey))) {
          const value = new URLSearchParams(query).get(key);
          // The good values among them: a good language, and the embed and the lecture the family is opened in.
          if (
            (key === 'lang' && (value === 'en' || value === 'zh-CN')) ||
            `${key}=${value}` === 'embed=1' ||
            `${key}=${value}` === 'mode=lecture'
          )
            continue;
          expect(listed.has(fieldName(key)) || listed.has('scenario'), `${key} in ${what}`).toBe(true);
        }
      }
    });
  }
});

describe('a browser set to Chinese', () => {
  it('gets Chinese with ?lang=% as with ?lang=xx, and the notice names lang', async () => {
    const browser = await launchFreshChromium('rdma-hostile-zh-', { locale: 'zh-CN' });
    try {
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      for (const search of ['?lang=%', '?lang=xx', '?lang=%F0%9F&mode=lecture']) {
        await page.goto(`${server.baseUrl}${search}`);
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.lang), search).toBe('zh-CN');
        expect(await page.locator('.url-errors li code:first-child').allTextContents(), search).toContain('lang');
      }
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
