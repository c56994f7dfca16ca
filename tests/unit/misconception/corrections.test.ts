import { describe, expect, it } from 'vitest';
import { buildMythTrace, figure, mythFigures } from '../../../src/sim/misconception';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Trace } from '../../../src/sim/trace/types';
import { en } from '../support/en';
import { SCENARIOS } from './scenarios';

/**
 * The expert review's corrections, pinned: each corrected figure against its
 * formula (restated here from the sources, not from constants.ts), and the
 * wording that must be gone.
 */

/** Every text a learner reads in a myth trace. */
const texts = (t: Trace) => t.steps.flatMap((st) => [st.text.title, ...st.text.summary, st.text.reality].map(en));

describe('RC retry figures are nominal, not bounds', () => {
  const s = SCENARIOS.default;
  const real = buildTrace(s);
  const f = mythFigures(s, real);
  const rcNs = 4096 * 2 ** 14; // perftest DEF_QP_TIME 14, 4.096 µs × 2^timeout

  it('keeps the nominal formulas with their numbers, labelled nominal', () => {
    expect(figure(f, 'timeout.rc-first').value).toBeCloseTo(rcNs / 1e6, 12);
    expect(en(figure(f, 'timeout.rc-first').formula)).toBe('nominal: 4.096 µs × 2^14 = 67.11 ms');
    expect(figure(f, 'timeout.rc-worst').value).toBeCloseTo((8 * rcNs) / 1e6, 9);
    expect(en(figure(f, 'timeout.rc-worst').formula)).toMatch(/^nominal: \(1 \+ 7 retries\) × 67\.11 ms = 536\.9 ms,/);
    expect(en(figure(f, 'timeout.rc-vs-cto').formula)).toMatch(/^nominal 67\.11 ms \/ 50 ms = 1\.342× the upper end/);
  });

  it('states the adaptive-retransmission caveat with its sources', () => {
    const caveat = en(figure(f, 'timeout.rc-first').caveat);
    expect(caveat).toContain('adaptive retransmission');
    expect(caveat).toContain('up to a 4× delay in the effective timeout');
    expect(caveat).toContain('2, 4, 8 and 16 ms');
    const sources = figure(f, 'timeout.rc-first').sources.join(' ');
    expect(sources).toContain('Adaptive Retransmission');
    expect(sources).toContain('perftest#251');
    expect(en(figure(f, 'timeout.rc-vs-cto').caveat)).toContain('4 µs');
  });

  it('says no "at most" and no "before RC would even retransmit" about RC, and never that ack_timeout caps it', () => {
    const rc = ['timeout.rc-first', 'timeout.rc-vs-cto', 'timeout.rc-worst'].flatMap((id) => [
      en(figure(f, id).label),
      en(figure(f, id).formula),
      en(figure(f, id).caveat),
    ]);
    const timeoutStep = buildMythTrace(s, real).steps.find((st) => st.id === 'MYTH.fail.timeout')!;
    // The first sentence is the completion timeout's ("at most the Completion Timeout"): that one is a bound.
    const step = [timeoutStep.text.title, ...timeoutStep.text.summary.slice(1), timeoutStep.text.reality].map(en);
    expect(en(timeoutStep.text.summary[0])).toContain('Completion Timeout');
    for (const t of [...rc, ...step]) {
      expect(t).not.toContain('at most');
      expect(t).not.toContain('even retransmit');
      expect(t).not.toMatch(/cap/i);
    }
    expect(step.join(' ')).toContain('Nominally');
    expect(step.join(' ')).toContain('end to end');
  });

  it('no text of the default myth trace states the RC retry time as "at most"', () => {
    for (const t of texts(buildMythTrace(s, real))) expect(t).not.toMatch(/retries.*at most|at most.*retr/);
  });
});
