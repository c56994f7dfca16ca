import { EN } from '../../i18n/en';
import { withFallback } from '../../i18n/format';
import type { Catalogue, Lang } from '../../i18n/msg';

/**
 * The catalogues loaded so far. English is bundled with the first view; the
 * others are fetched once, when a reader first picks them, with a dynamic
 * import (their own chunk), and fall back to English key by key.
 */
const loaded = new Map<Lang, Catalogue>([['en', EN as Catalogue]]);
const pending = new Map<Lang, Promise<Catalogue>>();
const listeners = new Set<() => void>();

const importers: Record<Exclude<Lang, 'en'>, () => Promise<Catalogue>> = {
  'zh-CN': () => import('../../i18n/zh-CN').then((m) => withFallback(EN as Catalogue, m.ZH_CN)),
};

export function loadedCatalogue(lang: Lang): Catalogue | undefined {
  return loaded.get(lang);
}

export function loadCatalogue(lang: Lang): Promise<Catalogue> {
  const have = loaded.get(lang);
  if (have) return Promise.resolve(have);
  let p = pending.get(lang);
  if (!p) {
    p = importers[lang as Exclude<Lang, 'en'>]().then((cat) => {
      loaded.set(lang, cat);
      pending.delete(lang);
      for (const l of listeners) l();
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
