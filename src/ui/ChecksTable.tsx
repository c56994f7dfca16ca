import { msg } from '../i18n/msg';
import { useT } from './i18n/useT';
import type { Check } from '../sim/trace/types';

/** B1's checks, in the responder's order, each with what it compared. */
export function ChecksTable({ checks }: { checks: Check[] }) {
  const t = useT();
  return (
    <table className="checks">
      <caption>{t(msg('ui.checks.caption'))}</caption>
      <thead>
        <tr>
          <th scope="col">{t(msg('ui.checks.check'))}</th>
          <th scope="col">{t(msg('ui.checks.expected'))}</th>
          <th scope="col">{t(msg('ui.checks.result'))}</th>
        </tr>
      </thead>
      <tbody>
        {checks.map((c, i) => (
          <tr
            key={i}
            className={c.ok ? undefined : 'failed'}
            data-check={c.id}
            data-ok={String(c.ok)}
            title={t(msg('ui.checks.rowTitle', { why: c.why, source: c.source }))}
          >
            <th scope="row">{t(c.name)}</th>
            <td>{t(c.expected)}</td>
            <td className={c.ok ? 'ok' : 'bad'}>
              {c.ok ? '✓ ' : '✗ '}
              {t(c.actual)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
