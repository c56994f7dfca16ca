import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { EN } from '../../i18n/en';
import { formatMsgParts, formatText } from '../../i18n/format';
import type { Catalogue, Msg, Text } from '../../i18n/msg';

/** The formatter for this instance's language: `t(step.text.title)`. */
export function useT(): (x: Text) => string {
  return useMemo(() => (x: Text) => formatText(EN as Catalogue, x), []);
}

/**
 * Formats a sentence that holds elements: `rich(msg('ui.controls.position', { count }), { index: <b>3</b> })`.
 * The elements fill the placeholders of the same name; the other parameters format as text.
 */
export function useRich(): (m: Msg, nodes: Readonly<Record<string, ReactNode>>) => ReactNode {
  return useMemo(
    () => (m: Msg, nodes: Readonly<Record<string, ReactNode>>) =>
      createElement(
        Fragment,
        null,
        ...formatMsgParts(EN as Catalogue, m, Object.keys(nodes)).map((p, i) =>
          typeof p === 'string' ? p : createElement(Fragment, { key: i }, nodes[p.slot]),
        ),
      ),
    [],
  );
}
