import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createSimStore, type SimData, type SimState, type SimStore } from './createSimStore';

/** The store a subtree reads: its instance's, or a copy that follows it a frame later (AfterPaintSim). */
export const SimContext = createContext<SimStore | null>(null);

/** Gives its subtree its own store: several instances can live on one page. */
export function SimProvider({ init, children }: { init?: Partial<SimData>; children: ReactNode }) {
  const [store] = useState(() => createSimStore(init));
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

/** Subscribes to one slice of this instance's store. Pass a module-scope selector. */
export function useSim<T>(selector: (s: SimState) => T): T {
  return useStore(useSimStore(), selector);
}

/** The store's actions (stable functions; calling them does not subscribe). */
export function useActions() {
  return useSimStore().getState();
}
