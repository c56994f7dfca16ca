import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatText, withFallback } from '../../../src/i18n/format';
import type { Catalogue } from '../../../src/i18n/msg';
import { ZH_CN } from '../../../src/i18n/zh-CN';
import { DEFAULT_SCENARIO } from '../../../src/sim/scenario/defaults';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { scenarioToJson } from '../../../src/sim/scenario/serialize';
import { readUrlState, writeUrlState } from '../../../src/store/urlState';
import { en } from '../support/en';

describe('parseScenario', () => {
  it('an empty object is the documented default', () => {
    const r = parseScenario({});
    expect(r).toEqual({ ok: true, scenario: DEFAULT_SCENARIO });
  });

  it('accepts numbers, decimal strings and 0x hex strings; nested or dotted keys', () => {
    const r = parseScenario({
      qpnB: '0xabcdef',
      rkey: 4660,
      messageBytes: '65536',
      pcie: { mps: 512 },
      'ib.speed': 'hdr',
      remoteVa: '0xffff800000000000',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.qpnB).toBe(0xabcdef);
    expect(r.scenario.rkey).toBe(0x1234);
    expect(r.scenario.messageBytes).toBe(65536);
    expect(r.scenario.pcie.mps).toBe(512);
    expect(r.scenario.ib.speed).toBe('HDR');
    expect(r.scenario.remoteVa).toBe(0xffff800000000000n);
  });

  it('lists allowed numbers as the reader’s language lists them (Chinese with 、), names with commas', () => {
    const zh = (input: Record<string, unknown>) => {
      const r = parseScenario(input);
      return r.ok ? '' : formatText(withFallback(EN as Catalogue, ZH_CN), r.errors[0].message);
    };
    expect(zh({ pathMtu: 300 })).toContain('256、512、1024、2048、4096 之一');
    expect(zh({ post: 'mmio' })).toContain('doorbell, blueflame, inline');
  });

  it.each([
    [{ pathMtu: 300 }, 'pathMtu', '300', '256, 512, 1024, 2048, 4096'],
    [{ messageBytes: -1 }, 'messageBytes', '-1', '0 to 2,147,483,647'],
    [{ messageBytes: 2 ** 31 }, 'messageBytes', String(2 ** 31), '0 to 2,147,483,647'],
    [{ post: 'mmio' }, 'post', '"mmio"', 'doorbell, blueflame, inline'],
    [{ qpnA: '0x1000000' }, 'qpnA', '"0x1000000"', '0xffffff'],
    [{ pcie: { gen: 7 } }, 'pcie.gen', '7', '1, 2, 3, 4, 5, 6'],
    [{ ib: { switchHops: 5 } }, 'ib.switchHops', '5', '0 to 4'],
    [{ ib: { width: 2 } }, 'ib.width', '2', '1, 4, 8, 12'],
    [{ iommu: 'yes' }, 'iommu', '"yes"', 'true or false'],
    [{ payloadHex: 'xyz' }, 'payloadHex', '"xyz"', 'hex bytes'],
    [{ mtu: 4096 }, 'mtu', '4096', 'scenario keys'],
    [{ post: 'inline', messageBytes: 4096 }, 'messageBytes', '4096', 'messageBytes <= 220'],
    [{ lidB: 1 }, 'lidB', '1', 'different'],
    [{ bar0: '0xe4100000' }, 'bar0', '"0xe4100000"', '32 MiB-aligned'],
    [{ remoteVa: '0xfffffffffffffff0', messageBytes: 32 }, 'remoteVa', '"0xfffffffffffffff0"', 'fits in 64 bits'],
  ])('rejects %o naming the field, the value and what is allowed', (input, field, value, allowed) => {
    const r = parseScenario(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const e = r.errors.find((x) => x.field === field);
    expect(e, JSON.stringify(r.errors)).toBeDefined();
    expect(e!.value).toBe(value);
    expect(en(e!.allowed)).toContain(allowed);
    expect(en(e!.message)).toContain(field);
  });

  it('never throws, whatever the input', () => {
    for (const input of [null, 42, 'x', [], { pcie: 'x' }, { pcie: null }, { messageBytes: {} }, { messageBytes: NaN }]) {
      const r = parseScenario(input);
      expect(r.ok).toBe(false);
    }
  });

  it('round-trips through its JSON form', () => {
    const r = parseScenario({ messageBytes: 12345, remoteVa: '0x7f00000012ab', iommu: true, payloadHex: 'c0ffee' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(parseScenario(scenarioToJson(r.scenario))).toEqual(r);
  });
});

describe('URL state', () => {
  it('round-trips step, switches and scenario through the query string', () => {
    const r = parseScenario({ messageBytes: 65536, pathMtu: 1024, iommu: true });
    if (!r.ok) throw new Error('bad');
    const q = writeUrlState({ scenario: r.scenario, stepIndex: 9, misconception: false, theme: 'dark', showSetup: false, speed: 2 });
    expect(q).toContain('step=A3.payload-fetch');
    const back = readUrlState(q);
    expect(back.init.scenario).toEqual(r.scenario);
    expect(back.init.stepIndex).toBe(9);
    expect(back.init.misconception).toBe(false);
    expect(back.init.theme).toBe('dark');
    expect(back.init.showSetup).toBe(false);
    expect(back.init.speed).toBe(2);
    expect(back.init.urlErrors).toEqual([]);
  });

  it('keeps the misconception mode and its step (ids of the misconception trace) across a reload', () => {
    const q = writeUrlState({ scenario: DEFAULT_SCENARIO, stepIndex: 2, misconception: true, theme: 'light', showSetup: true, speed: 1 });
    expect(q).toMatch(/step=MISCONCEPTION\.\w+/);
    expect(q).toContain('misconception=1');
    const back = readUrlState(q);
    expect(back.init.misconception).toBe(true);
    expect(back.init.stepIndex).toBe(2);
  });

  it('bad values are named and the defaults are used for the whole scenario', () => {
    const back = readUrlState('?pathMtu=300&messageBytes=65536&step=nope&misconception=maybe');
    expect(back.init.scenario).toEqual(DEFAULT_SCENARIO);
    expect(back.init.urlErrors!.map((e) => e.field).sort()).toEqual(['misconception', 'pathMtu', 'step']);
    expect(back.init.stepIndex).toBe(0);
  });

  it('a step that names none opens as a link without a step does: the start card, then A1 (with the notice)', () => {
    const none = readUrlState('').init;
    for (const q of ['?step=bogus', '?step=0', '?step=21', '?step=MISCONCEPTION.tlp', '?step=RESPONSE.build']) {
      const back = readUrlState(q).init;
      expect(
        back.urlErrors!.map((e) => e.field),
        q,
      ).toEqual(['step']);
      expect({ intro: back.intro, stepIndex: back.stepIndex }, q).toEqual({ intro: none.intro, stepIndex: none.stepIndex });
    }
    expect(readUrlState('').init.intro).toBe(true);
    // In a mode with no start card, where that mode opens without a step.
    expect(readUrlState('?step=bogus&embed=1').init).toMatchObject({ intro: false, stepIndex: readUrlState('?embed=1').init.stepIndex });
  });
});
