import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { prefetchable, ready } from '../../loading/prefetch';
import { Pending } from '../../loading/readiness';
import { PanelBoundary } from '../../shared/PanelBoundary';

type Parts = typeof import('./parts');
type DrawingParts = typeof import('./drawingParts');

let parts: Promise<Parts> | null = null;
let partsLoaded: Parts | null = null;
let drawings: Promise<DrawingParts> | null = null;
let drawingsLoaded: DrawingParts | null = null;

/** Fetches the explorer's second chunk (once): the core, the views' English and the panels that draw the trace. */
export function loadExplorer(): Promise<Parts> {
  parts ??= import('./parts').then((m) => {
    partsLoaded = m;
    drawingsLoaded ??= m;
    return m;
  });
  return parts;
}

/** The explorer's chunk, first in the idle prefetch: a page that does not have it yet (the lecture view) fetches it first. */
prefetchable(loadExplorer);

/**
 * Fetches what every view of a step needs (once): the core, the drawings, the step texts' English. The explorer's
 * chunk holds the same modules (it re-exports them): a page that has asked for it takes them from it, so an explorer's
 * drawings hydrate in the same commit as its other panels (hydrated apart, they cost the first load a layout and
 * shifted it).
 */
export function loadDrawings(): Promise<DrawingParts> {
  if (drawingsLoaded) return ready(drawingsLoaded);
  drawings ??= (parts ?? import('./drawingParts')).then((m) => {
    drawingsLoaded = m;
    return m;
  });
  return drawings;
}

/**
 * A component of a later chunk, loaded after the explorer's (or, `after: 'drawings'`, after the drawings' alone: the
 * views an embed and the lecture view show): whatever it draws has the core and its English at hand before it renders.
 * Once loaded, later mounts render at once (no Suspense fallback).
 */
export function lazyAfterExplorer<P extends object>(load: () => Promise<ComponentType<P>>, after: 'explorer' | 'drawings' = 'explorer') {
  let loaded: ComponentType<P> | null = null;
  // Fetched while the explorer is idle, once its first step is drawn (loading/prefetch.ts). The prefetch keeps what it
  // loaded, so the first open renders at once: a suspended first open waits for React's fallback throttle (300 ms).
  const fetch = prefetchable(() =>
    load().then((Component) => {
      loaded = Component;
      return Component;
    }),
  );
  const base = after === 'explorer' ? loadExplorer : loadDrawings;
  return lazy(() => {
    if (loaded && (after === 'explorer' ? partsLoaded : drawingsLoaded)) return ready({ default: loaded });
    return Promise.all([base(), fetch()]).then(([, Component]) => {
      loaded = Component;
      return { default: Component };
    });
  });
}

const part = <K extends keyof Parts>(name: K) =>
  lazy(() =>
    partsLoaded
      ? ready({ default: partsLoaded[name] as ComponentType })
      : loadExplorer().then((m) => ({ default: m[name] as ComponentType })),
  );

/** A component every view of a step shows (loadDrawings: the drawings' chunk, or the explorer's). */
const drawingPart = <K extends keyof DrawingParts>(name: K) =>
  lazy(() =>
    drawingsLoaded
      ? ready({ default: drawingsLoaded[name] as ComponentType })
      : loadDrawings().then((m) => ({ default: m[name] as ComponentType })),
  );

const LazyStepList = part('StepList');
const LazyStepPanel = part('StepPanel');
const LazyPanelTabs = part('PanelTabs');
const LazyPhoneReadingLinks = part('PhoneReadingLinks');
const LazyControls = part('Controls');
const LazyNarration = drawingPart('Narration');
const LazyTopology = drawingPart('Topology') as ComponentType<{ crop?: boolean }>;
const LazyMemoryMaps = drawingPart('MemoryMaps') as ComponentType<{ focus?: boolean }>;
const LazyDrawingOrigin = drawingPart('DrawingOrigin');

/**
 * The slot of one panel of the explorer: its own error boundary (a failing panel leaves the others
 * working) and its own Suspense boundary. When the page hydrates prerendered
 * HTML, a panel whose code has not arrived keeps its server HTML untouched;
 * when the page renders in the browser (a deep link), `placeholder` holds the
 * panel's place (an empty box of the panel's class) until it has.
 */
export function PanelSlot({ name, placeholder, children }: { name: string; placeholder: ReactNode; children: ReactNode }) {
  return (
    <PanelBoundary name={name}>
      <Suspense fallback={<Pending>{placeholder}</Pending>}>{children}</Suspense>
    </PanelBoundary>
  );
}

export const StepList = () => (
  <PanelSlot name="steps" placeholder={<nav className="step-list" />}>
    <LazyStepList />
  </PanelSlot>
);
export const StepPanel = () => (
  <PanelSlot name="step" placeholder={<section className="step-panel" />}>
    <LazyStepPanel />
  </PanelSlot>
);
export const PanelTabs = () => (
  <PanelSlot name="tabs" placeholder={<section className="panel-tabs" />}>
    <LazyPanelTabs />
  </PanelSlot>
);
export const PhoneReadingLinks = () => (
  <PanelSlot name="reading" placeholder={null}>
    <LazyPhoneReadingLinks />
  </PanelSlot>
);
export const Controls = () => (
  <PanelSlot name="controls" placeholder={<div className="controls" />}>
    <LazyControls />
  </PanelSlot>
);
export const Narration = () => (
  <PanelSlot name="narration" placeholder={null}>
    <LazyNarration />
  </PanelSlot>
);
export const Topology = ({ crop }: { crop?: boolean }) => (
  <PanelSlot name="topology" placeholder={<section className="topology viz" />}>
    <LazyTopology crop={crop} />
  </PanelSlot>
);
export const MemoryMaps = ({ focus }: { focus?: boolean }) => (
  <PanelSlot name="maps" placeholder={<section className="memory-maps viz" />}>
    <LazyMemoryMaps focus={focus} />
  </PanelSlot>
);
/** In a capture's walk, over the drawings: a packet of the capture, or the model's inference (nothing otherwise). */
export const DrawingOrigin = () => (
  <PanelSlot name="origin" placeholder={null}>
    <LazyDrawingOrigin />
  </PanelSlot>
);
