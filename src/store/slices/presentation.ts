import type { Lang } from '../../i18n/msg';
import { withEngine } from '../engine';
import type { EmbedView, Mode, Panel, PanelTab, Theme, WayIn } from '../vocabularies';
import type { SliceCreator } from './types';

export interface PresentationData {
  theme: Theme;
  showSetup: boolean;
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
  /** The panel open over the views, if any. */
  panel: Panel | null;
  /** The source the Sources panel scrolls to and marks (a step's citation opens it there). */
  sourceFocus: string | null;
}

export interface PresentationActions {
  setTheme(theme: Theme): void;
  setShowSetup(show: boolean): void;
  /** Closes the start card, staying on the current step. */
  dismissIntro(): void;
  setTab(tab: PanelTab): void;
  /** Leaves the start card one of its three ways: the real walk from step 1 (playing or not), the misconception, or the bytes of the store into the BAR. */
  beginWalk(way: WayIn, play?: boolean): void;
  setLang(lang: Lang): void;
  setMode(mode: Mode): void;
  setView(view: EmbedView): void;
  setPanel(panel: Panel | null): void;
  /** Opens the Sources panel at one source (or at the top). */
  showSource(id: string | null): void;
}

export type PresentationSlice = PresentationData & PresentationActions;

export const PRESENTATION_DEFAULTS: PresentationData = {
  theme: 'light',
  showSetup: true,
  intro: false,
  tab: 'bytes',
  lang: 'en',
  mode: 'explore',
  embed: false,
  view: 'topology',
  panel: null,
  sourceFocus: null,
};

/** How the trace is shown: theme, language, layout, the open tab and panel, the start card. */
export const presentationSlice: SliceCreator<PresentationActions> = (set, get) => ({
  setTheme: (theme) => set({ theme }),
  setShowSetup: (showSetup) => set({ showSetup }),
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
  setPanel: (panel) => set({ panel, ...(panel === 'sources' ? {} : { sourceFocus: null }) }),
  showSource: (id) => set({ panel: 'sources', sourceFocus: id }),
});
