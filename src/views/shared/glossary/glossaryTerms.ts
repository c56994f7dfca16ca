import { GLOSSARY } from '../../../i18n/en/glossary';

const TERM_PREFIX = 'glossary.term.';

/** Every term the glossary explains: the keys `glossary.term.<TERM>` of the catalogue, in its order. */
export const GLOSSARY_TERMS: readonly string[] = Object.keys(GLOSSARY)
  .filter((k) => k.startsWith(TERM_PREFIX))
  .map((k) => k.slice(TERM_PREFIX.length));

const KNOWN: ReadonlySet<string> = new Set(GLOSSARY_TERMS);

/**
 * A token that looks like an acronym: two capitals or more in a Latin word (HCA, PCIe, RoCEv2, MKey, BAR0, TLPs),
 * an X_Key (R_Key, P_Key) or rkey/lkey. Not part of a longer identifier (IBV_WR_RDMA_WRITE, 0xABC, a/b paths).
 */
export const ACRONYM_TOKEN = /(?<![\w./-])([A-Z]_Key|rkey|lkey|[A-Za-z]*[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z]{2,}[a-z0-9]*)(?![\w(-])/g;

/** The glossary term a token names (itself, or its plural, past tense or numbered form: TLPs, NAKed, BAR0), or null. */
export function termOf(token: string): string | null {
  for (const form of [token, token.replace(/s$/, ''), token.replace(/ed$/, ''), token.replace(/\d+$/, '')])
    if (KNOWN.has(form)) return form;
  return null;
}

/** The Glossary panel's focus for its key to the drawings (no term is spelled so). */
export const LEGEND_FOCUS = ':legend';

export const termKey = (term: string) => `${TERM_PREFIX}${term}` as keyof typeof GLOSSARY;
export const defKey = (term: string) => `glossary.def.${term}` as keyof typeof GLOSSARY;
