import { msg } from '../../i18n/msg';
import type { Check, Step } from '../../sim/trace/types';
import { useT } from '../shared/i18n/useT';
import { citeString } from '../shared/sources/citeText';

/** A row's mark: the symbol carries the verdict, not the colour alone. */
const MARK: Record<Check['verdict'], string> = { pass: '✓ ', fail: '✗ ', duplicate: '↺ ', 'not-reached': '– ' };
const CELL_CLASS: Record<Check['verdict'], string> = { pass: 'ok', fail: 'bad', duplicate: 'dup', 'not-reached': 'skipped' };
const ROW_CLASS: Record<Check['verdict'], string | undefined> = {
  pass: undefined,
  fail: 'failed',
  duplicate: 'duplicate',
  'not-reached': 'not-reached',
};

/** B1's checks, in the responder's order, each with what it compared, named after who checks: HCA B, or B's kernel on soft-RoCE. */
export function ChecksTable({ checks, by }: { checks: Check[]; by: Step['actor'] }) {
  const t = useT();
  return (
    <table className="checks">
      <caption>{t(msg(by === 'kernelB' ? 'ui.checks.captionKernel' : 'ui.checks.caption'))}</caption>
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
            className={ROW_CLASS[c.verdict]}
            data-check={c.id}
            data-ok={String(c.ok)}
            data-verdict={c.verdict}
            title={t(msg('ui.checks.rowTitle', { why: c.why, source: citeString(t, c.source) }))}
          >
            <th scope="row">{t(c.name)}</th>
            <td>{t(c.expected)}</td>
            <td className={CELL_CLASS[c.verdict]}>
              {MARK[c.verdict]}
              {c.verdict === 'not-reached' ? t(msg('ui.checks.notReached')) : t(c.actual)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
