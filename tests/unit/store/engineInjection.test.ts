// A store is given its engine, or loads it: no module has to be imported first for its actions to move anything.
import { expect, it } from 'vitest';
import { createSimStore } from '../../../src/store/createSimStore';

it('a store made with no engine given loads its own: goTo(5) moves, with no other import', async () => {
  const store = createSimStore();
  store.getState().goTo(5);
  await store.ready;
  expect(store.getState().stepIndex).toBe(5);
});
