import { describe, expect, it } from 'vitest';
import { ARTIFACTS } from '../../../src/i18n/en/artifacts';
import { CHECKS } from '../../../src/i18n/en/checks';
import { COMMON } from '../../../src/i18n/en/common';
import { MISCONCEPTION } from '../../../src/i18n/en/misconception';
import { STEPS } from '../../../src/i18n/en/steps';
import { placeholdersOf } from '../../../src/i18n/format';
import type { Entry } from '../../../src/i18n/msg';
import { ZH_ARTIFACTS } from '../../../src/i18n/zh-CN/artifacts';
import { ZH_CHECKS } from '../../../src/i18n/zh-CN/checks';
import { ZH_COMMON } from '../../../src/i18n/zh-CN/common';
import { ZH_MISCONCEPTION } from '../../../src/i18n/zh-CN/misconception';
import { ZH_STEPS } from '../../../src/i18n/zh-CN/steps';

type Domain = Readonly<Record<string, Entry>>;

/**
 * The Simplified Chinese text a trace carries, domain by domain (common, checks, artifacts, steps, misconception):
 * the same keys as English, the same placeholders in every entry and form, nothing empty, and nothing left in English
 * except entries that are only names, numbers, units and symbols. (zhViewTextTranslated.test.ts checks the views'
 * domains, zhTeachTimingTranslated.test.ts the teaching and timing ones.)
 */

/** The Simplified Chinese domains of this file, each beside its English original. */
const DOMAINS: readonly { name: string; en: Domain; zh: Domain }[] = [
  { name: 'common', en: COMMON, zh: ZH_COMMON },
  { name: 'checks', en: CHECKS, zh: ZH_CHECKS },
  { name: 'artifacts', en: ARTIFACTS, zh: ZH_ARTIFACTS },
  { name: 'steps', en: STEPS, zh: ZH_STEPS },
  { name: 'misconception', en: MISCONCEPTION, zh: ZH_MISCONCEPTION },
];

/**
 * Entries that may stay exactly as in English: nothing in them but names,
 * numbers, units, symbols and placeholders.
 */
const SAME_AS_ENGLISH = new Set([
  'common.raw',
  'unit.bytesShort',
  'check.value.hex',
  'check.value.plain',
  'check.vcrc.name',
  'check.icrc.name',
  'check.fcs.name',
  'check.dest-qp.name',
  'check.pkey.name',
  'check.psn.name',
  'check.length.last',
  'check.length.upTo',
  'check.rkey.name',
  'check.rkey.actual',
  'misconception.addr.value.lid',
  'misconception.figure.size.messageWindows.formula',
  'misconception.figure.addressing.windowBits.formula',
  'misconception.figure.cpu.rdmaCpuNs.wqe',
  'step.segment.seq1',
  'step.segment.middlesOf',
  'step.exchange.addrLid',
  'step.connect.peerLid',
]);

const forms = (e: Entry): string[] => (typeof e === 'string' ? [e] : [e.one, e.other]);

describe.each(DOMAINS)('zh-CN $name catalogue', ({ en, zh }) => {
  it('has exactly the English keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('uses the same placeholders as English in every entry and form', () => {
    const wrong: string[] = [];
    for (const [key, enEntry] of Object.entries(en)) {
      const zhEntry = zh[key];
      if (zhEntry === undefined) continue;
      if (typeof enEntry !== typeof zhEntry) {
        wrong.push(`${key}: plural shape differs from English`);
        continue;
      }
      const enForms = forms(enEntry);
      const zhForms = forms(zhEntry);
      for (const [i, f] of zhForms.entries()) {
        const want = placeholdersOf(enForms[i]);
        const got = placeholdersOf(f);
        if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${key}[${i}]: {${got}} vs English {${want}}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Entries whose English forms say different things, not only in grammar: one page gets an IO virtual address, many
  // pages one contiguous IOVA range. The Chinese keeps both sentences.
  const FORMS_DIFFER_IN_MEANING = new Set(['step.regMrB.s2Iommu', 'step.regMrB.s2Gpu']);

  it('has no empty entry, and plural entries have one text (Chinese has no plural) unless English gives the forms different placeholders or meanings', () => {
    for (const [key, entry] of Object.entries(zh)) {
      for (const f of forms(entry)) expect(f.trim(), key).not.toBe('');
      const enEntry = en[key];
      // 'Every check passes: HCA B executes the packet.' has no {n}; its other form has: the two Chinese texts must differ too.
      const samePlaceholders =
        enEntry !== undefined &&
        typeof enEntry !== 'string' &&
        JSON.stringify(placeholdersOf(enEntry.one)) === JSON.stringify(placeholdersOf(enEntry.other));
      if (typeof entry !== 'string' && samePlaceholders && !FORMS_DIFFER_IN_MEANING.has(key)) expect(entry.one, key).toBe(entry.other);
    }
  });

  it('translates every entry that is more than names, numbers and symbols', () => {
    const untranslated = Object.keys(en).filter((key) => !SAME_AS_ENGLISH.has(key) && JSON.stringify(zh[key]) === JSON.stringify(en[key]));
    expect(untranslated).toEqual([]);
  });
});

it('keeps its allow-list of untranslated entries to keys that exist', () => {
  const all = new Set(DOMAINS.flatMap((d) => Object.keys(d.en)));
  expect([...SAME_AS_ENGLISH].filter((k) => !all.has(k))).toEqual([]);
});
