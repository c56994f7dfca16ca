import { describe, expect, it } from 'vitest';
import { msg } from '../../../src/i18n/msg';
import { DEFAULT_SCENARIO } from '../../../src/sim/scenario/defaults';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { traceOf } from '../../../src/store/traceCache';
import { fallbackSlot, knownSlot, SLOT_COUNT, segmentOf } from '../../../src/views/bytes/colours';
import { buildFieldModel } from '../../../src/views/bytes/fieldModel';

const artifactOf = (stepId: string, set = 0, scenario = DEFAULT_SCENARIO) => {
  const step = traceOf(scenario).steps.find((s) => s.id === stepId)!;
  return step.artifacts[set].at(0);
};

describe('colour slots', () => {
  it('gives the IB headers distinct colours', () => {
    const slots = ['LRH', 'BTH', 'RETH', 'Payload', 'ICRC', 'VCRC'].map((n) => knownSlot(n));
    expect(new Set(slots).size).toBe(slots.length);
    for (const s of slots) expect(s).toBeGreaterThanOrEqual(0);
  });

  it('colours a TLP header like a header, whatever its type', () => {
    expect(knownSlot('MWr32 header')).toBe(knownSlot('CplD header'));
  });

  it('falls back to a stable slot for unknown names', () => {
    expect(fallbackSlot('Mystery')).toBe(fallbackSlot('Mystery'));
    expect(fallbackSlot('Mystery')).toBeLessThan(SLOT_COUNT);
  });

  it('colours a WQE nested in a CplD by its own segments', () => {
    const a = artifactOf('A3.wqe-fetch', 1, { ...DEFAULT_SCENARIO, post: 'doorbell' });
    const m = buildFieldModel(a.fields, a.bytes.length);
    expect(m.segmentOf.get('Payload.Data.WQE.ctrl.qpn_ds.qpn')!.name).toBe('ctrl');
    expect(m.segmentOf.get('Payload.Data.WQE.raddr.rkey')!.name).toBe('raddr');
    expect(m.segmentOf.get('CplD header.DW0.Fmt')!.slot).toBe(knownSlot('LRH'));
    expect(m.segmentOf.get('Payload.Data.RestOfBasicBlock')!.name).toBe('RestOfBasicBlock');
  });

  it('treats inline data as payload, not as the data-pointer segment', () => {
    const r = parseScenario({ post: 'inline', messageBytes: 64 });
    if (!r.ok) throw new Error('preset');
    const a = artifactOf('A1.wqe', 0, r.scenario);
    const m = buildFieldModel(a.fields, a.bytes.length);
    expect(m.segmentOf.get('inline.data')!.name).toBe('inline');
  });

  it('segmentOf falls back to the top-level field', () => {
    const f = { name: 'Top', path: 'Top', offset: 0, bitOffset: 0, bitLength: 8, value: '0', meaning: msg('common.raw', { text: '' }) };
    expect(segmentOf([f]).path).toBe('Top');
  });
});
