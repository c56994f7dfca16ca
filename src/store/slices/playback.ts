import type { PlaybackActions, PlaybackData, SliceCreator } from './types';
import { withEngine } from '../engine';
import { clamp, focusOf, stepCount } from './position';

export const PLAYBACK_DEFAULTS: PlaybackData = { stepIndex: 0, playing: false, speed: 1 };

/** Moving through the trace: every move needs the trace, so it goes through the engine (at once once it has loaded). */
export const playbackSlice: SliceCreator<PlaybackActions> = (set, get) => {
  const moveTo = (i: number) =>
    withEngine((e) => {
      const stepIndex = clamp(i, stepCount(e, get()));
      set({ stepIndex, cursor: focusOf(e, get(), stepIndex) });
    });
  return {
    goTo: (i) => moveTo(i),
    next: () =>
      withEngine((e) => {
        const { stepIndex } = get();
        if (stepIndex >= stepCount(e, get()) - 1) set({ playing: false });
        else moveTo(stepIndex + 1);
      }),
    back: () => moveTo(get().stepIndex - 1),
    restart: () => withEngine((e) => set({ stepIndex: 0, playing: false, cursor: focusOf(e, get(), 0) })),
    end: () =>
      withEngine((e) => {
        const last = stepCount(e, get()) - 1;
        set({ stepIndex: last, playing: false, cursor: focusOf(e, get(), last) });
      }),
    togglePlay: () =>
      withEngine((e) => {
        const { playing, stepIndex } = get();
        if (!playing && stepIndex >= stepCount(e, get()) - 1) set({ stepIndex: 0, playing: true });
        else set({ playing: !playing });
      }),
    setPlaying: (playing) => set({ playing }),
    setSpeed: (speed) => set({ speed }),
  };
};
