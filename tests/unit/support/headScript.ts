import { HEAD_SCRIPT } from '../../../scripts/prerenderPlugin';

/** What the head script sees and sets: a page's <html>, its address, the browser's languages, the stored choice. */
export interface HeadRun {
  lang: string;
  traditional: boolean;
  threw: unknown;
}

/**
 * Runs the head script exactly as the build writes it, in a fake page: `pageLang` is the <html lang> the page was
 * prerendered in ('en', or 'zh-CN' under zh-CN/), `search` its query, `stored` the remembered choice.
 */
export function runHeadScript(
  search: string,
  opts: { pageLang?: string; stored?: string | null; languages?: readonly string[] } = {},
): HeadRun {
  const attrs = new Map<string, string>();
  const html = {
    lang: opts.pageLang ?? 'en',
    classList: { add: () => {} },
    setAttribute: (k: string, v: string) => attrs.set(k, v),
  };
  const document = { documentElement: html, createElement: () => ({ setAttribute: () => {} }), head: { appendChild: () => {} } };
  const localStorage = { getItem: () => opts.stored ?? null };
  const navigator = { languages: opts.languages ?? ['en-US'], language: (opts.languages ?? ['en-US'])[0] };
  let threw: unknown = null;
  try {
    new Function('document', 'location', 'navigator', 'localStorage', HEAD_SCRIPT)(document, { search }, navigator, localStorage);
  } catch (e) {
    threw = e;
  }
  return { lang: html.lang, traditional: attrs.has('data-traditional'), threw };
}
