import type { Entry } from '../msg';

/**
 * The Simplified Chinese catalogue, loaded only when a reader picks it (a
 * dynamic import of this file: its own chunk). It spreads the domain files the
 * translators write — common.ts, fields.ts, artifacts.ts, checks.ts, misconception.ts,
 * scenario.ts, steps.ts, teach.ts, timing.ts, ui.ts, url.ts and viz.ts —
 * each exporting `ZH_<NAME>` typed `{ readonly [K in keyof typeof <EN domain>]: Entry }`.
 * The files are picked up as they land (Vite's import.meta.glob), so a domain
 * not translated yet simply shows English, key by key (see withFallback), and
 * tests/unit/i18n/zhComplete.test.ts and zh{TraceText,ViewText,TeachTiming}Translated.test.ts check every domain that is there.
 */
const files = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], { eager: true });

/** The translated domains present, by export name (ZH_STEPS, ZH_UI...). */
export const ZH_CN_DOMAINS: Readonly<Record<string, Readonly<Record<string, Entry>>>> = Object.fromEntries(
  Object.values(files).flatMap((m) =>
    Object.entries(m).filter((e): e is [string, Readonly<Record<string, Entry>>] => /^ZH_[A-Z_]+$/.test(e[0]) && typeof e[1] === 'object'),
  ),
);

/** Every translated key (no English here: the loader fills the gaps). */
export const ZH_CN: Readonly<Record<string, Entry>> = Object.assign({}, ...Object.values(ZH_CN_DOMAINS));
