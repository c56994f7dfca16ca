// `npm run docs:sources`: rewrites docs/sources.md from the sources table.
import { readFileSync, writeFileSync } from 'node:fs';
import { sourcesMarkdown } from './sourcesDoc';

const path = new URL('../docs/sources.md', import.meta.url);
const before = (() => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
})();
const after = sourcesMarkdown();
if (after === before) console.log('docs/sources.md is up to date');
else {
  writeFileSync(path, after);
  console.log('docs/sources.md rewritten from the sources table');
}
