import type { SimStore } from '../../store/createSimStore';

/**
 * The lazy chunks the explorer opens on use (tabs, panels, the lecture, the embed): each registers its loader here,
 * and once the first step is drawn the page fetches them all while it is idle, one at a time, so no tab or panel
 * waits for the network on its first open. A loader runs once; once loaded, React.lazy gets a thenable that calls
 * back at once, so the first open renders without a fallback.
 */
const loaders: { load: () => Promise<unknown>; warm?: (value: never, store: SimStore) => void }[] = [];

/**
 * A thenable that calls back at once: React.lazy then renders without suspending (code already loaded, or a server
 * render). Its `then` gives another (`ready(x).then(f)` is `ready(f(x))`), so a loader's result can be mapped; a
 * callback must not return a promise.
 */
export const ready = <T>(value: T): Promise<T> =>
  // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is what React.lazy resolves without suspending
  ({ then: (resolve?: (v: T) => unknown) => ready(resolve ? resolve(value) : value) }) as unknown as Promise<T>;

/**
 * A loader that runs once, and registers itself for the idle prefetch. `warm`, if given, runs in the idle period
 * after its chunk is in, with the page's store: the work a first open would do (building the Code tab's program for
 * the trace on screen, a first render: warmRender.tsx) is done then, instead of in the reader's click.
 */
export function prefetchable<T>(load: () => Promise<T>, warm?: (value: T, store: SimStore) => void): () => Promise<T> {
  let pending: Promise<T> | null = null;
  let done: { value: T } | null = null;
  const once = () => {
    if (done) return ready(done.value);
    pending ??= load().then(
      (value) => {
        done = { value };
        return value;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    );
    return pending;
  };
  loaders.push({ load: once, warm: warm as ((value: never, store: SimStore) => void) | undefined });
  return once;
}

type IdleWindow = Window & { requestIdleCallback?(cb: () => void, options?: { timeout: number }): number };

/**
 * How long the reader must leave the page alone before the next chunk is fetched: a chunk's module evaluation is a
 * task of its own, outside the idle period, and one that ran as a key was pressed delayed that step change (the
 * first step changes after load took 104-168 ms at CPU throttling 4×, against 40-80 for the rest).
 */
const QUIET_MS = 1000;

/** Each registered loader in its own idle period, in turn, once the reader has not pressed or tapped for QUIET_MS since the first step was drawn (a chunk that fails is left for its first open). */
let started = false;
export function prefetchWhenIdle(store?: SimStore): void {
  if (started) return;
  started = true;
  const w = window as IdleWindow;
  const idle = (cb: () => void) => (w.requestIdleCallback ? w.requestIdleCallback(cb, { timeout: 3000 }) : setTimeout(cb, 200));
  // From the first step drawn: a reader who starts stepping at once is not slowed by the first chunk either.
  let lastInput = performance.now();
  const input = () => {
    lastInput = performance.now();
  };
  const events = ['keydown', 'pointerdown'] as const;
  for (const e of events) window.addEventListener(e, input, { capture: true, passive: true });
  let i = 0;
  const step = () => {
    const quiet = performance.now() - lastInput;
    if (quiet < QUIET_MS) {
      setTimeout(() => idle(step), QUIET_MS - quiet);
      return;
    }
    if (i >= loaders.length) {
      for (const e of events) window.removeEventListener(e, input, { capture: true });
      // A state the bench and the tests wait on: every lazy chunk is loaded.
      document.documentElement.dataset.prefetched = 'true';
      return;
    }
    const { load, warm } = loaders[i++];
    void Promise.resolve()
      .then(load)
      .then(
        (value) =>
          warm && store
            ? new Promise<void>((done) =>
                idle(() => {
                  try {
                    warm(value as never, store);
                  } catch {
                    // A warm-up that fails leaves the work to the first open, which shows its own error.
                  }
                  done();
                }),
              )
            : undefined,
        () => undefined,
      )
      .then(() => idle(step));
  };
  idle(step);
}
