import { useT } from './i18n/useT';
import type { Check } from '../sim/trace/types';

/** B1's checks, in the responder's order, each with what it compared. */
export function ChecksTable({ checks }: { checks: Check[] }) {
  const t = useT();
  return (
    <table className="checks">
      <caption>HCA B's checks</caption>
      <thead>
        <tr>
          <th scope="col">Check</th>
          <th scope="col">Expected</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {checks.map((c, i) => (
          <tr key={i} title={`${t(c.why)} — ${c.source}`}>
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
