/**
 * How the language writes numbers and measures (src/i18n/format.ts reads `locale.numbers`).
 * A measure keeps its number and unit on one line: a no-break space between them.
 */
export const LOCALE_TEXT = {
  'locale.numbers': 'en',
  'unit.measure': '{n}\u00a0{unit}',
  'unit.percent': '{n}%',
} as const;
