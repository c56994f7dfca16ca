import type { StoreApi } from 'zustand/vanilla';
import type { Lang } from '../../i18n/msg';
import type { LinkKey } from '../../sim/bytes/field';
import type { CaptureWalk } from '../../sim/capture/walk/captureWalk';
import type { Scenario, ScenarioError } from '../../sim/scenario/types';
import type { StepRole } from '../../sim/trace/types';
import type { CursorPick } from '../cursor';
import type { EngineGate } from '../engine';
import type { ArtifactCursor, CaptureSample, EmbedView, Layout, Mode, Panel, PanelTab, QuizAnswer, Theme, WayIn } from '../vocabularies';

// The store's shape, slice by slice: each slice's fields and actions. The slices' creators (./playback, ./scenario,
// ./presentation, ./teach, ./selection) import these; nothing here imports them, so the types stay one-way.

// playback
export interface PlaybackData {
  /** The only position state: an index into the trace's steps. */
  stepIndex: number;
  playing: boolean;
  /** Playback speed multiplier (1 = one step every 1.6 s). */
  speed: number;
}

export interface PlaybackActions {
  goTo(index: number): void;
  next(): void;
  back(): void;
  restart(): void;
  end(): void;
  togglePlay(): void;
  setPlaying(playing: boolean): void;
  setSpeed(speed: number): void;
}

export type PlaybackSlice = PlaybackData & PlaybackActions;

// scenario
export interface ScenarioData {
  scenario: Scenario;
  misconception: boolean;
  /** Problems found in the URL the app was opened with (shown once, above a working view). */
  urlErrors: ScenarioError[];
  /** A scenario that passed the parser but whose trace could not be built: named, and the last valid view kept. */
  buildErrors: ScenarioError[];
  /**
   * A message of the reader's capture being walked (its scenario is `scenario`, inferred from its packets), or null.
   * Never in the link: the file never leaves the page.
   */
  walk: CaptureWalk | null;
}

export interface ScenarioActions {
  /** Replaces the scenario; the position stays on the same step id when it still exists. */
  setScenario(s: Scenario): void;
  setMisconception(on: boolean): void;
  dismissUrlErrors(): void;
  /** Walks a captured message: its scenario, its packets as the wire steps, from its first packet (or from `frame`). */
  openWalk(w: CaptureWalk, frame?: number): void;
  /** Back to the model of the same scenario, on the same kind of step. */
  closeWalk(): void;
}

export type ScenarioSlice = ScenarioData & ScenarioActions;

// presentation
export interface PresentationData {
  theme: Theme;
  showSetup: boolean;
  /** The start card (the question, the answer, three ways in) is open: a first visit with no step in the link. */
  intro: boolean;
  /** The lower right panel's tab (the mode decides which exist; see tabFor). */
  tab: PanelTab;
  /** The link named the tab (`tab=`): where the tabs fold (a phone, the focus layout) they open with it. Read once. */
  tabAsked: boolean;
  /** The language of every word shown (English is bundled; the others load when chosen). */
  lang: Lang;
  mode: Mode;
  /** A layout for slides: one view large, the step's title and one line, minimal controls. */
  embed: boolean;
  /** The view an embed or the lecture shows large (and the focus layout's one drawing: topology or memory). */
  view: EmbedView;
  /** The explorer's layout: all panels, or focus (the step's text and one drawing, the rest one click away). */
  layout: Layout;
  /** The panel open over the views, if any. */
  panel: Panel | null;
  /** The source the Sources panel scrolls to and marks (a step's citation opens it there). */
  sourceFocus: string | null;
  /** The sample capture the capture panel opens (`capture=sample:NAME`), while it shows it. */
  captureSample: CaptureSample | null;
  /** The reader's browser asked for Traditional Chinese: the Simplified text says so in one line until closed. Not in the link. */
  langNote: boolean;
  /** The glossary entry the Glossary panel scrolls to and marks (a term in the text opens it there). Not in the link. */
  termFocus: string | null;
}

export interface PresentationActions {
  setTheme(theme: Theme): void;
  setShowSetup(show: boolean): void;
  /** Closes the start card, staying on the current step. */
  dismissIntro(): void;
  setTab(tab: PanelTab): void;
  /** Leaves the start card one of its three ways: the real walk from step 1 (playing or not), the misconception, or the bytes of the store into the BAR. */
  beginWalk(way: WayIn, play?: boolean): void;
  /** Unfold the setup and go to its first step ("how did we get here?"). */
  showSetupFromStart(): void;
  setLang(lang: Lang): void;
  dismissLangNote(): void;
  setMode(mode: Mode): void;
  setView(view: EmbedView): void;
  setLayout(layout: Layout): void;
  setPanel(panel: Panel | null): void;
  /** Opens the Sources panel at one source (or at the top). */
  showSource(id: string | null): void;
  /** Opens the capture panel on a sample capture (null: the panel's own file, or none). */
  showCaptureSample(id: CaptureSample | null): void;
  /** Opens the Glossary panel at one term (or at the top). */
  showTerm(term: string | null): void;
}

export type PresentationSlice = PresentationData & PresentationActions;

// teach
export interface TeachData {
  /** Predict, then reveal: a question before each step that has one. Answers live only in this page. */
  quiz: boolean;
  quizAnswers: Readonly<Partial<Record<StepRole, QuizAnswer>>>;
}

export interface TeachActions {
  setQuiz(on: boolean): void;
  /** Records the choice for a step role's question (the feedback shows; the step is not shown yet). */
  answerQuiz(role: StepRole, choice: number): void;
  /** Shows the step behind a question: after the feedback, or skipping the question. */
  revealQuiz(role: StepRole): void;
}

export type TeachSlice = TeachData & TeachActions;

// selection
export interface SelectionData {
  /** The artifact the reader picked in the bytes panel, on the step they picked it on; what it shows is derived (store/cursor.ts). */
  cursorPick: CursorPick | null;
  /** The value followed across views (linked highlighting), e.g. 'remoteVa'. */
  selectedLink: LinkKey | null;
  /** The field path hovered/focused in the bytes panel. */
  selectedPath: string | null;
}

export interface SelectionActions {
  setCursor(cursor: ArtifactCursor): void;
  select(link: LinkKey | null, path?: string | null): void;
}

export type SelectionSlice = SelectionData & SelectionActions;

/** The whole store: five slices, each its fields and the actions that change them (zustand's slices pattern). */
export type SimState = PlaybackSlice & ScenarioSlice & PresentationSlice & TeachSlice & SelectionSlice;

/** What a slice's creator gets: the store's set and get, over the whole state, and the store's way to its engine. */
export type SliceCreator<T> = (set: StoreApi<SimState>['setState'], get: StoreApi<SimState>['getState'], engine: EngineGate) => T;
