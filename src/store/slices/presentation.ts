import { isHandoutMode } from '../vocabularies';
import type { PresentationActions, PresentationData, SliceCreator } from './types';
import { withEngine } from '../engine';
import { firstAfterSetup, focusOf } from './position';

export const PRESENTATION_DEFAULTS: PresentationData = {
  theme: 'light',
  showSetup: true,
  intro: false,
  tab: 'bytes',
  tabAsked: false,
  lang: 'en',
  mode: 'explore',
  embed: false,
  view: 'topology',
  layout: 'full',
  panel: null,
  sourceFocus: null,
  termFocus: null,
  langNote: false,
};

/** How the trace is shown: theme, language, layout, the open tab and panel, the start card. */
export const presentationSlice: SliceCreator<PresentationActions> = (set, get) => ({
  setTheme: (theme) => set({ theme }),
  setShowSetup: (showSetup) => set({ showSetup }),
  showSetupFromStart: () => withEngine((e) => set({ showSetup: true, stepIndex: 0, playing: false, cursor: focusOf(e, get(), 0) })),
  // Closing the start card opens the walk where "walk the real path" does: A1, the setup folded.
  // With the card closed already (a panel that shows a step calls this too), nothing moves.
  dismissIntro: () => {
    if (!get().intro) return;
    withEngine((e) => set({ intro: false, showSetup: false, stepIndex: firstAfterSetup(e, get()) }));
  },
  setTab: (tab) => set({ tab }),
  beginWalk: (way, play = false) => {
    if (way === 'misconception') {
      // The imagined design's one setup step is its premise: it stays in the walk.
      set({ intro: false, misconception: true, showSetup: true, stepIndex: 0, playing: play, cursor: { set: 0, item: 0 }, tab: 'figures' });
      return;
    }
    if (way === 'real') {
      // The walk starts at A1's first step with the setup folded, one click away ("how did we get here?").
      withEngine((e) => {
        const start = firstAfterSetup(e, { ...get(), misconception: false });
        set({
          intro: false,
          misconception: false,
          showSetup: false,
          stepIndex: start,
          playing: play,
          cursor: focusOf(e, { scenario: get().scenario, misconception: false }, start),
          tab: 'bytes',
        });
      });
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
  setLang: (lang) => set({ lang, langNote: false }),
  dismissLangNote: () => set({ langNote: false }),
  setMode: (mode) => set({ mode, playing: isHandoutMode(mode) ? false : get().playing }),
  setView: (view) => set({ view }),
  setLayout: (layout) => set({ layout }),
  setPanel: (panel) => set({ panel, ...(panel === 'sources' ? {} : { sourceFocus: null }) }),
  showSource: (id) => set({ panel: 'sources', sourceFocus: id }),
  showTerm: (term) => set({ panel: 'glossary', termFocus: term }),
});
