import { msg } from '../i18n/msg';
import { useT } from './i18n/useT';
import { useSim, useActions } from '../store/SimProvider';
import { selectUrlErrors } from '../store/stateSelectors';

/** Problems in the URL the app was opened with: named, explained, and the view behind them still works. */
export function UrlErrors() {
  const t = useT();
  const errors = useSim(selectUrlErrors);
  const { dismissUrlErrors } = useActions();
  if (!errors.length) return null;
  return (
    <div className="url-errors" role="alert">
      <strong>{t(msg('ui.urlErrors.title'))}</strong>
      <ul>
        {errors.map((e, i) => (
          <li key={i}>
            <code>{e.field}</code> = <code>{e.value}</code>: {t(msg('ui.urlErrors.expected', { allowed: e.allowed }))}
          </li>
        ))}
      </ul>
      <button type="button" onClick={dismissUrlErrors}>
        {t(msg('ui.urlErrors.dismiss'))}
      </button>
    </div>
  );
}
