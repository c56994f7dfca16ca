import { createElement, Fragment, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { MsgKey } from '../../../i18n/en';
import { formatMsgParts, formatText, type NumberStyle, numberStyleOf } from '../../../i18n/format';
import type { Catalogue, Lang, Msg, MsgParam } from '../../../i18n/msg';
import { useOptionalSimStore } from '../../../store/SimProvider';
import { englishCatalogue, loadCatalogue, loadedCatalogue, subscribeCatalogues } from './catalogues';
import { forMachine, MachineContext } from './machineText';

const noSubscribe = () => () => {};

/** The language this instance asks for (English outside any store, as on the error page). */
export function useLang(): Lang {
  const store = useOptionalSimStore();
  const get = () => store?.getState().lang ?? 'en';
  return useSyncExternalStore(store ? store.subscribe : noSubscribe, get, get);
}

/**
 * The catalogue of this instance's language and the language it really is:
 * English until the chosen one has loaded (it is fetched on first use).
 */
export function useCatalogue(): { cat: Catalogue; lang: Lang } {
  const lang = useLang();
  const get = () => loadedCatalogue(lang);
  const cat = useSyncExternalStore(subscribeCatalogues, get, get);
  useEffect(() => {
    if (!cat) void loadCatalogue(lang).catch(() => undefined);
  }, [lang, cat]);
  return cat ? { cat, lang } : { cat: englishCatalogue(), lang: 'en' };
}

/** How this instance's language writes numbers (digit grouping), for values the views format themselves. */
export function useNumberStyle(): NumberStyle {
  return numberStyleOf(useCatalogue().cat);
}

/**
 * The formatter for this instance's language: a message (`t(step.text.title)`), or a catalogue key and its values
 * (`t('ui.steps.label')`, `t('unit.packet', { n })`), checked against the English catalogue's keys.
 */
export interface Translate {
  (m: Msg): string;
  (key: MsgKey, params?: Readonly<Record<string, MsgParam>>): string;
}

export function useT(): Translate {
  const { cat } = useCatalogue();
  // Inside a drawing of soft-RoCE (MachineContext), a card's part is named by what stands in its place.
  const machine = useContext(MachineContext);
  return useMemo(() => {
    const t = translatorOf(cat);
    if (machine === 'hca') return t;
    return ((x: Msg | MsgKey, params?: Readonly<Record<string, MsgParam>>) =>
      t(forMachine(machine, typeof x === 'string' ? (params ? { key: x, params } : { key: x }) : x))) as Translate;
  }, [cat, machine]);
}

/** A catalogue's formatter (useT's, for code that has the catalogue itself). */
export function translatorOf(cat: Catalogue): Translate {
  return ((x: Msg | MsgKey, params?: Readonly<Record<string, MsgParam>>) =>
    formatText(cat, typeof x === 'string' ? (params ? { key: x, params } : { key: x }) : x)) as Translate;
}

/**
 * Formats a sentence that holds elements: `rich(msg('ui.controls.position', { count }), { index: <b>3</b> })`.
 * The elements fill the placeholders of the same name; the other parameters format as text.
 */
export function useRich(): (m: Msg, nodes: Readonly<Record<string, ReactNode>>) => ReactNode {
  const { cat } = useCatalogue();
  return useMemo(
    () => (m: Msg, nodes: Readonly<Record<string, ReactNode>>) =>
      createElement(
        Fragment,
        null,
        ...formatMsgParts(cat, m, Object.keys(nodes)).map((p, i) =>
          typeof p === 'string' ? p : createElement(Fragment, { key: i }, nodes[p.slot]),
        ),
      ),
    [cat],
  );
}
