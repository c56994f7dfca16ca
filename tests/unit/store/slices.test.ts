import { describe, expect, it } from 'vitest';
import { createSimStore } from '../../../src/store/createSimStore';
import { PLAYBACK_DEFAULTS, playbackSlice } from '../../../src/store/slices/playback';
import { PRESENTATION_DEFAULTS, presentationSlice } from '../../../src/store/slices/presentation';
import { SCENARIO_DEFAULTS, scenarioSlice } from '../../../src/store/slices/scenario';
import { SELECTION_DEFAULTS, selectionSlice } from '../../../src/store/slices/selection';
import { TEACH_DEFAULTS, teachSlice } from '../../../src/store/slices/teach';
import { engine } from '../../../src/store/traceCache';

const SLICES = {
  playback: [PLAYBACK_DEFAULTS, playbackSlice],
  scenario: [SCENARIO_DEFAULTS, scenarioSlice],
  presentation: [PRESENTATION_DEFAULTS, presentationSlice],
  teach: [TEACH_DEFAULTS, teachSlice],
  selection: [SELECTION_DEFAULTS, selectionSlice],
} as const;

const noop = () => undefined;

describe('the store is five slices', () => {
  it('each field and each action belongs to exactly one slice, and together they are the whole store', () => {
    const owner = new Map<string, string[]>();
    for (const [name, [defaults, slice]] of Object.entries(SLICES)) {
      const keys = [...Object.keys(defaults), ...Object.keys((slice as (s: unknown, g: unknown) => object)(noop, noop))];
      for (const k of keys) owner.set(k, [...(owner.get(k) ?? []), name]);
    }
    expect([...owner].filter(([, o]) => o.length > 1)).toEqual([]);
    expect([...owner.keys()].sort()).toEqual(Object.keys(createSimStore({}, engine).getState()).sort());
  });

  it('a slice works on the vanilla store without React: the teach slice records one answer per role', () => {
    const store = createSimStore({ quiz: true }, engine);
    store.getState().answerQuiz('mmio-tlp', 2);
    store.getState().answerQuiz('mmio-tlp', 0);
    expect(store.getState().quizAnswers['mmio-tlp']).toEqual({ choice: 2, revealed: false });
    store.getState().revealQuiz('mmio-tlp');
    expect(store.getState().quizAnswers['mmio-tlp']).toEqual({ choice: 2, revealed: true });
  });
});
