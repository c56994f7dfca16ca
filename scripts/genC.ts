// `npm run gen:c`: rewrites each C template's generated TypeScript module from its .c file (scripts/cTemplates.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { C_TEMPLATES, templateModule } from './cTemplates';

const root = new URL('..', import.meta.url);
for (const t of C_TEMPLATES) {
  const module = templateModule(t, readFileSync(new URL(t.c, root), 'utf8'));
  const path = new URL(t.module, root);
  let before = '';
  try {
    before = readFileSync(path, 'utf8');
  } catch {
    // Not generated yet.
  }
  if (before === module) console.log(`${t.module}: up to date`);
  else {
    writeFileSync(path, module);
    console.log(`${t.module}: written from ${t.c}`);
  }
}
