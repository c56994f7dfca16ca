import fc from 'fast-check';
import { SCENARIO_KEYS } from '../../src/sim/scenario/schema';
import { VIEW_KEYS } from '../../src/store/urlState';

// Broken links, as a careless or hostile reader makes them: the unit property (tests/unit/store/hostileUrls.property.test.ts)
// and the browser's sample (tests/e2e/hostileUrls.e2e.ts) draw from the same values.

/** Values no key accepts: percent garbage, invalid UTF-8 escapes, stray Unicode, and 100 KB of text. */
export const hostileValue = fc.oneof(
  fc.constantFrom('%', '%%', '%z', '%zz', '%F0%9F', '%E4%B8', '%C0%80', '%ED%A0%80', '%FF', 'zh-CN%', '%00', '%u4e2d', '%2', '\uFFFD'),
  fc
    .array(fc.constantFrom('%', '%F0', '%9F', '%E4', 'z', 'q', '\u00e9', '\u4e2d', '\ud83d\ude00', '<', '"', "'", '&amp;', '#'), {
      minLength: 1,
      maxLength: 12,
    })
    .map((parts) => `%${parts.join('')}`),
  fc.constantFrom('x'.repeat(100_000), '%'.repeat(100_000), `zh-CN${'%E4'.repeat(33_000)}`),
);

/** Keys the app knows (each carries a bad value) and a few it does not. */
export const hostileKey = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...VIEW_KEYS, ...SCENARIO_KEYS, 'myth') },
  { weight: 1, arbitrary: fc.constantFrom('bogus', 'x', '__proto__', 'constructor', 'lang2') },
);

/** A query as a browser sends it: `key=value` pairs, the values put in as they are (not escaped again). */
export const hostileSearch = fc
  .array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 4 })
  .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v.replace(/&(?!amp;)/g, '%26').replace(/#/g, '%23')}`).join('&')}`);

export const stored = fc.constantFrom<string | null>(null, 'en', 'zh-CN', 'xx', '%');
export const languages = fc.constantFrom(['en-US'], ['zh-CN', 'en'], ['zh-TW'], ['fr', 'de'], [], ['de', 'zh']);

/** The language the rules give, worked out here, not by the code under test. */
export function expectedLang(search: string, page: 'en' | 'zh-CN', store: string | null, langs: readonly string[]): string {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'en' || asked === 'zh-CN') return asked;
  if (page === 'zh-CN') return 'zh-CN';
  if (store === 'en' || store === 'zh-CN') return store;
  for (const tag of langs.map((l) => l.toLowerCase())) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  }
  return 'en';
}
