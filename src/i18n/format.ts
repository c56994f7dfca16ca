import type { Catalogue, Entry, Msg, MsgParam } from './msg';
import { isMsg, isNum } from './msg';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The placeholders a template uses, e.g. "{n} packets to {lid}" -> ["lid", "n"]. */
export function placeholdersOf(entry: Entry): string[] {
  const texts = typeof entry === 'string' ? [entry] : [entry.one, entry.other];
  const names = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(PLACEHOLDER)) names.add(m[1]);
  return [...names].sort();
}

/** How a language writes numbers: English groups thousands with commas; Chinese leaves up to four digits ungrouped. */
export type NumberStyle = 'en' | 'zh-CN';

/** The style a catalogue asks for (its `locale.numbers` entry; English when it has none). */
export function numberStyleOf(cat: Catalogue): NumberStyle {
  return (cat as Readonly<Record<string, Entry>>)['locale.numbers'] === 'zh-CN' ? 'zh-CN' : 'en';
}

/** A narrow no-break space: groups the digits of long numbers in Chinese text, and never breaks a line. */
const THIN = '\u202f';

/** One Intl.NumberFormat per option set: building one per number (toLocaleString) was most of a step change's formatting. */
const FORMATTERS = new Map<string, Intl.NumberFormat>();
function formatterOf(key: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = FORMATTERS.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', opts);
    FORMATTERS.set(key, f);
  }
  return f;
}

/**
 * A number as the language writes it: English "4,096" and "1,073,741,824";
 * Chinese "4096" and "1 073 741 824" (digits in threes from five digits up,
 * by narrow no-break spaces, as Chinese technical publishing groups them).
 * Fractions to 2 places, or to `sig` significant digits.
 */
export function formatNumber(n: number, style: NumberStyle = 'en', sig?: number): string {
  if (!Number.isFinite(n)) return String(n);
  const en =
    sig !== undefined && !Number.isInteger(n) && Math.abs(n) < 1000
      ? formatterOf(`s${sig}`, { maximumSignificantDigits: sig }).format(n)
      : formatterOf(`f${Number.isInteger(n) ? 0 : sig !== undefined ? 1 : 2}`, {
          maximumFractionDigits: Number.isInteger(n) ? 0 : sig !== undefined ? 1 : 2,
        }).format(n);
  if (style === 'en') return en;
  const [int, frac] = en.replace(/,/g, '').split('.');
  const digits = int.replace('-', '');
  const grouped = digits.length >= 5 ? digits.replace(/\B(?=(\d{3})+$)/g, THIN) : digits;
  return `${int.startsWith('-') ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
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
  // No slot is left open: the parts are one string.
  return (fill(cat, template, m.params, [], depth)[0] as string | undefined) ?? '';
}

/** Han characters and CJK punctuation (full-width forms included). */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/**
 * Two pieces of a sentence, joined: the space a Chinese template leaves beside a value (for a Latin one, "应为 light")
 * is dropped where the value is Chinese too, since Chinese puts no space between two Han characters ("应为步骤 id").
 */
export function joinText(a: string, b: string): string {
  if (a.endsWith(' ') && CJK.test(a.at(-2) ?? '') && CJK.test(b[0] ?? '')) return a.slice(0, -1) + b;
  if (b.startsWith(' ') && CJK.test(b[1] ?? '') && CJK.test(a.at(-1) ?? '')) return a + b.slice(1);
  return a + b;
}

function formatParam(cat: Catalogue, v: MsgParam, depth: number): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return formatNumber(v, numberStyleOf(cat));
  if (isNum(v)) return formatNumber(v.num, numberStyleOf(cat), v.sig);
  // Nested messages are shallow in practice; the bound keeps a cycle from hanging a view.
  if (depth > 8) return '…';
  if (isMsg(v)) return formatMsg(cat, v, depth + 1);
  const sep = typeof cat['common.listSeparator'] === 'string' ? cat['common.listSeparator'] : ', ';
  return (v as readonly Msg[]).map((x) => formatMsg(cat, x, depth + 1)).join(sep);
}

/** A piece of a formatted message: text, or an open placeholder the caller fills with an element. */
export type MsgPart = string | { readonly slot: string };

/**
 * Formats a message like `formatMsg`, but leaves the placeholders named in
 * `slots` open, in template order: a sentence that holds an element (an input,
 * a bold number, a code span) stays one template, whatever the word order.
 */
export function formatMsgParts(cat: Catalogue, m: Msg, slots: readonly string[]): MsgPart[] {
  const entry = cat[m.key] as Entry | undefined;
  if (entry === undefined) return [`⟨${m.key}⟩`];
  return fill(cat, pick(entry, m.params), m.params, slots, 0);
}

/** A template with its placeholders filled, but for those named in `slots`, left open in template order. */
function fill(
  cat: Catalogue,
  template: string,
  params: Readonly<Record<string, MsgParam>> | undefined,
  slots: readonly string[],
  depth: number,
): MsgPart[] {
  const parts: MsgPart[] = [];
  // Text runs join up: only the slots split the sentence.
  const text = (x: string) => {
    const prev = parts[parts.length - 1];
    if (typeof prev === 'string') parts[parts.length - 1] = joinText(prev, x);
    else if (x) parts.push(x);
  };
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const [whole, name] = match;
    const at = match.index ?? 0;
    text(template.slice(last, at));
    const v = params?.[name];
    if (slots.includes(name)) parts.push({ slot: name });
    else text(v === undefined ? whole : formatParam(cat, v, depth));
    last = at + whole.length;
  }
  text(template.slice(last));
  return parts;
}

/**
 * Formats a message: what a view shows. Every sentence the app shows is a message (a catalogue key and its values);
 * a plain string reaching here is a sentence that bypassed the catalogues, and is refused, never shown untranslated.
 */
export function formatText(cat: Catalogue, x: Msg): string {
  if (!isMsg(x)) throw new TypeError(`not a message: ${JSON.stringify(x)}`);
  return formatMsg(cat, x);
}

/** A catalogue for a language that may lack keys: its own entries over the fallback's, key by key. */
export function withFallback(fallback: Catalogue, own: Readonly<Record<string, Entry>>): Catalogue {
  const out: Record<string, Entry> = { ...fallback };
  for (const [k, v] of Object.entries(own)) if (k in fallback) out[k] = v;
  return out as Catalogue;
}
