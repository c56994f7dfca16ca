import { msg } from '../../i18n/msg';
import { useActions, useSim } from '../../store/SimProvider';
import { selectUrlErrors } from '../../store/stateSelectors';
import { useRich, useT } from '../shared/i18n/useT';

/** Problems in the URL the app was opened with: named, explained, and the view behind them still works. */
export function UrlErrors() {
  const t = useT();
  const rich = useRich();
  const errors = useSim(selectUrlErrors);
  const { dismissUrlErrors } = useActions();
  if (!errors.length) return null;
  return (
    <div className="url-errors" role="alert">
      <strong>{t(msg('ui.urlErrors.title'))}</strong>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable) */}
      <ul tabIndex={0}>
        {errors.map((e, i) => (
          <li key={i}>
            {rich(msg('ui.urlErrors.item', { allowed: e.allowed }), { field: <code>{e.field}</code>, value: <code>{e.value}</code> })}
          </li>
        ))}
      </ul>
      <button type="button" onClick={dismissUrlErrors}>
        {t(msg('ui.urlErrors.dismiss'))}
      </button>
    </div>
  );
}
