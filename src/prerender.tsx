import { prerenderToNodeStream } from 'react-dom/static';
import { formatMsg } from './i18n/format';
import { type Lang, msg } from './i18n/msg';
import { FIRST_VISIT, Root } from './Root';
import { loadCatalogue } from './views/shared/i18n/catalogues';
import { loadExplorer } from './views/shell/explorer/lazyParts';
import { PAGE_TITLE } from './views/shell/pageTitle';

/**
 * The first view as HTML, for `vite build` to write into the page's root, in one language: the default scenario at
 * its first step with the start card, exactly what the browser renders for a page with no query in that language,
 * so `hydrateRoot` attaches without changing the DOM. Everything lazy (and the language's catalogue) is loaded first.
 */
export async function renderFirstView(lang: Lang = 'en'): Promise<string> {
  await loadExplorer();
  await loadCatalogue(lang);
  // One piece: no boundary outlined into a later segment (those need inline scripts to complete).
  const { prelude } = await prerenderToNodeStream(<Root init={{ ...FIRST_VISIT, lang }} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const c of prelude) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The page's <noscript> line in a language: the first view is there, but nothing steps without JavaScript. */
export async function noscriptText(lang: Lang): Promise<string> {
  return formatMsg(await loadCatalogue(lang), msg('ui.page.noscript'));
}

/** The page's title in a language (the product's name, as the header writes it; see useDocumentLang). */
export async function pageTitle(lang: Lang): Promise<string> {
  const cat = await loadCatalogue(lang);
  return formatMsg(cat, PAGE_TITLE);
}
