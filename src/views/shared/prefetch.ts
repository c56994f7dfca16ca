/**
 * The lazy chunks the explorer opens on use (tabs, panels, the lecture, the embed): each registers its loader here,
 * and once the first step is drawn the page fetches them all while it is idle, one at a time, so no tab or panel
 * waits for the network on its first open. A loader runs once; once loaded, React.lazy gets a thenable that calls
 * back at once, so the first open renders without a fallback.
 */
const loaders: (() => unknown)[] = [];

/** A thenable that calls back at once: React.lazy then renders without suspending (code already loaded, or a server render). */
// biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is what React.lazy resolves without suspending
export const ready = <T>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;

/** A loader that runs once, and registers itself for the idle prefetch. */
export function prefetchable<T>(load: () => Promise<T>): () => Promise<T> {
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
  loaders.push(once);
  return once;
}

type IdleWindow = Window & { requestIdleCallback?(cb: () => void, options?: { timeout: number }): number };

/** Each registered loader in its own idle period, in turn (a chunk that fails is left for its first open). */
let started = false;
export function prefetchWhenIdle(): void {
  if (started) return;
  started = true;
  const w = window as IdleWindow;
  const idle = (cb: () => void) => (w.requestIdleCallback ? w.requestIdleCallback(cb, { timeout: 3000 }) : setTimeout(cb, 200));
  let i = 0;
  const step = () => {
    if (i >= loaders.length) {
      // A state the bench and the tests wait on: every lazy chunk is loaded.
      document.documentElement.dataset.prefetched = 'true';
      return;
    }
    const load = loaders[i++];
    void Promise.resolve()
      .then(load)
      .catch(() => undefined)
      .then(() => idle(step));
  };
  idle(step);
}
