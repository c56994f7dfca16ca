import { prerenderToNodeStream } from 'react-dom/static';
import { FIRST_VISIT, Root } from './Root';
import { loadExplorer } from './views/shell/explorer/lazyParts';

/**
 * The first view as HTML, for `vite build` to write into index.html's root:
 * the default scenario at its first step with the start card, exactly what
 * the browser renders for a page with no query, so `hydrateRoot` attaches
 * without changing the DOM. Everything lazy is resolved first.
 */
export async function renderFirstView(): Promise<string> {
  await loadExplorer();
  // One piece: no boundary outlined into a later segment (those need inline scripts to complete).
  const { prelude } = await prerenderToNodeStream(<Root init={FIRST_VISIT} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const c of prelude) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
