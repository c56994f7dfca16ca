import type { TraceEngine } from '../engine';
import { walkStartOf } from '../walk';
import type { PlaybackActions, PlaybackData, SimState, SliceCreator } from './types';

export const PLAYBACK_DEFAULTS: PlaybackData = { stepIndex: 0, playing: false, speed: 1 };

const clamp = (i: number, n: number) => Math.max(0, Math.min(n - 1, i));
const stepCount = (e: TraceEngine, s: SimState) => e.activeTraceOf(s).steps.length;
const walkStart = (e: TraceEngine, s: SimState) => walkStartOf(e.activeTraceOf(s), s.showSetup);

/**
 * Moving through the trace: every move needs the trace, so it goes through the store's engine. Only the position
 * is written: what the bytes panel shows follows from it (store/cursor.ts).
 */
export const playbackSlice: SliceCreator<PlaybackActions> = (set, get, engine) => {
  const moveTo = (e: TraceEngine, i: number) => set({ stepIndex: clamp(i, stepCount(e, get())) });
  return {
    goTo: (i) => engine.run((e) => moveTo(e, i)),
    next: () =>
      engine.run((e) => {
        const { stepIndex } = get();
        if (stepIndex >= stepCount(e, get()) - 1) set({ playing: false });
        else moveTo(e, stepIndex + 1);
      }),
    back: () =>
      engine.run((e) => {
        const { stepIndex } = get();
        const floor = walkStart(e, get());
        // Inside the folded setup (a deep link), back still moves; from the walk's first step it goes no further.
        moveTo(e, stepIndex > floor ? stepIndex - 1 : stepIndex < floor ? stepIndex - 1 : floor);
      }),
    restart: () => engine.run((e) => set({ stepIndex: walkStart(e, get()), playing: false })),
    end: () => engine.run((e) => set({ stepIndex: stepCount(e, get()) - 1, playing: false })),
    togglePlay: () =>
      engine.run((e) => {
        const { playing, stepIndex } = get();
        if (!playing && stepIndex >= stepCount(e, get()) - 1) set({ stepIndex: walkStart(e, get()), playing: true });
        else set({ playing: !playing });
      }),
    setPlaying: (playing) => set({ playing }),
    setSpeed: (speed) => set({ speed }),
  };
};
