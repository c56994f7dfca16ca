import { useMemo } from 'react';
import { msg } from '../../../i18n/msg';
import { type FieldVerdict, modelDiff } from '../../../sim/capture/modelDiff';
import type { Step } from '../../../sim/trace/types';
import { useSim } from '../../../store/SimProvider';
import { selectTrace } from '../../../store/selectors';
import { useT } from '../../shared/i18n/useT';

const VERDICTS: readonly FieldVerdict[] = ['disagree', 'run', 'same'];
const hex = (v: bigint) => `0x${v.toString(16)}`;

/**
 * A captured packet beside the model's packet in the same place, field by field (src/sim/capture/modelDiff.ts): the
 * fields that differ as any two runs do, the fields where this hardware and the model choose differently, and the
 * rest. The explanation above follows the capture's bytes; the model's value says what the model's machine writes.
 */
export function ModelDiffTable({ step }: { step: Step }) {
  const t = useT();
  const capture = useSim((s) => selectTrace(s).capture);
  const frame = step.origin?.kind === 'captured' ? step.origin.frame : -1;
  const timing = capture?.packets.find((p) => p.frame === frame);
  const rows = useMemo(() => {
    if (!timing?.modelPacket) return null;
    const model = timing.modelPacket();
    return modelDiff(step.artifacts[0].at(0).bytes, model, timing.diffAt);
  }, [timing, step]);
  if (!timing) return null;
  if (!rows) return <p className="muted">{t(msg('capture.walk.diff.none'))}</p>;
  const count = (v: FieldVerdict) => rows.filter((r) => r.verdict === v).length;
  const shown = rows.filter((r) => r.verdict !== 'same');
  return (
    <details className="model-diff" data-testid="model-diff" open={count('disagree') > 0}>
      <summary>{t(msg('capture.walk.diff.summary', { same: count('same'), run: count('run'), disagree: count('disagree') }))}</summary>
      {count('disagree') > 0 && <p>{t(msg('capture.walk.diff.follows'))}</p>}
      {shown.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t(msg('capture.walk.diff.field'))}</th>
              <th scope="col">{t(msg('capture.walk.diff.real'))}</th>
              <th scope="col">{t(msg('capture.walk.diff.model'))}</th>
              <th scope="col">{t(msg('capture.walk.diff.verdict'))}</th>
            </tr>
          </thead>
          <tbody>
            {VERDICTS.flatMap((v) =>
              shown
                .filter((r) => r.verdict === v)
                .map((r) => (
                  <tr key={r.path} data-verdict={r.verdict}>
                    <th scope="row">{r.path}</th>
                    <td>{r.path.startsWith('Payload') ? t(msg('capture.walk.diff.bytes', { n: Number(r.real) })) : hex(r.real)}</td>
                    <td>{r.path.startsWith('Payload') ? t(msg('capture.walk.diff.bytes', { n: Number(r.model) })) : hex(r.model)}</td>
                    <td>{t(msg(`capture.walk.diff.verdict.${r.verdict}`))}</td>
                  </tr>
                )),
            )}
          </tbody>
        </table>
      )}
    </details>
  );
}
