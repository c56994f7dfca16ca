import type { MisconceptionFigures } from '../../sim/misconception';
import type { SimState } from '../../store/createSimStore';
import { selectStep, selectTrace } from '../../store/selectors';
import { misconceptionFiguresOf } from '../../store/traceCache';

/** Selectors only the views use (module scope: stable functions). */
export { selectMisconception, selectScenario, selectSelectedLink, selectSpeed, selectStep, selectTrace } from '../../store/selectors';

/** Switch hops decide the topology's layout; a primitive, so the layout memo keys on it. */
export const selectSwitchHops = (s: SimState) => s.scenario.ib.switchHops;

/** Bytes of the message in B's pages after the current step. */
export const selectLandedB = (s: SimState) => selectStep(s).state.memory.landedBytesB;

/** Bytes in B's pages before the current step (where the fill animation starts). */
export const selectLandedBeforeB = (s: SimState) => {
  const step = selectStep(s);
  return step.index === 0 ? 0 : selectTrace(s).steps[step.index - 1].state.memory.landedBytesB;
};

/** The misconception's figures for the scenario (cached per scenario in the store); null when the mode is off. */
export const selectMisconceptionFigures = (s: SimState): MisconceptionFigures | null =>
  s.misconception ? misconceptionFiguresOf(s.scenario) : null;
