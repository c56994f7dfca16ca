import { describe, expect, it } from 'vitest';
import { runHeadScript } from '../support/headScript';

describe('the head script picks the language before the first paint, whatever the link', () => {
  // A bad percent escape made decodeURIComponent throw: the script stopped, and a browser set to Chinese got English.
  it.each(['?lang=%', '?lang=%zz', '?lang=%F0%9F', '?lang=zh-CN%', '?lang=%E4%B8', '?step=A1.wqe&lang=%&embed=1', '?lang=%&mode=lecture'])(
    '%s: no error, and the language falls to the browser’s',
    (search) => {
      const run = runHeadScript(search, { languages: ['zh-CN', 'en'] });
      expect(run.threw).toBeNull();
      expect(run.lang).toBe('zh-CN');
    },
  );

  it('a bad ?lang= falls to the remembered choice before the browser’s', () => {
    expect(runHeadScript('?lang=%', { stored: 'zh-CN', languages: ['en'] }).lang).toBe('zh-CN');
    expect(runHeadScript('?lang=%zz', { stored: 'en', languages: ['zh-CN'] }).lang).toBe('en');
  });

  it('the zh-CN page stays Chinese with a bad ?lang=, and turns English only with ?lang=en', () => {
    expect(runHeadScript('?lang=%', { pageLang: 'zh-CN', languages: ['en'] }).lang).toBe('zh-CN');
    expect(runHeadScript('?lang=en', { pageLang: 'zh-CN', languages: ['zh-CN'] }).lang).toBe('en');
  });

  it('a good ?lang= wins, escaped or not', () => {
    expect(runHeadScript('?lang=zh-CN', { languages: ['en'] }).lang).toBe('zh-CN');
    expect(runHeadScript('?lang=zh%2DCN', { languages: ['en'] }).lang).toBe('zh-CN');
  });
});
