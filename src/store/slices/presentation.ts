import { isHandoutMode } from '../vocabularies';
import { firstAfterSetupOf } from '../walk';
import type { PresentationActions, PresentationData, SliceCreator } from './types';

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
  captureSample: null,
  termFocus: null,
  langNote: false,
};

/** How the trace is shown: theme, language, layout, the open tab and panel, the start card. */
export const presentationSlice: SliceCreator<PresentationActions> = (set, get, engine) => ({
  setTheme: (theme) => set({ theme }),
  setShowSetup: (showSetup) => set({ showSetup }),
  showSetupFromStart: () => set({ showSetup: true, stepIndex: 0, playing: false }),
  // Closing the start card opens the walk where "walk the real path" does: A1, the setup folded.
  // With the card closed already (a panel that shows a step calls this too), nothing moves.
  dismissIntro: () => {
    if (!get().intro) return;
    engine.run((e) => set({ intro: false, showSetup: false, stepIndex: firstAfterSetupOf(e.activeTraceOf(get())) }));
  },
  setTab: (tab) => set({ tab }),
  beginWalk: (way, play = false) => {
    if (way === 'misconception') {
      // The imagined design's one setup step is its premise: it stays in the walk.
      set({ intro: false, misconception: true, showSetup: true, stepIndex: 0, playing: play, tab: 'figures' });
      return;
    }
    if (way === 'real') {
      // The walk starts at A1's first step with the setup folded, one click away ("how did we get here?").
      engine.run((e) => {
        const start = firstAfterSetupOf(e.traceOf(get().scenario));
        set({ intro: false, misconception: false, showSetup: false, stepIndex: start, playing: play, tab: 'bytes' });
      });
      return;
    }
    // "Look at the bytes": the CPU's store into HCA A's BAR, the answer to the question.
    engine.run((e) => {
      const bytesAt = e.traceOf(get().scenario).steps.findIndex((st) => st.role === 'mmio-tlp');
      set({ intro: false, misconception: false, stepIndex: Math.max(0, bytesAt), playing: play, tab: 'bytes' });
    });
  },
  setLang: (lang) => set({ lang, langNote: false }),
  dismissLangNote: () => set({ langNote: false }),
  setMode: (mode) => set({ mode, playing: isHandoutMode(mode) ? false : get().playing }),
  setView: (view) => set({ view }),
  setLayout: (layout) => set({ layout }),
  setPanel: (panel) =>
    set({ panel, ...(panel === 'sources' ? {} : { sourceFocus: null }), ...(panel === 'capture' ? {} : { captureSample: null }) }),
  showCaptureSample: (id) => set({ panel: 'capture', captureSample: id }),
  showSource: (id) => set({ panel: 'sources', sourceFocus: id }),
  showTerm: (term) => set({ panel: 'glossary', termFocus: term }),
});
