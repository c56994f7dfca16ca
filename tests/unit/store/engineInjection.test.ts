// A store is given its engine, or loads it: no module has to be imported first for its actions to move anything.
// Unit test files share their modules (vitest.config.ts, isolate: false), so the store comes from a fresh module
// registry: nothing another file imported (the core, the trace cache) is there before it.
import { expect, it, vi } from 'vitest';

it('a store made with no engine given loads its own: goTo(5) moves, with no other import', async () => {
  vi.resetModules();
  const { createSimStore } = await import('../../../src/store/createSimStore');
  const store = createSimStore();
  store.getState().goTo(5);
  await store.ready;
  expect(store.getState().stepIndex).toBe(5);
});
