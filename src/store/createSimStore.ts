import { createStore } from 'zustand/vanilla';
import type { Scenario, ScenarioError } from '../sim/scenario/types';
import { DEFAULT_SCENARIO } from '../sim/scenario/defaults';
import type { LinkKey } from '../sim/bytes/field';
import { msg } from '../i18n/msg';
import { type TraceEngine, withEngine } from './engine';
import type { Lang } from '../i18n/msg';
import type { StepRole } from '../sim/trace/types';

export type Theme = 'light' | 'dark';

/** How the app lays itself out: the explorer, a projector's lecture view, or the printable handout. */
export const MODES = ['explore', 'lecture', 'print'] as const;
export type Mode = (typeof MODES)[number];

/** What an embed (or the lecture view) shows large. */
export const EMBED_VIEWS = ['topology', 'memory', 'bytes'] as const;
export type EmbedView = (typeof EMBED_VIEWS)[number];

/** Panels that open over the views; the open one is part of the link. */
export const PANELS = ['scenario', 'share', 'sources', 'questions'] as const;
export type Panel = (typeof PANELS)[number];

/** A predict-then-reveal question's state: the choice made (null when skipped), and whether the step is shown. */
export interface QuizAnswer {
  choice: number | null;
  revealed: boolean;
}

/** The lower right panel's tabs: the real trace's, and the misconception's. */
export const REAL_TABS = ['bytes', 'timing', 'wire'] as const;
export const MYTH_TABS = ['figures', 'compare', 'zero-copy', 'nuance', 'bytes'] as const;
export type PanelTab = (typeof REAL_TABS)[number] | (typeof MYTH_TABS)[number];
export const PANEL_TABS: readonly PanelTab[] = [...new Set<PanelTab>([...REAL_TABS, ...MYTH_TABS])];

/** The tab a mode shows: the one asked for when the mode has it, else the mode's first. */
export function tabFor(misconception: boolean, tab: PanelTab): PanelTab {
  const tabs: readonly PanelTab[] = misconception ? MYTH_TABS : REAL_TABS;
  return tabs.includes(tab) ? tab : tabs[0];
}

/** Which artifact of the current step the bytes panel shows: a set and an item in it. */
export interface ArtifactCursor {
  set: number;
  item: number;
}

export interface SimData {
  scenario: Scenario;
  /** The only position state: an index into the trace's steps. */
  stepIndex: number;
  playing: boolean;
  /** Playback speed multiplier (1 = one step every 1.6 s). */
  speed: number;
  misconception: boolean;
  theme: Theme;
  showSetup: boolean;
  cursor: ArtifactCursor;
  /** The value followed across views (linked highlighting), e.g. 'remoteVa'. */
  selectedLink: LinkKey | null;
  /** The field path hovered/focused in the bytes panel. */
  selectedPath: string | null;
  /** Problems found in the URL the app was opened with (shown once, above a working view). */
  urlErrors: ScenarioError[];
  /** A scenario that passed the parser but whose trace could not be built: named, and the last valid view kept. */
  buildErrors: ScenarioError[];
  /** The start card (the question, the answer, three ways in) is open: a first visit with no step in the link. */
  intro: boolean;
  /** The lower right panel's tab (the mode decides which exist; see tabFor). */
  tab: PanelTab;
  /** The language of every word shown (English is bundled; the others load when chosen). */
  lang: Lang;
  mode: Mode;
  /** A layout for slides: one view large, the step's title and one line, minimal controls. */
  embed: boolean;
  /** The view an embed or the lecture shows large. */
  view: EmbedView;
  /** Predict, then reveal: a question before each step that has one. Answers live only in this page. */
  quiz: boolean;
  quizAnswers: Readonly<Partial<Record<StepRole, QuizAnswer>>>;
  /** The panel open over the views, if any. */
  panel: Panel | null;
  /** The source the Sources panel scrolls to and marks (a step's citation opens it there). */
  sourceFocus: string | null;
}

