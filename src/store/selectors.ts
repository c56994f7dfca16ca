import { type SimState, tabFor } from './createSimStore';
import { activeTraceOf, traceOf } from './traceCache';

/** Module-scope selectors: stable functions, derived data computed from the state. */
/** The trace on screen (the misconception's when its toggle is on). */
export const selectTrace = (s: SimState) => activeTraceOf(s);
/** Always the real trace: exports and the truth side of comparisons. */
export const selectRealTrace = (s: SimState) => traceOf(s.scenario);
export const selectSteps = (s: SimState) => activeTraceOf(s).steps;
export const selectStep = (s: SimState) => {
  const steps = activeTraceOf(s).steps;
  return steps[Math.min(s.stepIndex, steps.length - 1)];
};
export const selectStepIndex = (s: SimState) => s.stepIndex;
export const selectStepCount = (s: SimState) => activeTraceOf(s).steps.length;
export const selectScenario = (s: SimState) => s.scenario;
export const selectPlaying = (s: SimState) => s.playing;
export const selectSpeed = (s: SimState) => s.speed;
export const selectMisconception = (s: SimState) => s.misconception;
export const selectTheme = (s: SimState) => s.theme;
export const selectShowSetup = (s: SimState) => s.showSetup;
export const selectCursor = (s: SimState) => s.cursor;
export const selectSelectedLink = (s: SimState) => s.selectedLink;
export const selectSelectedPath = (s: SimState) => s.selectedPath;
export const selectUrlErrors = (s: SimState) => s.urlErrors;
export const selectBuildErrors = (s: SimState) => s.buildErrors;
export const selectIntro = (s: SimState) => s.intro;
/** The tab on screen: the chosen one if the current mode has it. */
export const selectTab = (s: SimState) => tabFor(s.misconception, s.tab);

/*
 * No selector returns a built artifact: ArtifactSet.at(i) builds a new object per
 * call, which would re-render a subscriber forever. Views select the step and the
 * cursor and build the artifact in a useMemo.
 */
export const selectLang = (s: SimState) => s.lang;
export const selectMode = (s: SimState) => s.mode;
export const selectEmbed = (s: SimState) => s.embed;
export const selectView = (s: SimState) => s.view;
export const selectQuiz = (s: SimState) => s.quiz;
export const selectQuizAnswers = (s: SimState) => s.quizAnswers;
export const selectPanel = (s: SimState) => s.panel;
