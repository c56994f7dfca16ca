import { useEffect, useState } from 'react';
import { msg } from '../../i18n/msg';
import { useActions, useSim } from '../../store/SimProvider';
import { selectLangNote } from '../../store/stateSelectors';
import { useT } from '../shared/i18n/useT';

/**
 * For a reader whose browser asks for Traditional Chinese: one line, in Traditional characters, saying the page is in
 * Simplified Chinese. Shown once the page is live (the prerendered first view has no such line to hydrate).
 */
export function LangNote() {
  const t = useT();
  const on = useSim(selectLangNote);
  const { dismissLangNote } = useActions();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!on || !live) return null;
  return (
    <p className="lang-note" data-testid="lang-note">
      <span lang="zh-Hant">{t(msg('ui.page.traditional'))}</span>{' '}
      <button type="button" onClick={dismissLangNote}>
        {t(msg('ui.page.traditionalClose'))}
      </button>
    </p>
  );
}
