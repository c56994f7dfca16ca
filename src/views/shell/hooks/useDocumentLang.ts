import { useEffect } from 'react';
import { msg } from '../../../i18n/msg';
import { useCatalogue, useT } from '../../shared/i18n/useT';

/** The page's <html lang> and title follow the language shown (the primary instance owns them). */
export function useDocumentLang(enabled: boolean) {
  const { lang } = useCatalogue();
  const t = useT();
  // The page's name is the product's, whatever operation the view shows.
  const title = t(msg('ui.header.title', { op: 'RDMA WRITE', sub: msg('ui.header.subtitle') }));
  useEffect(() => {
    if (!enabled) return;
    document.documentElement.lang = lang;
    document.title = title;
  }, [enabled, lang, title]);
}