export interface SimActions {
  goTo(index: number): void;
  next(): void;
  back(): void;
  restart(): void;
  end(): void;
  togglePlay(): void;
  setPlaying(playing: boolean): void;
  setSpeed(speed: number): void;
  /** Replaces the scenario; the position stays on the same step id when it still exists. */
  setScenario(s: Scenario): void;
  setMisconception(on: boolean): void;
  setTheme(theme: Theme): void;
  setShowSetup(show: boolean): void;
  setCursor(cursor: ArtifactCursor): void;
  select(link: LinkKey | null, path?: string | null): void;
  dismissUrlErrors(): void;
  /** Closes the start card, staying on the current step. */
  dismissIntro(): void;
  setTab(tab: PanelTab): void;
  /** Leaves the start card one of its three ways: the real walk from step 1 (playing or not), the misconception, or the bytes of the store into the BAR. */
  beginWalk(way: WayIn, play?: boolean): void;
  setLang(lang: Lang): void;
  setMode(mode: Mode): void;
  setView(view: EmbedView): void;
  setQuiz(on: boolean): void;
  /** Records the choice for a step role's question (the feedback shows; the step is not shown yet). */
  answerQuiz(role: StepRole, choice: number): void;
  /** Shows the step behind a question: after the feedback, or skipping the question. */
  revealQuiz(role: StepRole): void;
  setPanel(panel: Panel | null): void;
  /** Opens the Sources panel at one source (or at the top). */
  showSource(id: string | null): void;
}

export type WayIn = 'real' | 'myth' | 'bytes';

export type SimState = SimData & SimActions;
export type SimStore = ReturnType<typeof createSimStore>;

export const SPEEDS = [0.5, 1, 2, 4] as const;

const clamp = (i: number, n: number) => Math.max(0, Math.min(n - 1, i));

/** Where the bytes panel opens on a step: the artifact the step's text is about (its view hint), else the first. */
export function focusOf(e: TraceEngine, d: Pick<SimData, 'scenario' | 'misconception'>, index: number): SimData['cursor'] {
  return e.activeTraceOf(d).steps[index]?.view.focus ?? { set: 0, item: 0 };
}

