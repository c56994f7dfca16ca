import { useMemo } from 'react';
import { EN } from '../../i18n/en';
import { formatText } from '../../i18n/format';
import type { Catalogue, Text } from '../../i18n/msg';

/** The formatter for this instance's language: `t(step.text.title)`. */
export function useT(): (x: Text) => string {
  return useMemo(() => (x: Text) => formatText(EN as Catalogue, x), []);
}
