import { msg } from '../../i18n/msg';
import { opcodeName } from '../../sim/ib/opcodes';
import { useSim } from '../../store/SimProvider';
import { selectTrace } from '../../store/selectors';
import { useT } from '../shared/i18n/useT';

const us = (ns: number | null) => (ns === null ? '—' : (ns / 1000).toFixed(ns < 10_000 ? 3 : 1));

/**
 * In a capture's walk: each packet's time in the capture beside the model's time for its packet in the same place,
 * and the gaps between packets, both from each one's first packet (Trace.capture).
 */
export function CaptureTimes() {
  const t = useT();
  const capture = useSim((s) => selectTrace(s).capture);
  if (!capture) return null;
  const rows = capture.packets;
  return (
    <section className="capture-times" data-testid="capture-times" aria-labelledby="capture-times-title">
      <h3 id="capture-times-title">{t(msg('capture.walk.timing.title'))}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t(msg('capture.walk.timing.frame'))}</th>
            <th scope="col">{t(msg('capture.walk.timing.packet'))}</th>
            <th scope="col">{t(msg('capture.walk.timing.real'))}</th>
            <th scope="col">{t(msg('capture.walk.timing.realGap'))}</th>
            <th scope="col">{t(msg('capture.walk.timing.model'))}</th>
            <th scope="col">{t(msg('capture.walk.timing.modelGap'))}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p, i) => {
            const prev = i > 0 ? rows[i - 1] : null;
            const modelGap = prev && prev.modelNs !== null && p.modelNs !== null ? p.modelNs - prev.modelNs : null;
            return (
              <tr key={p.frame}>
                <th scope="row">{p.frame}</th>
                <td>
                  {t(
                    msg('capture.walk.timing.row', {
                      from: p.from,
                      to: p.from === 'A' ? 'B' : 'A',
                      opcode: opcodeName(p.opcode),
                      psn: p.psn,
                    }),
                  )}
                </td>
                <td>{us(p.realNs)}</td>
                <td>{prev ? us(p.realNs - prev.realNs) : '—'}</td>
                <td>{us(p.modelNs)}</td>
                <td>{us(modelGap)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted">{t(msg('capture.walk.timing.note'))}</p>
    </section>
  );
}
