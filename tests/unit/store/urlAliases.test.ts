// Links made before "myth" became "misconception" (?myth=1, ?step=MYTH.mov) open where they did, and the app writes
// only the new names.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../../../src/sim/scenario/defaults';
import { activeTraceOf } from '../../../src/store/traceCache';
import { readUrlState, writeUrlState } from '../../../src/store/urlState';

describe('URL aliases', () => {
  it('reads the old flag and step ids as the new ones, and writes the new names', () => {
    const old = readUrlState('?myth=1&step=MYTH.tlp').init;
    const now = readUrlState('?misconception=1&step=MISCONCEPTION.tlp').init;
    expect(old.urlErrors ?? []).toEqual([]);
    expect(old.misconception).toBe(true);
    expect(old.stepIndex).toBe(now.stepIndex);
    const steps = activeTraceOf({ scenario: DEFAULT_SCENARIO, misconception: true }).steps;
    expect(steps[old.stepIndex ?? -1].id).toBe('MISCONCEPTION.tlp');
    const q = writeUrlState({
      scenario: DEFAULT_SCENARIO,
      stepIndex: old.stepIndex ?? 0,
      misconception: true,
      theme: 'light',
      showSetup: true,
      speed: 1,
    });
    expect(q).toContain('misconception=1');
    expect(q).toContain('step=MISCONCEPTION.tlp');
    expect(q).not.toMatch(/myth/i);
  });

  it('counts the old and the new name of one key as the key given twice', () => {
    const r = readUrlState('?myth=1&misconception=0').init;
    expect(r.misconception).toBe(true);
    expect((r.urlErrors ?? []).map((e) => e.field)).toEqual(['misconception']);
  });
});
