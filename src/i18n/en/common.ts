/** Words and units shared by every part of the app. */
export const COMMON = {
  'common.listSeparator': ', ',
  /** A bold lead and the sentence after it: a space between them in English, none after a Chinese full stop. */
  'common.leadThen': '{lead} {text}',
  /** Clauses of one line: a semicolon and a space in English, a full-width semicolon in Chinese. */
  'common.clauseSeparator': '; ',
  /** A value's name before it, where a layout drops its column head (a phone's checks): a colon, full-width in Chinese. */
  'common.fieldLabel': '{label}:',
  'common.raw': '{text}',
  'unit.byte': { one: '{n} byte', other: '{n} bytes' },
  'unit.bytesShort': '{n} B',
  'unit.packet': { one: '{n} packet', other: '{n} packets' },
  'unit.page': { one: '{n} page', other: '{n} pages' },
  'unit.tlp': { one: '{n} TLP', other: '{n} TLPs' },
  'unit.mrd': { one: '{n} MRd', other: '{n} MRds' },
  'unit.cpld': { one: '{n} CplD', other: '{n} CplDs' },
} as const;
