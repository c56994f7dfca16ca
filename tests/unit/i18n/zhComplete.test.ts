import { describe, expect, it } from 'vitest';
import { type Domain, gapsOf } from '../../../src/i18n/completeness';
import { EN } from '../../../src/i18n/en';
import { formatMsg, withFallback } from '../../../src/i18n/format';
import { type Catalogue, msg } from '../../../src/i18n/msg';
import { ZH_CN, ZH_CN_DOMAINS } from '../../../src/i18n/zh-CN';

/**
 * The Simplified Chinese catalogue as the app loads it (src/i18n/zh-CN/index.ts
 * spreads every domain file there): each domain present has exactly the
 * English keys with the same placeholders, and every domain not listed below
 * as still being translated must be present.
 */

/** English domains by file name (src/i18n/en/<name>.ts exports one const). */
const EN_FILES = import.meta.glob<Record<string, Domain>>(['../../../src/i18n/en/*.ts', '!../../../src/i18n/en/index.ts'], { eager: true });
const EN_DOMAINS: Record<string, Domain> = Object.fromEntries(
  Object.entries(EN_FILES).map(([path, m]) => [/\/([^/]+)\.ts$/.exec(path)?.[1] ?? path, Object.values(m)[0]]),
);
const ZH_FILES = import.meta.glob<Record<string, Domain>>(['../../../src/i18n/zh-CN/*.ts', '!../../../src/i18n/zh-CN/index.ts'], {
  eager: true,
});
const ZH_DOMAINS: Record<string, Domain> = Object.fromEntries(
  Object.entries(ZH_FILES).map(([path, m]) => [
    /\/([^/]+)\.ts$/.exec(path)?.[1] ?? path,
    Object.entries(m).find(([name]) => name.startsWith('ZH_'))?.[1] ?? {},
  ]),
);

/**
 * Domains whose Simplified Chinese is not in this branch yet: they would show
 * English, key by key. Add a name here only while its src/i18n/zh-CN/<name>.ts
 * is being written; today every English domain is translated.
 */
const NOT_YET_TRANSLATED: ReadonlySet<string> = new Set<string>([]);

describe('the zh-CN catalogue the app loads', () => {
  it('knows every English domain', () => {
    expect(Object.keys(EN_DOMAINS).sort()).toContain('teach');
    for (const name of Object.keys(ZH_DOMAINS)) expect(Object.keys(EN_DOMAINS), `zh-CN/${name}.ts has no English original`).toContain(name);
  });

  it('has every domain that is not listed as still being translated', () => {
    const missing = Object.keys(EN_DOMAINS).filter((d) => !NOT_YET_TRANSLATED.has(d) && !(d in ZH_DOMAINS));
    expect(missing, `add src/i18n/zh-CN/<domain>.ts for: ${missing.join(', ')}`).toEqual([]);
  });

  it.each(Object.keys(EN_DOMAINS))('domain %s: when present, every key with the same placeholders', (name) => {
    const zh = ZH_DOMAINS[name];
    if (!zh) {
      expect(NOT_YET_TRANSLATED.has(name), `${name} is missing but not listed as still being translated`).toBe(true);
      return;
    }
    expect(gapsOf(EN_DOMAINS[name], zh)).toEqual({ missing: [], extra: [], placeholders: [] });
  });

  it('the index finds each domain under its ZH_<English export> name (ZH_TEACH for TEACH, ZH_URL_TEXT for URL_TEXT...)', () => {
    const want = Object.values(EN_FILES)
      .map((m) => `ZH_${Object.keys(m)[0]}`)
      .sort();
    expect(Object.keys(ZH_CN_DOMAINS).sort()).toEqual(want);
  });

  it('the index spreads every domain file (nothing translated is left out of what the app loads)', () => {
    expect(Object.keys(ZH_CN_DOMAINS).length).toBe(Object.keys(ZH_DOMAINS).length);
    for (const zh of Object.values(ZH_DOMAINS)) for (const [k, v] of Object.entries(zh)) expect(ZH_CN[k], k).toEqual(v);
  });

  it('the loaded catalogue has every key: translated where done, English elsewhere', () => {
    const cat = withFallback(EN as Catalogue, ZH_CN);
    expect(Object.keys(cat).sort()).toEqual(Object.keys(EN).sort());
    for (const [k, v] of Object.entries(cat)) expect(v, k).toEqual(k in ZH_CN ? ZH_CN[k] : (EN as Catalogue)[k as keyof Catalogue]);
  });
});

describe('the completeness check can fail', () => {
  const en: Domain = { 'x.a': '{n} packets to {lid}', 'x.b': { one: '{n} page', other: '{n} pages' }, 'x.c': 'plain' };
  it('names a missing key, an extra key, a different placeholder set and a plural shape', () => {
    const zh: Domain = { 'x.a': '{n} 个报文发往 {qpn}', 'x.b': '{n} 页', 'x.d': '多余' };
    expect(gapsOf(en, zh)).toEqual({
      missing: ['x.c'],
      extra: ['x.d'],
      placeholders: ['x.a: ["n","qpn"] vs English ["lid","n"]', 'x.b: plural shape differs'],
    });
  });
  it('compares plural forms one by one, as English writes them', () => {
    const plural: Domain = { 'x.p': { one: 'the packet passes', other: 'all {n} packets pass' } };
    expect(gapsOf(plural, { 'x.p': { one: '该报文通过', other: '全部 {n} 个报文通过' } })).toEqual({
      missing: [],
      extra: [],
      placeholders: [],
    });
    expect(gapsOf(plural, { 'x.p': { one: '全部 {n} 个报文通过', other: '全部 {n} 个报文通过' } }).placeholders).toEqual([
      'x.p: ["n"] vs English []',
    ]);
  });
  it('passes a complete translation', () => {
    const zh: Domain = { 'x.a': '{n} 个报文发往 {lid}', 'x.b': { one: '{n} 页', other: '{n} 页' }, 'x.c': '纯文本' };
    expect(gapsOf(en, zh)).toEqual({ missing: [], extra: [], placeholders: [] });
  });
  it('a key a translation lacks falls back to English, never to a missing-key marker', () => {
    const cat = withFallback(EN as Catalogue, { 'ui.controls.next': '下一步', 'not.a.key': 'x' });
    expect(formatMsg(cat, msg('ui.controls.next'))).toBe('下一步');
    expect(formatMsg(cat, msg('ui.controls.back'))).toBe('Back');
    expect('not.a.key' in cat).toBe(false);
  });
});
