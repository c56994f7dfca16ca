import type { Check } from '../sim/trace/types';

/** B1's checks, in the responder's order, each with what it compared. */
export function ChecksTable({ checks }: { checks: Check[] }) {
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
        {checks.map((c) => (
          <tr key={c.name} title={`${c.why} — ${c.source}`}>
            <th scope="row">{c.name}</th>
            <td>{c.expected}</td>
            <td className={c.ok ? 'ok' : 'bad'}>
              {c.ok ? '✓ ' : '✗ '}
              {c.actual}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
