import { COMMON } from '../../../i18n/en/common';
import { LOCALE_TEXT } from '../../../i18n/en/locale';
import { TEACH } from '../../../i18n/en/teach';
import { UI } from '../../../i18n/en/ui';
import { URL_TEXT } from '../../../i18n/en/url';
import { withFallback } from '../../../i18n/format';
import type { Catalogue, Entry, Lang } from '../../../i18n/msg';

/**
 * The catalogues loaded so far. The first chunk carries the English the shell
 * shows (header, start card, notices, controls' labels); each later chunk adds
 * the English of the views it holds (`addEnglish`), before any of them renders:
 * the drawings and the step texts with the explorer, the misconception's with
 * its panels. Other languages are fetched once, when a reader first picks them,
 * and fall back to English key by key (to whatever English has loaded).
 */
let english: Readonly<Record<string, Entry>> = { ...COMMON, ...UI, ...URL_TEXT, ...TEACH, ...LOCALE_TEXT };
const own = new Map<Exclude<Lang, 'en'>, Readonly<Record<string, Entry>>>();
const loaded = new Map<Lang, Catalogue>([['en', english as Catalogue]]);
const pending = new Map<Lang, Promise<Catalogue>>();
const listeners = new Set<() => void>();

const importers: Record<Exclude<Lang, 'en'>, () => Promise<Readonly<Record<string, Entry>>>> = {
  'zh-CN': () => import('../../../i18n/zh-CN').then((m) => m.ZH_CN as Readonly<Record<string, Entry>>),
};

function notify() {
  for (const l of listeners) l();
}

/** Adds English entries (a part of the catalogue that came with a chunk); languages loaded before are merged again. */
export function addEnglish(part: Readonly<Record<string, Entry>>): void {
  if (Object.keys(part).every((k) => k in english)) return;
  english = { ...english, ...part };
  loaded.set('en', english as Catalogue);
  for (const [lang, entries] of own) loaded.set(lang, withFallback(english as Catalogue, entries));
  notify();
}

/** The English catalogue as loaded so far. */
export function englishCatalogue(): Catalogue {
  return english as Catalogue;
}

export function loadedCatalogue(lang: Lang): Catalogue | undefined {
  return loaded.get(lang);
}

export function loadCatalogue(lang: Lang): Promise<Catalogue> {
  const have = loaded.get(lang);
  if (have) return Promise.resolve(have);
  let p = pending.get(lang);
  if (!p) {
    const l = lang as Exclude<Lang, 'en'>;
    p = importers[l]().then((entries) => {
      own.set(l, entries);
      const cat = withFallback(english as Catalogue, entries);
      loaded.set(lang, cat);
      pending.delete(lang);
      notify();
      return cat;
    });
    p.catch(() => pending.delete(lang));
    pending.set(lang, p);
  }
  return p;
}

export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
