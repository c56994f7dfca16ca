import type { SimState } from './createSimStore';
import { tabFor } from './vocabularies';

/**
 * Module-scope selectors of plain state: no trace, so the shell (header,
 * start card, notices) uses them without loading the simulation core.
 * The trace selectors are in ./selectors.
 */
export const selectStepIndex = (s: SimState) => s.stepIndex;
export const selectScenario = (s: SimState) => s.scenario;
export const selectPlaying = (s: SimState) => s.playing;
export const selectSpeed = (s: SimState) => s.speed;
export const selectMisconception = (s: SimState) => s.misconception;
export const selectTheme = (s: SimState) => s.theme;
export const selectShowSetup = (s: SimState) => s.showSetup;
export const selectSelectedLink = (s: SimState) => s.selectedLink;
export const selectSelectedPath = (s: SimState) => s.selectedPath;
export const selectUrlErrors = (s: SimState) => s.urlErrors;
export const selectIntro = (s: SimState) => s.intro;
/** The tab on screen: the chosen one if the current mode has it. */
export const selectTab = (s: SimState) => tabFor(s.misconception, s.tab);
export const selectTabAsked = (s: SimState) => s.tabAsked;
export const selectLang = (s: SimState) => s.lang;
export const selectLangNote = (s: SimState) => s.langNote;
export const selectMode = (s: SimState) => s.mode;
export const selectEmbed = (s: SimState) => s.embed;
export const selectView = (s: SimState) => s.view;
export const selectLayout = (s: SimState) => s.layout;
export const selectQuiz = (s: SimState) => s.quiz;
export const selectQuizAnswers = (s: SimState) => s.quizAnswers;
export const selectPanel = (s: SimState) => s.panel;
export const selectSourceFocus = (s: SimState) => s.sourceFocus;
export const selectCaptureSample = (s: SimState) => s.captureSample;
export const selectTermFocus = (s: SimState) => s.termFocus;
