import { placeholdersOf } from './format';
import type { Entry } from './msg';

export type Domain = Readonly<Record<string, Entry>>;

/** What a translated domain lacks or gets wrong against its English original. */
export interface Gaps {
  missing: string[];
  extra: string[];
  /** Entries whose placeholder set (or plural shape) differs from English. */
  placeholders: string[];
}

const forms = (e: Entry): string[] => (typeof e === 'string' ? [e] : [e.one, e.other]);

/** Compares a translation with English: every key, no other key, the same placeholders as English in each form. */
export function gapsOf(en: Domain, other: Domain): Gaps {
  const missing = Object.keys(en).filter((k) => !(k in other));
  const extra = Object.keys(other).filter((k) => !(k in en));
  const placeholders: string[] = [];
  for (const [k, e] of Object.entries(en)) {
    const o = other[k];
    if (o === undefined) continue;
    if (typeof e !== typeof o) {
      placeholders.push(`${k}: plural shape differs`);
      continue;
    }
    // Form by form: English may leave {n} out of its 'one' form ("the packet"), and the translation follows it.
    const enForms = forms(e);
    for (const [i, f] of forms(o).entries()) {
      const want = JSON.stringify(placeholdersOf(enForms[i]));
      const got = JSON.stringify(placeholdersOf(f));
      if (got !== want) placeholders.push(`${k}: ${got} vs English ${want}`);
    }
  }
  return { missing, extra, placeholders };
}
