import { describe, expect, it } from 'vitest';
import { prefetchable, ready } from '../../../src/views/shared/prefetch';

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
});
