import type { Catalogue, Entry, Msg, MsgParam, Text } from './msg';
import { isMsg } from './msg';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The placeholders a template uses, e.g. "{n} packets to {lid}" -> ["lid", "n"]. */
export function placeholdersOf(entry: Entry): string[] {
  const texts = typeof entry === 'string' ? [entry] : [entry.one, entry.other];
  const names = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(PLACEHOLDER)) names.add(m[1]);
  return [...names].sort();
}

/** Integers with digit grouping (both catalogues group by thousands with commas); fractions to 2 places. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  return Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function pick(entry: Entry, params: Readonly<Record<string, MsgParam>> | undefined): string {
  if (typeof entry === 'string') return entry;
  const n = params?.n;
  return n === 1 ? entry.one : entry.other;
}

/**
 * Formats a message with a catalogue. A missing key or placeholder shows up
 * as itself ("⟨key⟩", "{name}"), so a gap is visible, never a crash.
 */
export function formatMsg(cat: Catalogue, m: Msg, depth = 0): string {
  const entry = cat[m.key] as Entry | undefined;
  if (entry === undefined) return `⟨${m.key}⟩`;
  const template = pick(entry, m.params);
  if (!m.params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const v = m.params?.[name];
    return v === undefined ? whole : formatParam(cat, v, depth);
  });
}

function formatParam(cat: Catalogue, v: MsgParam, depth: number): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return formatNumber(v);
  // Nested messages are shallow in practice; the bound keeps a cycle from hanging a view.
  if (depth > 8) return '…';
  if (isMsg(v)) return formatMsg(cat, v, depth + 1);
  const sep = typeof cat['common.listSeparator'] === 'string' ? cat['common.listSeparator'] : ', ';
  return (v as readonly Msg[]).map((x) => formatMsg(cat, x, depth + 1)).join(sep);
}

/** A formatter bound to one catalogue: `t(msg)`. */
export type Formatter = (m: Msg) => string;

export function formatterFor(cat: Catalogue): Formatter {
  return (m) => formatMsg(cat, m);
}

/** Formats a message, or passes a plain string through (see `Text`). */
export function formatText(cat: Catalogue, x: Text): string {
  return typeof x === 'string' ? x : formatMsg(cat, x);
}
