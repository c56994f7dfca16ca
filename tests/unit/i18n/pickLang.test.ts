import { describe, expect, it } from 'vitest';
import { pickLang } from '../../../src/i18n/pickLang';

describe('the language a page opens in', () => {
  it('?lang= first, then the remembered choice, then the browser’s languages in order', () => {
    expect(pickLang('?lang=zh-CN', 'en', ['en-US']).lang).toBe('zh-CN');
    expect(pickLang('?step=A2.tlp&lang=en', 'zh-CN', ['zh-CN']).lang).toBe('en');
    expect(pickLang('', 'zh-CN', ['en-US']).lang).toBe('zh-CN');
    expect(pickLang('', 'en', ['zh-CN']).lang).toBe('en');
    expect(pickLang('', null, ['fr-FR', 'zh-CN', 'en']).lang).toBe('zh-CN');
    expect(pickLang('', null, ['de', 'fr']).lang).toBe('en');
    expect(pickLang('', null, []).lang).toBe('en');
  });

  it('an unknown ?lang= or stored value is passed over (the URL parser names the bad value)', () => {
    expect(pickLang('?lang=klingon', 'zh-CN', ['en']).lang).toBe('zh-CN');
    expect(pickLang('', 'xx', ['zh']).lang).toBe('zh-CN');
  });

  it('zh, zh-CN, zh-Hans and zh-SG give Simplified Chinese; a Traditional locale gets it with a note', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-SG', 'zh-Hans-CN'])
      expect(pickLang('', null, [tag]), tag).toEqual({ lang: 'zh-CN', traditional: false });
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW'])
      expect(pickLang('', null, [tag]), tag).toEqual({ lang: 'zh-CN', traditional: true });
  });

  it('is self-contained, so the build can write its source into the page’s head', () => {
    const fn = new Function(`return (${pickLang.toString()})`)() as typeof pickLang;
    expect(fn('', null, ['zh-TW'])).toEqual({ lang: 'zh-CN', traditional: true });
  });
});
