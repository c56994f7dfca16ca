// The steps a deck covers, from what a teacher types: nothing (the walk after the setup), a phase, a step id or
// number, or a range of them; anything else gets a problem naming the part that was not understood.
import { describe, expect, it } from 'vitest';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { stepRange } from '../../../src/sim/trace/stepRange';
import { scenario } from '../trace/helpers';

const steps = buildTrace(scenario({ op: 'write' })).steps;
const ids = (r: ReturnType<typeof stepRange>) => (r.ok ? r.indices.map((i) => steps[i].id) : r.problem);

describe('a range of steps', () => {
  it('nothing: every step after the setup', () => {
    const r = stepRange('', steps);
    expect(r.ok && r.indices.length).toBe(steps.filter((s) => s.phase !== 'SETUP').length);
    expect(ids(r)).not.toContain('SETUP.reg-mr-b');
  });

  it('phases, ids and numbers, with any dash', () => {
    expect(ids(stepRange('A1–A2', steps))).toEqual(['A1.wqe', 'A1.dbr', 'A1.mmio', 'A2.tlp']);
    expect(ids(stepRange('a1-a2', steps))).toEqual(['A1.wqe', 'A1.dbr', 'A1.mmio', 'A2.tlp']);
    expect(ids(stepRange('B1', steps))).toEqual(['B1.check']);
    expect(ids(stepRange('A1.mmio..A2.tlp', steps))).toEqual(['A1.mmio', 'A2.tlp']);
    expect(ids(stepRange('6-7', steps))).toEqual(['A1.wqe', 'A1.dbr']);
  });

  it('a part it does not know, or a range that runs backwards, is a problem that names it', () => {
    expect(stepRange('A1–Z9', steps)).toEqual({ ok: false, problem: { kind: 'unknown', part: 'Z9' } });
    expect(stepRange('B4–A1', steps)).toEqual({ ok: false, problem: { kind: 'backwards', from: 'B4', to: 'A1' } });
    expect(stepRange('99', steps)).toEqual({ ok: false, problem: { kind: 'unknown', part: '99' } });
  });
});