/** A new, independent store: one per app instance (slides embed several on one page). */
export function createSimStore(init: Partial<SimData> = {}) {
  const store = createStore<SimState>()((set, get) => {
    // Everything that needs the trace goes through the engine: run at once when the core has loaded, else when it has.
    const count = (e: TraceEngine) => e.activeTraceOf(get()).steps.length;
    const moveTo = (i: number) =>
      withEngine((e) => {
        const stepIndex = clamp(i, count(e));
        set({ stepIndex, cursor: focusOf(e, get(), stepIndex) });
      });
    return {
      scenario: DEFAULT_SCENARIO,
      stepIndex: 0,
      playing: false,
      speed: 1,
      misconception: false,
      theme: 'light',
      showSetup: true,
      selectedLink: null,
      selectedPath: null,
      urlErrors: [],
      buildErrors: [],
      intro: false,
      tab: 'bytes',
      lang: 'en',
      mode: 'explore',
      embed: false,
      view: 'topology',
      quiz: false,
      quizAnswers: {},
      panel: null,
      sourceFocus: null,
      cursor: { set: 0, item: 0 },
      ...init,
      goTo: (i) => moveTo(i),
      next: () =>
        withEngine((e) => {
          const { stepIndex } = get();
          if (stepIndex >= count(e) - 1) set({ playing: false });
          else moveTo(stepIndex + 1);
        }),
      back: () => moveTo(get().stepIndex - 1),
      restart: () => withEngine((e) => set({ stepIndex: 0, playing: false, cursor: focusOf(e, get(), 0) })),
      end: () => withEngine((e) => set({ stepIndex: count(e) - 1, playing: false, cursor: focusOf(e, get(), count(e) - 1) })),
      togglePlay: () =>
        withEngine((e) => {
          const { playing, stepIndex } = get();
          if (!playing && stepIndex >= count(e) - 1) set({ stepIndex: 0, playing: true });
          else set({ playing: !playing });
        }),
      setPlaying: (playing) => set({ playing }),
      setSpeed: (speed) => set({ speed }),
      setScenario: (scenario) =>
        withEngine((e) => {
          const { stepIndex, misconception } = get();
          const problem = e.traceProblem({ scenario, misconception });
          if (problem) {
            set({ buildErrors: [e.scenarioError('scenario', problem, msg('ui.build.allowed'))] });
            return;
          }
          const oldId = e.activeTraceOf(get()).steps[stepIndex]?.id;
          const steps = e.activeTraceOf({ scenario, misconception }).steps;
          const same = steps.findIndex((st) => st.id === oldId);
          const index = same >= 0 ? same : clamp(stepIndex, steps.length);
          set({ scenario, stepIndex: index, cursor: focusOf(e, { scenario, misconception }, index), buildErrors: [] });
        }),
      setMisconception: (misconception) =>
        withEngine((e) => {
          const { scenario, stepIndex, misconception: was } = get();
          if (misconception === was) return;
          // Keep the learner's place: each myth step names the real step it stands in for.
          const index = e.placeAcross(scenario, stepIndex, misconception);
          set({ misconception, stepIndex: index, cursor: { set: 0, item: 0 }, tab: misconception ? 'figures' : 'bytes' });
        }),
      setTheme: (theme) => set({ theme }),
      setShowSetup: (showSetup) => set({ showSetup }),
      setCursor: (cursor) => set({ cursor }),
      select: (selectedLink, selectedPath = null) => set({ selectedLink, selectedPath }),
      dismissUrlErrors: () => set({ urlErrors: [], buildErrors: [] }),
      dismissIntro: () => set({ intro: false }),
      setTab: (tab) => set({ tab }),
      beginWalk: (way, play = false) => {
        if (way === 'myth') {
          set({ intro: false, misconception: true, stepIndex: 0, playing: play, cursor: { set: 0, item: 0 }, tab: 'figures' });
          return;
        }
        if (way === 'real') {
          set({ intro: false, misconception: false, stepIndex: 0, playing: play, cursor: { set: 0, item: 0 }, tab: 'bytes' });
          return;
        }
        // "Look at the bytes": the CPU's store into HCA A's BAR, the answer to the question.
        withEngine((e) => {
          const bytesAt = e.traceOf(get().scenario).steps.findIndex((st) => st.role === 'mmio-tlp');
          set({
            intro: false,
            misconception: false,
            stepIndex: Math.max(0, bytesAt),
            playing: play,
            cursor: { set: 0, item: 0 },
            tab: 'bytes',
          });
        });
      },
      setLang: (lang) => set({ lang }),
      setMode: (mode) => set({ mode, playing: mode === 'print' ? false : get().playing }),
      setView: (view) => set({ view }),
      setQuiz: (quiz) => set({ quiz, quizAnswers: {} }),
      answerQuiz: (role, choice) => {
        const prev = get().quizAnswers[role];
        if (prev?.choice != null) return;
        set({ quizAnswers: { ...get().quizAnswers, [role]: { choice, revealed: false } } });
      },
      revealQuiz: (role) => {
        const prev = get().quizAnswers[role];
        set({ quizAnswers: { ...get().quizAnswers, [role]: { choice: prev?.choice ?? null, revealed: true } } });
      },
      setPanel: (panel) => set({ panel, ...(panel === 'sources' ? {} : { sourceFocus: null }) }),
      showSource: (id) => set({ panel: 'sources', sourceFocus: id }),
    };
  });
  // A link to a step opens the bytes on what that step is about (once the core is in: it knows the step).
  if (!init.cursor)
    withEngine((e) => {
      const st = store.getState();
      store.setState({ cursor: focusOf(e, st, st.stepIndex) });
    });
  return store;
}
