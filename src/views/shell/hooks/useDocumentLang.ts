import { useEffect } from 'react';
import { useCatalogue, useT } from '../../shared/i18n/useT';
import { PAGE_TITLE } from '../pageTitle';

/** The page's <html lang> and title follow the language shown (the primary instance owns them). */
export function useDocumentLang(enabled: boolean) {
  const { lang } = useCatalogue();
  const t = useT();
  const title = t(PAGE_TITLE);
  useEffect(() => {
    if (!enabled) return;
    document.documentElement.lang = lang;
    document.title = title;
  }, [enabled, lang, title]);
}
