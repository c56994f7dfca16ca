import { msg } from '../../i18n/msg';
import { DEFAULT_SCENARIO } from '../../sim/scenario/defaults';
import type { TraceEngine } from '../engine';
import type { PlaybackData, ScenarioActions, ScenarioData, SliceCreator } from './types';

/** The model's step for the walk's step on screen: the same step (an inferred one), else the first of the same role. */
function modelIndexOf(e: TraceEngine, s: ScenarioData & PlaybackData): number {
  const here = e.activeTraceOf(s).steps[s.stepIndex];
  const model = e.activeTraceOf({ scenario: s.scenario, misconception: false }).steps;
  const same = model.findIndex((st) => st.id === here?.id);
  if (same >= 0) return same;
  const role = model.findIndex((st) => st.role === here?.role);
  return Math.max(0, role);
}

export const SCENARIO_DEFAULTS: ScenarioData = {
  scenario: DEFAULT_SCENARIO,
  misconception: false,
  urlErrors: [],
  buildErrors: [],
  walk: null,
};

/** What is simulated: the scenario and the misconception; changing either keeps the learner's place. */
export const scenarioSlice: SliceCreator<ScenarioActions> = (set, get, engine) => ({
  setScenario: (scenario) =>
    engine.run((e) => {
      const { stepIndex, misconception } = get();
      const problem = e.traceProblem({ scenario, misconception });
      if (problem) {
        set({ buildErrors: [e.scenarioError('scenario', problem, msg('ui.build.allowed'))] });
        return;
      }
      const oldId = e.activeTraceOf(get()).steps[stepIndex]?.id;
      const steps = e.activeTraceOf({ scenario, misconception }).steps;
      const same = steps.findIndex((st) => st.id === oldId);
      const index = same >= 0 ? same : Math.max(0, Math.min(steps.length - 1, stepIndex));
      // Another scenario is the model's: a capture's walk ends.
      set({ scenario, stepIndex: index, buildErrors: [], walk: null });
    }),
  setMisconception: (misconception) =>
    engine.run((e) => {
      const { scenario, stepIndex, misconception: was } = get();
      if (misconception === was) return;
      // Keep the learner's place: each misconception step names the real step it stands in for.
      // The misconception is told against the model: a capture's walk ends first, on the model's step of the same kind.
      const from = get().walk ? modelIndexOf(e, get()) : stepIndex;
      const index = e.placeAcross(scenario, from, misconception);
      set({ misconception, stepIndex: index, tab: misconception ? 'figures' : 'bytes', walk: null });
    }),
  openWalk: (walk, frame) =>
    engine.run((e) => {
      const steps = e.activeTraceOf({ scenario: walk.scenario, misconception: false, walk }).steps;
      const first = steps.findIndex((st) => st.origin?.kind === 'captured' && (frame === undefined || st.origin.frame === frame));
      set({
        scenario: walk.scenario,
        walk,
        misconception: false,
        stepIndex: Math.max(0, first),
        buildErrors: [],
        panel: null,
        intro: false,
      });
    }),
  closeWalk: () =>
    engine.run((e) => {
      if (!get().walk) return;
      set({ stepIndex: modelIndexOf(e, get()), walk: null });
    }),
  dismissUrlErrors: () => set({ urlErrors: [], buildErrors: [] }),
});
