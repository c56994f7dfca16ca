import { describe, expect, it } from 'vitest';
import { createSimStore } from '../../../src/store/createSimStore';
import { selectStep, selectWalkStart } from '../../../src/store/selectors';
import { engine } from '../../../src/store/traceCache';

const stepId = (store: ReturnType<typeof createSimStore>) => selectStep(store.getState()).id;

describe('the first minute: the walk opens at A1 with the setup folded, one click away', () => {
  it('walking the real path, or closing the start card, lands on A1’s first step with the setup folded', () => {
    for (const open of [
      (s: ReturnType<typeof createSimStore>) => s.getState().beginWalk('real'),
      (s: ReturnType<typeof createSimStore>) => s.getState().dismissIntro(),
    ]) {
      const store = createSimStore({ intro: true }, engine);
      open(store);
      expect(stepId(store)).toBe('A1.wqe');
      expect(store.getState()).toMatchObject({ intro: false, showSetup: false });
      // Back stops at the walk's start.
      expect(selectWalkStart(store.getState())).toBe(store.getState().stepIndex);
      store.getState().back();
      expect(stepId(store)).toBe('A1.wqe');
    }
  });

  it('“how did we get here?” unfolds the setup at its first step; the imagined walk keeps its premise', () => {
    const store = createSimStore({ intro: true }, engine);
    store.getState().beginWalk('real');
    store.getState().showSetupFromStart();
    expect(stepId(store)).toBe('SETUP.reg-mr-b');
    expect(store.getState().showSetup).toBe(true);
    expect(selectWalkStart(store.getState())).toBe(0);
    store.getState().beginWalk('misconception');
    expect(store.getState()).toMatchObject({ misconception: true, showSetup: true, stepIndex: 0 });
    expect(selectStep(store.getState()).phase).toBe('SETUP');
  });

  it('closing a card that is not open moves nothing (a panel that shows a step closes the card too)', () => {
    const store = createSimStore({ intro: false }, engine);
    store.getState().goTo(2);
    store.getState().dismissIntro();
    expect(store.getState()).toMatchObject({ stepIndex: 2, showSetup: true });
  });
});
