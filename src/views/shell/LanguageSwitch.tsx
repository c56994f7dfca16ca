import { LANGS, type Lang, msg } from '../../i18n/msg';
import { rememberLang } from '../../i18n/pickLang';
import { useActions, useSim } from '../../store/SimProvider';
import { selectLang } from '../../store/stateSelectors';
import { useT } from '../shared/i18n/useT';

const NAME: Record<Lang, 'teach.lang.en' | 'teach.lang.zhCN'> = { en: 'teach.lang.en', 'zh-CN': 'teach.lang.zhCN' };

/** The header's language switch: every word of the app, English or Simplified Chinese (loaded when first chosen), remembered for the next visit. */
export function LanguageSwitch() {
  const t = useT();
  const lang = useSim(selectLang);
  const { setLang } = useActions();
  return (
    <select
      className="lang-switch"
      value={lang}
      onChange={(e) => {
        const l = e.target.value as Lang;
        // A choice the reader made: the next visit opens in it (src/i18n/pickLang.ts).
        rememberLang(l);
        setLang(l);
      }}
      aria-label={t(msg('teach.lang.label'))}
      title={t(msg('teach.lang.label'))}
      data-testid="lang-switch"
    >
      {LANGS.map((l) => (
        <option key={l} value={l} lang={l}>
          {t(msg(NAME[l]))}
        </option>
      ))}
    </select>
  );
}
