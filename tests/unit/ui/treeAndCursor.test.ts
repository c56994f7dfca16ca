import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../../../src/sim/scenario/defaults';
import { traceOf } from '../../../src/store/traceCache';
import { clampCursor, itemNoun } from '../../../src/views/bytes/cursor';
import { buildFieldModel } from '../../../src/views/bytes/fieldModel';
import { defaultOpen, visibleRows } from '../../../src/views/bytes/treeRows';
import { en } from '../support/en';

const DOORBELL = { ...DEFAULT_SCENARIO, post: 'doorbell' as const };
const step = (id: string) => traceOf(DOORBELL).steps.find((s) => s.id === id)!;

describe('field tree', () => {
  it('opens a small packet completely', () => {
    const a = step('A3.transmit').artifacts[0].at(0);
    const m = buildFieldModel(a.fields, a.bytes.length);
    const open = defaultOpen(m);
    expect(visibleRows(a.fields, (p) => open.has(p)).length).toBe(m.byPath.size);
  });

  it('opens a CplD down to the WQE segments, which stay closed', () => {
    const a = step('A3.wqe-fetch').artifacts[1].at(0);
    const m = buildFieldModel(a.fields, a.bytes.length);
    const open = defaultOpen(m);
    const rows = visibleRows(a.fields, (p) => open.has(p)).map((r) => r.field.path);
    expect(rows).toContain('Payload.Data.WQE.ctrl');
    expect(rows).toContain('Payload.Data.WQE.raddr');
    expect(rows).not.toContain('Payload.Data.WQE.ctrl.imm');
    expect(rows).not.toContain('CplD header.DW0.Fmt');
  });
});

describe('artifact cursor', () => {
  it('clamps to the sets and items the step has', () => {
    const sets = step('A3.wqe-fetch').artifacts;
    expect(clampCursor(sets, { set: 5, item: 9 })).toEqual({ set: 1, item: 0 });
    expect(clampCursor([], { set: 0, item: 0 })).toBeNull();
  });

  it('names items by kind', () => {
    expect(en(itemNoun('packet'))).toBe('packet');
    expect(en(itemNoun('tlp'))).toBe('TLP');
    expect(en(itemNoun('memory-write'))).toBe('write');
    expect(en(itemNoun('cqe'))).toBe('item');
  });
});
