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

/**
 * B1's checks, in the responder's order, each with what it compared, named after who checks: HCA B, or B's kernel on
 * soft-RoCE. A phone stacks each row as a card (phone.css), so each cell carries its column's name, and the table keeps
 * its roles explicitly: a row displayed as a block loses its table semantics in Chromium and WebKit otherwise.
 */
// biome-ignore-start lint/a11y/noRedundantRoles: phone.css displays the rows as blocks, which drops the implicit roles in WebKit
export function ChecksTable({ checks, by }: { checks: Check[]; by: Step['actor'] }) {
  const t = useT();
  const expected = t(msg('ui.checks.expected'));
  const result = t(msg('ui.checks.result'));
  const labelled = (label: string) => t(msg('common.fieldLabel', { label }));
  return (
    <table className="checks" role="table">
      <caption>{t(msg(by === 'kernelB' ? 'ui.checks.captionKernel' : 'ui.checks.caption'))}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {t(msg('ui.checks.check'))}
          </th>
          <th scope="col" role="columnheader">
            {expected}
          </th>
          <th scope="col" role="columnheader">
            {result}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {checks.map((c, i) => (
          <tr
            key={i}
            role="row"
            className={ROW_CLASS[c.verdict]}
            data-check={c.id}
            data-ok={String(c.ok)}
            data-verdict={c.verdict}
            title={t(msg('ui.checks.rowTitle', { why: c.why, source: citeString(t, c.source) }))}
          >
            <th scope="row" role="rowheader">
              {t(c.name)}
            </th>
            <td role="cell" data-label={labelled(expected)}>
              {t(c.expected)}
            </td>
            <td role="cell" data-label={labelled(result)} className={CELL_CLASS[c.verdict]}>
              {MARK[c.verdict]}
              {c.verdict === 'not-reached' ? t(msg('ui.checks.notReached')) : t(c.actual)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
// biome-ignore-end lint/a11y/noRedundantRoles: phone.css displays the rows as blocks
