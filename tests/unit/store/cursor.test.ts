// The bytes panel's artifact is derived from the position: every move lands on the artifact the step is about, and
// the reader's own pick holds while they stay on the step they picked it on.
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { createSimStore } from '../../../src/store/createSimStore';
import { selectCursor, selectStep } from '../../../src/store/selectors';
import { engine } from '../../../src/store/traceCache';

describe('the bytes panel follows the position', () => {
  it('opens each step on its focus, keeps a pick on its step only, and is right after every kind of move', () => {
    const store = createSimStore({ intro: true }, engine);
    const s = () => store.getState();
    const focus = () => selectStep(s()).view.focus ?? { set: 0, item: 0 };
    const moves: [string, () => void][] = [
      ['dismissIntro', () => s().dismissIntro()],
      ['next', () => s().next()],
      ['goTo', () => s().goTo(12)],
      ['back', () => s().back()],
      ['end', () => s().end()],
      ['togglePlay at the end', () => s().togglePlay()],
      ['restart', () => s().restart()],
      ['showSetupFromStart', () => s().showSetupFromStart()],
    ];
    for (const [what, move] of moves) {
      move();
      expect(selectCursor(s()), what).toEqual(focus());
    }
    // A pick holds on its step, and gives way when the reader moves on, and back.
    s().goTo(20);
    s().setCursor({ set: 0, item: 0 });
    const picked = { set: 0, item: 0 };
    expect(selectCursor(s())).toEqual(picked);
    s().next();
    expect(selectCursor(s())).toEqual(focus());
    s().back();
    expect(selectCursor(s())).toEqual(focus());
  });

  it('a step whose text is about a later artifact opens on it (the store writes no cursor for it)', () => {
    const parsed = parseScenario({ messageBytes: 8192, pathMtu: 1024, fault: 'corrupt-icrc:3' });
    if (!parsed.ok) throw new Error('scenario');
    const store = createSimStore({ scenario: parsed.scenario }, engine);
    const steps = engine.traceOf(store.getState().scenario).steps;
    const at = steps.findIndex((x) => x.view.focus && (x.view.focus.set > 0 || x.view.focus.item > 0));
    expect(at).toBeGreaterThanOrEqual(0);
    store.getState().goTo(at);
    expect(selectCursor(store.getState())).toBe(steps[at].view.focus);
  });
});
