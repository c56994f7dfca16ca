import { msg } from '../../i18n/msg';
import { type CalibrationRow, calibrationTable } from '../../sim/timing/calibration';
import { useT } from '../shared/i18n/useT';
import { anchorMsg, formatPerftest, formatRate, formatTime, shortSource } from './timingFormat';

/** A relative error as a signed whole percentage ("+1 %", "−10 %", "0 %"). */
/** A signed error as a percentage, in the language's way of writing one. */
const formatError = (e: number) =>
  Math.abs(e) < 0.005 ? msg('unit.percent', { n: 0 }) : msg('unit.percent', { n: `${e > 0 ? '+' : '−'}${Math.abs(e * 100).toFixed(0)}` });

/** As each figure is quoted: perftest latencies in µs, PCIe reads in ns, rates with their unit. */
function show(r: CalibrationRow, v: number): string {
  if (r.anchor.kind === 'latency') return formatPerftest(v);
  if (r.anchor.kind === 'pcie') return formatTime(v);
  return `${formatRate(v)} ${r.anchor.unit}`;
}

/** The table depends on no scenario (it is the default preset's): computed once. */
let cached: CalibrationRow[] | null = null;

/** The published figures beside the model's predictions (the default preset), as in docs/calibration.md. */
export function CalibrationTable() {
  const t = useT();
  cached ??= calibrationTable();
  const rows = cached;
  return (
    <section className="calibration" data-testid="calibration">
      <h3>{t(msg('timing.calib.title'))}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t(msg('timing.calib.figure'))}</th>
            <th scope="col">{t(msg('timing.calib.published'))}</th>
            <th scope="col">{t(msg('timing.calib.model'))}</th>
            <th scope="col">{t(msg('timing.calib.error'))}</th>
            <th scope="col">{t(msg('timing.calib.source'))}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.anchor.id} className={r.checked ? 'checked' : undefined}>
              <th scope="row">{t(anchorMsg(r.anchor.id))}</th>
              <td>{show(r, r.anchor.value)}</td>
              <td>{show(r, r.predicted)}</td>
              <td className="err">{t(formatError(r.error))}</td>
              <td>
                <a href={r.anchor.url} target="_blank" rel="noreferrer">
                  {shortSource(r.anchor.source)}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t(msg('timing.calib.note'))}</p>
    </section>
  );
}
