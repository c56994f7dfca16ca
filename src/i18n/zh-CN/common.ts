import type { COMMON } from '../en/common';
import type { Entry } from '../msg';

/** 全应用共用的词语与单位。 */
export const ZH_COMMON: { readonly [K in keyof typeof COMMON]: Entry } = {
  'common.listSeparator': '、',
  'common.leadThen': '{lead}{text}',
  'common.clauseSeparator': '；',
  /** A value's name before it, where a layout drops its column head (a phone's checks): a colon, full-width in Chinese. */
  'common.fieldLabel': '{label}：',
  'common.raw': '{text}',
  'unit.byte': { one: '{n}\u00a0字节', other: '{n}\u00a0字节' },
  'unit.bytesShort': '{n}\u00a0B',
  'unit.packet': { one: '{n} 个报文', other: '{n} 个报文' },
  'unit.page': { one: '{n} 个内存页', other: '{n} 个内存页' },
  'unit.tlp': { one: '{n} 个 TLP', other: '{n} 个 TLP' },
  'unit.mrd': { one: '{n} 个 MRd', other: '{n} 个 MRd' },
  'unit.cpld': { one: '{n} 个 CplD', other: '{n} 个 CplD' },
};
