import { describe, expect, it } from 'vitest';
import { TEACH } from '../../../src/i18n/en/teach';
import { TIMING } from '../../../src/i18n/en/timing';
import { placeholdersOf } from '../../../src/i18n/format';
import type { Entry } from '../../../src/i18n/msg';
import { ZH_TEACH } from '../../../src/i18n/zh-CN/teach';
import { ZH_TIMING } from '../../../src/i18n/zh-CN/timing';

/**
 * The Simplified Chinese catalogue, domain by domain (teach, timing): the same
 * keys as English, the same placeholders in every entry (and in both plural
 * forms), the same shape, nothing empty, and nothing left in English except
 * entries that are only names, numbers, units and symbols.
 */

type Domain = Readonly<Record<string, Entry>>;

/**
 * Entries that read the same in both languages: language names (each written
 * in its own language), opcode and unit names, and placeholders with symbols.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  teach: ['teach.lang.en', 'teach.lang.zhCN', 'teach.share.size', 'teach.embed.position', 'teach.keyBytes.field'],
  timing: ['timing.pingpong.write', 'timing.pingpong.send', 'timing.curves.bwUnit', 'timing.curves.rateUnit'],
};

const DOMAINS: readonly (readonly [string, Domain, Domain])[] = [
  ['teach', TEACH, ZH_TEACH],
  ['timing', TIMING, ZH_TIMING],
];

const forms = (e: Entry): string[] => (typeof e === 'string' ? [e] : [e.one, e.other]);

describe.each(DOMAINS)('zh-CN %s catalogue', (name, enDomain, zhDomain) => {
  const keys = Object.keys(enDomain);

  it('has exactly the English keys', () => {
    expect(Object.keys(zhDomain).sort()).toEqual([...keys].sort());
  });

  it('keeps the shape of every entry: a template stays a template, plural forms stay both present', () => {
    const wrong = keys.filter((k) => typeof zhDomain[k] !== typeof enDomain[k]);
    expect(wrong).toEqual([]);
  });

  it('uses the same placeholders as English in every entry and in each plural form', () => {
    const wrong: string[] = [];
    for (const k of keys) {
      const en = enDomain[k];
      const zh = zhDomain[k];
      if (zh === undefined) continue;
      if (JSON.stringify(placeholdersOf(zh)) !== JSON.stringify(placeholdersOf(en))) wrong.push(k);
      if (typeof en !== 'string' && typeof zh !== 'string') {
        for (const form of ['one', 'other'] as const) {
          if (JSON.stringify(placeholdersOf(zh[form])) !== JSON.stringify(placeholdersOf(en[form]))) wrong.push(`${k}.${form}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no empty entry', () => {
    const empty = keys.filter((k) => zhDomain[k] !== undefined && forms(zhDomain[k]).some((t) => t.trim() === ''));
    expect(empty).toEqual([]);
  });

  it('keeps its allow-list of untranslated entries to keys that exist', () => {
    expect(SAME_AS_ENGLISH[name].filter((k) => !(k in enDomain))).toEqual([]);
  });

  it('translates every entry that is prose', () => {
    const same = keys.filter((k) => zhDomain[k] !== undefined && JSON.stringify(zhDomain[k]) === JSON.stringify(enDomain[k]));
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH[name]].sort());
  });
});
