import { msg } from '../../i18n/msg';
import { DEFAULT_SCENARIO } from '../../sim/scenario/defaults';
import type { ScenarioActions, ScenarioData, SliceCreator } from './types';

export const SCENARIO_DEFAULTS: ScenarioData = { scenario: DEFAULT_SCENARIO, misconception: false, urlErrors: [], buildErrors: [] };

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
      set({ scenario, stepIndex: index, buildErrors: [] });
    }),
  setMisconception: (misconception) =>
    engine.run((e) => {
      const { scenario, stepIndex, misconception: was } = get();
      if (misconception === was) return;
      // Keep the learner's place: each misconception step names the real step it stands in for.
      const index = e.placeAcross(scenario, stepIndex, misconception);
      set({ misconception, stepIndex: index, tab: misconception ? 'figures' : 'bytes' });
    }),
  dismissUrlErrors: () => set({ urlErrors: [], buildErrors: [] }),
});
