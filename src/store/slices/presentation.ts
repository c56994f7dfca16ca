import { isHandoutMode } from '../vocabularies';
import type { PresentationActions, PresentationData, SliceCreator } from './types';
import { withEngine } from '../engine';

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
  setMode: (mode) => set({ mode, playing: isHandoutMode(mode) ? false : get().playing }),
  setView: (view) => set({ view }),
  setPanel: (panel) => set({ panel, ...(panel === 'sources' ? {} : { sourceFocus: null }) }),
  showSource: (id) => set({ panel: 'sources', sourceFocus: id }),
});
