import type { ReactNode } from 'react';
import { type Msg, msg } from '../../i18n/msg';
import type { HostTraffic } from '../../sim/misconception';
import { useSim } from '../../store/SimProvider';
import { selectWriteMachineComparison } from '../../store/selectors';
import { formatCount, formatSizePanel } from '../shared/displayFormat';
import { useRich, useT } from '../shared/i18n/useT';
import { FootnoteList, FootnoteSet, refs } from './Footnotes';
import { selectMisconceptionView } from './misconceptionSelectors';

const ROWS: { id: string; label: Msg; title: Msg; show: (traffic: HostTraffic) => string }[] = [
  {
    id: 'dma-read',
    label: msg('misconception.ui.zeroCopy.dmaRead.label'),
    title: msg('misconception.ui.zeroCopy.dmaRead.title'),
    show: (traffic) => formatSizePanel(traffic.dmaReadBytes),
  },
  {
    id: 'dma-write',
    label: msg('misconception.ui.zeroCopy.dmaWrite.label'),
    title: msg('misconception.ui.zeroCopy.dmaWrite.title'),
    show: (traffic) => formatSizePanel(traffic.dmaWriteBytes),
  },
  {
    id: 'cpu-read',
    label: msg('misconception.ui.zeroCopy.cpuRead.label'),
    title: msg('misconception.ui.zeroCopy.cpuRead.title'),
    show: (traffic) => formatSizePanel(traffic.cpuReadBytes),
  },
  {
    id: 'cpu-write',
    label: msg('misconception.ui.zeroCopy.cpuWrite.label'),
    title: msg('misconception.ui.zeroCopy.cpuWrite.title'),
    show: (traffic) => formatSizePanel(traffic.cpuWriteBytes),
  },
  {
    id: 'cpu-copies',
    label: msg('misconception.ui.zeroCopy.cpuCopies.label'),
    title: msg('misconception.ui.zeroCopy.cpuCopies.title'),
    show: (traffic) => formatCount(traffic.cpuCopies),
  },
  {
    id: 'bus',
    label: msg('misconception.ui.zeroCopy.bus.label'),
    title: msg('misconception.ui.zeroCopy.bus.title'),
    show: (traffic) => formatSizePanel(traffic.busBytes),
  },
];

/** "Is RDMA really zero-copy?" for this scenario's message: RDMA WRITE vs a kernel TCP socket. */
export function ZeroCopyPanel() {
  const t = useT();
  const rich = useRich();
  // A bold lead and its text, and two sentences in a row: a space between them in English, none in Chinese (common.leadThen).
  const then = (lead: ReactNode, text: ReactNode) => rich(msg('common.leadThen'), { lead, text });
  const led = (label: Msg, text: ReactNode) => then(<strong>{t(label)}</strong>, text);
  const zc = useSim(selectMisconceptionView).zeroCopy;
  // The same transfer on soft-RoCE, from its trace: the verbs of RDMA, the copies of a socket.
  const rxe = useSim(selectWriteMachineComparison).rxe;
  const notes = new FootnoteSet();
  return (
    <section className="misconception-zero-copy" data-testid="zero-copy-panel" aria-labelledby="misconception-zc-title">
      <h3 id="misconception-zc-title">
        {t(msg('misconception.ui.zeroCopy.title', { size: formatSizePanel(zc.messageBytes) }))}
        {refs(notes, zc.sources, t)}
      </h3>
      <p className="misconception-answer">{t(zc.answer)}</p>
      <table className="misconception-table misconception-zc-table">
        <thead>
          <tr>
            <th scope="col"></th>
            <th scope="col" className="misconception-col-real">
              {t(msg('misconception.ui.zeroCopy.rdmaA'))}
            </th>
            <th scope="col" className="misconception-col-real">
              {t(msg('misconception.ui.zeroCopy.rdmaB'))}
            </th>
            <th scope="col">{t(msg('misconception.ui.zeroCopy.tcpA'))}</th>
            <th scope="col">{t(msg('misconception.ui.zeroCopy.tcpB'))}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.id} title={t(r.title)}>
              <th scope="row">{t(r.label)}</th>
              <td>{r.show(zc.rdma.A)}</td>
              <td>{r.show(zc.rdma.B)}</td>
              <td>{r.show(zc.tcp.A)}</td>
              <td>{r.show(zc.tcp.B)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="misconception-note">
        {then(
          led(msg('misconception.ui.zeroCopy.rdmaNote'), t(zc.notes.rdma)),
          led(msg('misconception.ui.zeroCopy.tcpNote'), t(zc.notes.tcp)),
        )}
      </p>
      <p className="misconception-note">
        {led(
          msg('misconception.ui.zeroCopy.hcaBuffers'),
          then(
            t(zc.staging.text),
            t(
              msg('misconception.ui.zeroCopy.peak', { a: formatSizePanel(zc.staging.hcaBytesA), b: formatSizePanel(zc.staging.hcaBytesB) }),
            ),
          ),
        )}
        {refs(notes, zc.staging.sources, t)}
      </p>
      <p className="misconception-note" data-testid="zero-copy-rxe">
        {led(
          msg('misconception.ui.zeroCopy.rxeNote'),
          t(
            msg('misconception.ui.zeroCopy.rxe', {
              a: formatSizePanel(rxe.A.cpuCopyBytes),
              b: formatSizePanel(rxe.B.cpuCopyBytes),
              n: rxe.A.syscalls,
            }),
          ),
        )}
      </p>
      <FootnoteList notes={notes} />
    </section>
  );
}
