import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchable, ready } from '../../../src/views/loading/prefetch';

describe('the idle prefetch: a chunk once loaded renders without suspending', () => {
  it('ready(x) calls back at once, and maps: ready(x).then(f) calls back with f(x) at once', () => {
    const seen: number[] = [];
    void ready(2)
      .then((x) => x * 10)
      .then((y) => {
        seen.push(y);
      });
    // Synchronously: React.lazy reads a thenable that has resolved before `then` returns as loaded code.
    expect(seen).toEqual([20]);
  });

  it('a loader runs once; after it has loaded, it answers at once with what it loaded', async () => {
    let runs = 0;
    const load = prefetchable(async () => {
      runs++;
      return { default: 'panel' };
    });
    expect(await load()).toEqual({ default: 'panel' });
    const seen: string[] = [];
    void load().then((m) => {
      seen.push(m.default);
    });
    expect(seen).toEqual(['panel']);
    expect(runs).toBe(1);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('fetches nothing while the reader is pressing keys: each chunk waits until the page has been left alone for a second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.resetModules();
    const listeners = new Map<string, () => void>();
    const dataset: Record<string, string> = {};
    vi.stubGlobal('window', {
      addEventListener: (type: string, f: () => void) => listeners.set(type, f),
      removeEventListener: (type: string) => listeners.delete(type),
    });
    vi.stubGlobal('document', { documentElement: { dataset } });
    const m = await import('../../../src/views/loading/prefetch');
    const loaded: string[] = [];
    m.prefetchable(async () => loaded.push('a'));
    m.prefetchable(async () => loaded.push('b'));
    m.prefetchWhenIdle();
    // A step change every 400 ms for 3 s: nothing is fetched.
    for (let t = 0; t < 3000; t += 400) {
      listeners.get('keydown')?.();
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(loaded).toEqual([]);
    // Left alone: both, one after the other, and then the page says so.
    await vi.advanceTimersByTimeAsync(2000);
    expect(loaded).toEqual(['a', 'b']);
    expect(dataset.prefetched).toBe('true');
    expect(listeners.size).toBe(0);
  });
});
