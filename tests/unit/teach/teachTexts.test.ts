import { describe, expect, it } from 'vitest';
import { EN, type MsgKey } from '../../../src/i18n/en';
import { isMsg, type Msg, type MsgParam } from '../../../src/i18n/msg';
import type { Step } from '../../../src/sim/trace/types';
import { misconceptionTraceOf, traceOf } from '../../../src/store/traceCache';
import { oneLine, teachable } from '../../../src/views/teach/oneLine';
import { QUIZ_ROLES, questionFor } from '../../../src/views/teach/quiz/questions';
import { en } from '../support/en';
import { scenario } from '../trace/helpers';

const SCENARIOS = {
  default: scenario(),
  doorbell: scenario({ post: 'doorbell' }),
  inline: scenario({ post: 'inline', messageBytes: 64 }),
  big: scenario({ messageBytes: 65536, pathMtu: 1024, iommu: true, ib: { switchHops: 2 } }),
  direct: scenario({ ib: { switchHops: 0 } }),
  unsignaled: scenario({ signaled: false }),
  empty: scenario({ messageBytes: 0 }),
};

/** Every catalogue key a step's text uses, nested parameters included. */
function keysOf(step: Step): Set<MsgKey> {
  const out = new Set<MsgKey>();
  const walk = (x: Msg | MsgParam | undefined) => {
    if (x === undefined || typeof x === 'string' || typeof x === 'number') return;
    if (Array.isArray(x)) {
      for (const m of x) walk(m);
      return;
    }
    if (isMsg(x)) {
      out.add(x.key);
      for (const p of Object.values(x.params ?? {})) walk(p);
    }
  };
  const t = step.text;
  walk(t.title);
  for (const s of t.summary) walk(s);
  walk(t.reality);
  for (const a of t.asides ?? []) for (const p of a.points) walk(p);
  return out;
}

const known = (m: Msg) => m.key in EN;

describe.each(Object.entries(SCENARIOS))('teaching texts, %s scenario', (_name, s) => {
  const steps = traceOf(s).steps;

  it('every step has one line of what really happens, from the catalogue, short enough for one line at 640 px', () => {
    expect(teachable(s)).toBe(true);
    for (const step of steps) {
      const line = oneLine(step, s);
      expect(line, `${step.id} (${step.role})`).not.toBeNull();
      if (!line) continue;
      expect(known(line), line.key).toBe(true);
      expect(en(line).length, en(line)).toBeLessThanOrEqual(88);
    }
  });

  it('each question is complete, has one true choice among distinct ones, and its step says the answer', () => {
    let asked = 0;
    for (const step of steps) {
      const q = questionFor(step.role, s);
      if (!q) continue;
      asked++;
      for (const m of [q.question, q.why, ...q.choices]) expect(known(m), `${step.role}: ${m.key}`).toBe(true);
      expect(q.answer).toBeGreaterThanOrEqual(0);
      expect(q.answer).toBeLessThan(q.choices.length);
      expect(new Set(q.choices.map(en)).size).toBe(q.choices.length);
      // The answer is backed by the step's own text: it uses at least one of the keys that state it.
      const used = keysOf(step);
      expect(
        q.backedBy.some((k) => used.has(k)),
        `${step.id}: none of ${q.backedBy.join(', ')} in the step's text`,
      ).toBe(true);
    }
    expect(asked).toBeGreaterThanOrEqual(8);
  });
});

describe('the questions', () => {
  it('are keyed by role and cover the main path of the default scenario', () => {
    const roles = new Set(traceOf(SCENARIOS.default).steps.map((s) => s.role));
    for (const role of [
      'build-wqe',
      'post-mmio',
      'mmio-tlp',
      'fetch-payload',
      'responder-check',
      'translate',
      'place-data',
      'acknowledge',
    ] as const) {
      expect(roles.has(role)).toBe(true);
      expect(questionFor(role, SCENARIOS.default)).not.toBeNull();
    }
    expect(QUIZ_ROLES.length).toBeGreaterThanOrEqual(15);
  });

  it('the misconception’s steps are marked imagined, and no question is asked for them', () => {
    for (const step of misconceptionTraceOf(SCENARIOS.default).steps) {
      const line = oneLine(step, SCENARIOS.default);
      if (step.view.misconception || step.role.startsWith('imagined') || step.role.startsWith('misconception'))
        expect(line?.key).toBe('ui.step.misconceptionBanner');
    }
  });

  it('other operations, transports and faults get neither lines nor questions (the texts describe a plain IB WRITE)', () => {
    for (const s of [scenario({ op: 'read' }), scenario({ transport: 'rocev2' }), scenario({ fault: 'bad-rkey' })]) {
      expect(teachable(s)).toBe(false);
      for (const step of traceOf(s).steps) {
        expect(questionFor(step.role, s)).toBeNull();
        if (!step.view.misconception) expect(oneLine(step, s)).toBeNull();
      }
    }
  });
});
