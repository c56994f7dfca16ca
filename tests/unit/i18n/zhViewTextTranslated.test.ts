import { describe, expect, it } from 'vitest';
import { FIELDS } from '../../../src/i18n/en/fields';
import { SCENARIO } from '../../../src/i18n/en/scenario';
import { UI } from '../../../src/i18n/en/ui';
import { URL_TEXT } from '../../../src/i18n/en/url';
import { VIZ } from '../../../src/i18n/en/viz';
import { placeholdersOf } from '../../../src/i18n/format';
import type { Entry } from '../../../src/i18n/msg';
import { ZH_FIELDS } from '../../../src/i18n/zh-CN/fields';
import { ZH_SCENARIO } from '../../../src/i18n/zh-CN/scenario';
import { ZH_UI } from '../../../src/i18n/zh-CN/ui';
import { ZH_URL_TEXT } from '../../../src/i18n/zh-CN/url';
import { ZH_VIZ } from '../../../src/i18n/zh-CN/viz';

/**
 * The Simplified Chinese catalogue, domain by domain (fields, ui, viz,
 * scenario, url): the same keys as English, the same placeholders in every
 * entry (and in both plural forms), nothing empty, and nothing left in English
 * except entries that are only names, numbers, units and symbols.
 */

type Domain = Readonly<Record<string, Entry>>;

/**
 * Entries that read the same in both languages: only field names, code,
 * placeholders, units and symbols (the glossary keeps these untranslated). Measures differ even when their words do
 * not: Chinese keeps a number and its unit together with a no-break space; both write % without one.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  fields: ['field.ctrl.qpnDs', 'field.inline.byteCount', 'field.cqe.sopDropQpn', 'field.cqe.opOwn'],
  ui: [
    'ui.header.chip',
    'ui.header.ib',
    'ui.export.json',
    'ui.export.pcap',
    'ui.actor.hcaA',
    'ui.counters.cpuMmio',
    'ui.controls.speedOption',
    // "14/20": a 360 px phone's position, numbers only.
    'ui.controls.positionShort',
    // The values the views follow that are field names in both languages.
    'ui.link.rkey',
    'ui.link.lkey',
    'ui.link.psn',
    'ui.link.pkey',
    'ui.controls.time',
    'ui.item.tlp',
    'ui.field.idleHead',
    'ui.bits.run',
    'ui.figure.offset',
    'ui.figure.times',
    'ui.figure.percent',
    'ui.encap.colIb',
    'ui.encap.colRoce',
  ],
  viz: [
    'viz.gpu.title',
    'viz.gpu.rings',
    'viz.mr.colBar1',
    // "1/{n}": a fraction; the number inside is written as each language writes it.
    'viz.window.oneIn',
    'viz.caption.tlp',
    'viz.caption.wqe',
    'viz.caption.bfWqe',
    'viz.caption.cqe',
    'viz.caption.ack',
    'viz.caption.nak',
    'viz.count.tlp',
    'viz.count.then',
    'viz.break.size',
    'viz.break.timeout3',
    'viz.box.dram',
    'viz.box.bar0',
    'viz.box.mkey',
    'viz.box.mtt',
    'viz.box.sram',
    'viz.box.lid',
    'viz.box.qp',
    'viz.hostA.sq',
    'viz.hostA.cq',
    'viz.hostB.mrLabel',
    'viz.hostB.percent',
    'viz.hcaA.title',
    'viz.hcaA.bf',
    'viz.hcaB.title',
    'viz.pcie.label',
    'viz.switch.short',
    'viz.box.ipTail',
    'viz.phys.region.dram',
    'viz.mr.mttEntryIova',
    'viz.mr.mtt',
    'viz.mr.mttLkey',
    'viz.mr.colVa',
    'viz.mr.colIova',
  ],
  scenario: [
    'scenario.group.pcie',
    'scenario.group.ib',
    'scenario.key.pcie.gen.hint',
    'scenario.key.pcie.lanes.hint',
    'scenario.key.iommu.label',
    'scenario.key.lidA.label',
    'scenario.key.lidB.label',
    'scenario.key.pkey.label',
    'scenario.key.qpnA.label',
    'scenario.key.qpnB.label',
    'scenario.key.rkey.label',
    'scenario.key.lkey.label',
  ],
  url: [],
};

const DOMAINS: readonly (readonly [string, Domain, Domain])[] = [
  ['fields', FIELDS, ZH_FIELDS],
  ['ui', UI, ZH_UI],
  ['viz', VIZ, ZH_VIZ],
  ['scenario', SCENARIO, ZH_SCENARIO],
  ['url', URL_TEXT, ZH_URL_TEXT],
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

  it('translates every entry that is prose', () => {
    const same = keys.filter((k) => zhDomain[k] !== undefined && JSON.stringify(zhDomain[k]) === JSON.stringify(enDomain[k]));
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH[name]].sort());
  });
});
