import type { LOCALE_TEXT } from '../en/locale';
import type { Entry } from '../msg';

/** 数字与量值的写法：四位以内不分节，五位起以窄不换行空格三位分节；数值与单位之间不换行；百分号前不空格。 */
export const ZH_LOCALE_TEXT: { readonly [K in keyof typeof LOCALE_TEXT]: Entry } = {
  'locale.numbers': 'zh-CN',
  'unit.measure': '{n}\u00a0{unit}',
  'unit.percent': '{n}%',
};
