import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGS } from '../../../src/i18n/msg';
import { fieldName } from '../../../src/sim/scenario/parseScenario';
import { canonicalKey } from '../../../src/store/urlAliases';
import { readUrlState } from '../../../src/store/urlState';
import { expectedLang, hostileSearch, languages, stored } from '../../support/hostileUrls';
import { runHeadScript } from '../support/headScript';
import { propertyRuns } from '../support/propertyRuns';

/**
 * Any link, however broken, opens the app: the head script picks the language without an error, the URL parser names
 * every bad key in a notice, and the language is the one the rules give (a good `?lang=`, else the page's own for the
 * Chinese page, else the remembered choice, else the browser's). Runs over at least 1,000 links in the full gate;
 * tests/e2e/hostileUrls.e2e.ts loads a sample of them in Chromium and counts page and console errors.
 */
const RUNS = propertyRuns(1000);

describe('a hostile link opens the app, names what is wrong, and picks the language by the rules', () => {
  let complaints: unknown[][] = [];
  beforeEach(() => {
    complaints = [];
    for (const level of ['error', 'warn'] as const) vi.spyOn(console, level).mockImplementation((...args) => void complaints.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  it('over random broken queries, on the English and the Chinese page', () => {
    fc.assert(
      fc.property(hostileSearch, fc.constantFrom<'en' | 'zh-CN'>('en', 'zh-CN'), stored, languages, (search, page, store, langs) => {
        const head = runHeadScript(search, { pageLang: page, stored: store, languages: langs });
        expect(head.threw).toBeNull();
        expect(head.lang).toBe(expectedLang(search, page, store, langs));
        const { init } = readUrlState(search, head.lang as (typeof LANGS)[number]);
        // The app opens in the language the head script painted, unless the link names a good one.
        expect(init.lang).toBe(head.lang);
        const named = new Set((init.urlErrors ?? []).map((e) => e.field));
        for (const key of new Set([...new URLSearchParams(search).keys()].map(canonicalKey))) {
          const good = key === 'lang' && (LANGS as readonly string[]).includes(new URLSearchParams(search).get('lang') ?? '');
          // An error names its key as the notice shows it: quoted characters escaped, a long name cut (scenarioError).
          const shown = fieldName(key);
          if (!good) expect(named.has(shown) || named.has('scenario'), `${shown} in ${search.slice(0, 120)}`).toBe(true);
        }
        expect(complaints).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
