import { useMemo } from 'react';
import { EN } from '../../i18n/en';
import { formatText } from '../../i18n/format';
import type { Catalogue, Text } from '../../i18n/msg';

/** The formatter for this instance's language: `t(step.text.title)`. */
export function useT(): (x: Text) => string {
  const cat: Catalogue = EN;
  return useMemo(() => (x: Text) => formatText(cat, x), [cat]);
}
