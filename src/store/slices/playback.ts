import type { PlaybackActions, PlaybackData, SliceCreator } from './types';
import { withEngine } from '../engine';
import { clamp, focusOf, stepCount, walkStart } from './position';

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
    back: () =>
      withEngine((e) => {
        const { stepIndex } = get();
        const floor = walkStart(e, get());
        // Inside the folded setup (a deep link), back still moves; from the walk's first step it goes no further.
        moveTo(stepIndex > floor ? stepIndex - 1 : stepIndex < floor ? stepIndex - 1 : floor);
      }),
    restart: () =>
      withEngine((e) => {
        const start = walkStart(e, get());
        set({ stepIndex: start, playing: false, cursor: focusOf(e, get(), start) });
      }),
    end: () =>
      withEngine((e) => {
        const last = stepCount(e, get()) - 1;
        set({ stepIndex: last, playing: false, cursor: focusOf(e, get(), last) });
      }),
    togglePlay: () =>
      withEngine((e) => {
        const { playing, stepIndex } = get();
        if (!playing && stepIndex >= stepCount(e, get()) - 1) set({ stepIndex: walkStart(e, get()), playing: true });
        else set({ playing: !playing });
      }),
    setPlaying: (playing) => set({ playing }),
    setSpeed: (speed) => set({ speed }),
  };
};
