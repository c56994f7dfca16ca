import type { MsgKey } from './en';

/**
 * A sentence for people, as data: a catalogue key and the values it quotes.
 * The core produces these instead of English strings, so every view, export
 * and language formats the same trace; nothing ever parses one.
 */
export interface Msg {
  readonly key: MsgKey;
  readonly params?: Readonly<Record<string, MsgParam>>;
}

/** A number to format in the reader's language, to `sig` significant digits (integers keep every digit). */
export interface NumParam {
  readonly num: number;
  readonly sig?: number;
}

/** A value a message quotes: text that is not translated (a hex value, a name), a number, or another message. */
export type MsgParam = string | number | NumParam | Msg | readonly Msg[];

export const isNum = (v: unknown): v is NumParam => typeof v === 'object' && v !== null && typeof (v as { num?: unknown }).num === 'number';

/** Languages the app speaks. */
export const LANGS = ['en', 'zh-CN'] as const;
export type Lang = (typeof LANGS)[number];

/** A catalogue entry: a template with `{name}` placeholders, or plural forms chosen by the `n` parameter. */
export type Entry = string | { readonly one: string; readonly other: string };

export type Catalogue = Readonly<Record<MsgKey, Entry>>;

export function msg(key: MsgKey, params?: Record<string, MsgParam>): Msg {
  return params ? { key, params } : { key };
}

export function isMsg(v: unknown): v is Msg {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { key?: unknown }).key === 'string';
}
