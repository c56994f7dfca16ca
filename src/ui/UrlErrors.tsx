import { useSim, useActions } from '../store/SimProvider';
import { selectUrlErrors } from '../store/selectors';

/** Problems in the URL the app was opened with: named, explained, and the view behind them still works. */
export function UrlErrors() {
  const errors = useSim(selectUrlErrors);
  const { dismissUrlErrors } = useActions();
  if (!errors.length) return null;
  return (
    <div className="url-errors" role="alert">
      <strong>Some of this link could not be used; showing the defaults instead.</strong>
      <ul>
        {errors.map((e, i) => (
          <li key={i}>
            <code>{e.field}</code> = <code>{e.value}</code>: expected {e.allowed}.
          </li>
        ))}
      </ul>
      <button type="button" onClick={dismissUrlErrors}>
        Dismiss
      </button>
    </div>
  );
}
