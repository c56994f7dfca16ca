import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { createSimStore, type SimData, type SimState, type SimStore } from './createSimStore';
import type { TraceEngine } from './engine';

/*
 * The rule for the four hooks, written once (docs/architecture.md points here): SHOW FROM THE COPY, READ THE STORE
 * IN HANDLERS.
 * - useSim(selector): what a view shows. It follows the copy its subtree is given (src/views/loading/AfterPaint.tsx
 *   delays the drawings a frame or two after the step's text), so a step change is spread over frames.
 * - useSimNow(selector): what answers the reader's own action in the same frame (which tab is open), read from the
 *   store itself.
 * - useActions(): the store's actions; calling one changes the store, never the copy.
 * - useSimStore(): the store itself, for handlers and effects that read its state at the moment they run
 *   (store.getState()), never a copy a frame behind.
 */

const SimContext = createContext<SimStore | null>(null);

/**
 * What a subtree shows, when it differs from the store: a copy that follows the
 * store a painted frame later (AfterPaint). Only `useSim` reads it; actions
 * and reads in handlers and effects go to the store itself, which is the truth.
 */
export const SimViewContext = createContext<StoreApi<SimState> | null>(null);

/**
 * Gives its subtree its own store: several instances can live on one page. `engine`: the simulation core, or a
 * promise of it (by default loaded on first use: store/loadEngine).
 */
export function SimProvider({
  init,
  engine,
  children,
}: {
  init?: Partial<SimData>;
  engine?: TraceEngine | Promise<TraceEngine>;
  children: ReactNode;
}) {
  const [store] = useState(() => createSimStore(init, engine));
  return <SimStoreProvider store={store}>{children}</SimStoreProvider>;
}

/** Gives its subtree a store that already exists: a second render of the same instance (the idle prefetch's warm-up). */
export function SimStoreProvider({ store, children }: { store: SimStore; children: ReactNode }) {
  return <SimContext.Provider value={store}>{children}</SimContext.Provider>;
}

export function useSimStore(): SimStore {
  const store = useContext(SimContext);
  if (!store) throw new Error('useSim must be used inside <SimProvider>');
  return store;
}

/** This instance's store, or null outside any <SimProvider> (the error page, which has none). */
export function useOptionalSimStore(): SimStore | null {
  return useContext(SimContext);
}

/** The store this subtree's views follow: the instance's, or the copy an AfterPaint above gives. */
export function useSimView(): StoreApi<SimState> {
  const store = useSimStore();
  return useContext(SimViewContext) ?? store;
}

/** Subscribes to one slice of what this subtree shows. Pass a module-scope selector. */
export function useSim<T>(selector: (s: SimState) => T): T {
  return useStore(useSimView(), selector);
}

/**
 * Subscribes to one slice of the store itself, not of the copy a subtree follows: for what answers the reader's own
 * click in the frame it happens (which tab is open), where waiting for the copy would add two frames.
 */
export function useSimNow<T>(selector: (s: SimState) => T): T {
  return useStore(useSimStore(), selector);
}

/** The store's actions (stable functions; calling them does not subscribe). */
export function useActions() {
  return useSimStore().getState();
}
