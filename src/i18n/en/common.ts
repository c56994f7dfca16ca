/** Words and units shared by every part of the app. */
export const COMMON = {
  'common.listSeparator': ', ',
  'common.raw': '{text}',
  'unit.byte': { one: '{n} byte', other: '{n} bytes' },
  'unit.bytesShort': '{n} B',
  'unit.packet': { one: '{n} packet', other: '{n} packets' },
  'unit.page': { one: '{n} page', other: '{n} pages' },
  'unit.tlp': { one: '{n} TLP', other: '{n} TLPs' },
} as const;
