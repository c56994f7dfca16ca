/**
 * The language a page opens in: `?lang=` first, then the reader's remembered choice, then the browser's languages
 * (`navigator.languages`, in order, the first the app has). Every Chinese locale gets Simplified Chinese; a
 * Traditional one (zh-TW, zh-HK, zh-MO, zh-Hant) gets it with a one-line note, since the app has no Traditional text.
 *
 * The build writes this function's source into the page's head as an inline script (scripts/prerenderPlugin.ts),
 * so the first paint is already in the chosen language: it refers to nothing outside itself but the browser's globals,
 * and is plain ES2015.
 */
export function pickLang(
  search: string,
  stored: string | null,
  languages: readonly string[],
): { lang: 'en' | 'zh-CN'; traditional: boolean } {
  const known = (v: string | null) => (v === 'en' || v === 'zh-CN' ? v : null);
  // Read as the app's URL parser reads it (src/store/urlState.ts: URLSearchParams, the first value): a bad escape
  // (`?lang=%`, `%zz`, half a UTF-8 sequence) does not throw there, as decodeURIComponent did, which stopped the script
  // and left the page in its prerendered language. The URL parser names the bad value.
  const fromUrl = known(new URLSearchParams(search).get('lang'));
  if (fromUrl) return { lang: fromUrl, traditional: false };
  const remembered = known(stored);
  if (remembered) return { lang: remembered, traditional: false };
  for (let i = 0; i < languages.length; i++) {
    const tag = String(languages[i]).toLowerCase();
    if (tag === 'en' || tag.indexOf('en-') === 0) return { lang: 'en', traditional: false };
    if (tag === 'zh' || tag.indexOf('zh-') === 0)
      return { lang: 'zh-CN', traditional: /^zh-(tw|hk|mo|hant)\b/.test(tag) && !/^zh-hant-cn\b/.test(tag) };
  }
  return { lang: 'en', traditional: false };
}

/** Where the reader's choice of language is remembered (localStorage). */
export const LANG_STORAGE_KEY = 'rdma-explorer.lang';

/** Remembers a language the reader chose (a page that may not store anything still switches). */
export function rememberLang(lang: string): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage refused (a private window, a file:// page in some browsers): the choice lasts for this page only.
  }
}
