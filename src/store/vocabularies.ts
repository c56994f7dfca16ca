// The closed sets the store's fields take, apart from the store itself: the URL parser, the views and the tests
// read them without creating a store.

export type Theme = 'light' | 'dark';

/** How the app lays itself out: the explorer, a projector's lecture view, or the printable handout (one step a page, or two: compact). */
export const MODES = ['explore', 'lecture', 'print', 'print-compact'] as const;
export type Mode = (typeof MODES)[number];
export const isHandoutMode = (m: Mode): m is 'print' | 'print-compact' => m === 'print' || m === 'print-compact';

/** What an embed (or the lecture view) shows large. */
export const EMBED_VIEWS = ['topology', 'memory', 'bytes', 'code'] as const;
export type EmbedView = (typeof EMBED_VIEWS)[number];

/** The explorer's layouts: every panel at once, or the step's text and one drawing large, the rest one click away (focus). */
export const LAYOUTS = ['full', 'focus'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Panels that open over the views; the open one is part of the link. */
export const PANELS = ['scenario', 'share', 'sources', 'questions', 'glossary', 'capture'] as const;
/**
 * The sample captures a link can open (`capture=sample:NAME`; public/samples/NAME.pcap): the app's own exports
 * (scripts/captureSamples.ts) and Wireshark's public InfiniBand sample. Nothing else may be redistributed.
 */
export const CAPTURE_SAMPLES = ['write-nak', 'read', 'rxe-write', 'ib-write', 'wireshark-infiniband'] as const;
export type CaptureSample = (typeof CAPTURE_SAMPLES)[number];
export type Panel = (typeof PANELS)[number];

/** A predict-then-reveal question's state: the choice made (null when skipped), and whether the step is shown. */
export interface QuizAnswer {
  choice: number | null;
  revealed: boolean;
}

/** The lower right panel's tabs: the real trace's, and the misconception's. */
export const REAL_TABS = ['bytes', 'code', 'timing', 'wire', 'machines'] as const;
export const MISCONCEPTION_TABS = ['figures', 'compare', 'zero-copy', 'nuance', 'bytes'] as const;
export type PanelTab = (typeof REAL_TABS)[number] | (typeof MISCONCEPTION_TABS)[number];
export const PANEL_TABS: readonly PanelTab[] = [...new Set<PanelTab>([...REAL_TABS, ...MISCONCEPTION_TABS])];

/** The tab a mode shows: the one asked for when the mode has it, else the mode's first. */
export function tabFor(misconception: boolean, tab: PanelTab): PanelTab {
  const tabs: readonly PanelTab[] = misconception ? MISCONCEPTION_TABS : REAL_TABS;
  return tabs.includes(tab) ? tab : tabs[0];
}

/** Which artifact of the current step the bytes panel shows: a set and an item in it. */
export interface ArtifactCursor {
  set: number;
  item: number;
}

/** The start card's three ways in: the real walk, the misconception, the bytes of the store into the BAR. */
export type WayIn = 'real' | 'misconception' | 'bytes';

/** Playback speed multipliers (1 = one step every 1.6 s). */
export const SPEEDS = [0.5, 1, 2, 4] as const;
