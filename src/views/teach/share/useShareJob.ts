import { useRef } from 'react';
import { formatMsg } from '../../../i18n/format';
import type { Msg } from '../../../i18n/msg';
import { rangeProblemLine, stepRange } from '../../../sim/trace/stepRange';
import type { Trace } from '../../../sim/trace/types';
import type { SimData } from '../../../store/createSimStore';
import { useSimStore } from '../../../store/SimProvider';
import { selectTrace } from '../../../store/selectors';
import { englishCatalogue, loadedCatalogue } from '../../shared/i18n/catalogues';

/** One export of a range of steps (a deck, a GIF): what it draws, in the language on screen, and its cancel signal. */
export interface ShareJob {
  /** The page's state when the export began: the scenario, the language. */
  readonly state: SimData;
  readonly trace: Trace;
  /** The steps the range names, in order. */
  readonly indices: readonly number[];
  readonly signal: AbortSignal;
  /** A message in the page's language. */
  tr(m: Msg): string;
  /** The state the off-screen drawings render from: the explorer's, with nothing over it and nothing playing. */
  readonly base: Partial<SimData>;
}

/**
 * The start every range export shares: the range read against the trace on screen (one line when it cannot be read),
 * the export before it cancelled, a fresh signal, the translator of the page's language and the off-screen base state.
 */
export function useShareJob(): { begin(range: string): { ok: true; job: ShareJob } | { ok: false; line: Msg }; cancel(): void } {
  const store = useSimStore();
  const abort = useRef<AbortController | null>(null);
  return {
    begin(range) {
      const state = store.getState();
      const trace = selectTrace(state);
      const r = stepRange(range, trace.steps);
      if (!r.ok) return { ok: false, line: rangeProblemLine(r.problem) };
      abort.current?.abort();
      const ac = new AbortController();
      abort.current = ac;
      const cat = loadedCatalogue(state.lang) ?? englishCatalogue();
      const base: Partial<SimData> = { ...state, intro: false, playing: false, panel: null, embed: false, quiz: false, urlErrors: [] };
      return { ok: true, job: { state, trace, indices: r.indices, signal: ac.signal, tr: (m) => formatMsg(cat, m), base } };
    },
    cancel: () => abort.current?.abort(),
  };
}
