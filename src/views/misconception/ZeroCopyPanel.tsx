import { type Msg, msg } from '../../i18n/msg';
import { useSim } from '../../store/SimProvider';
import type { HostTraffic } from '../../sim/misconception';
import { formatBytes, formatCount } from '../shared/format';
import { useT } from '../shared/i18n/useT';
import { FootnoteList, FootnoteSet, refs } from './Footnotes';
import { selectMythView } from './mythSelectors';
import './misconception.css';

const ROWS: { id: string; label: Msg; title: Msg; show: (t: HostTraffic) => string }[] = [
  {
    id: 'dma-read',
    label: msg('myth.ui.zeroCopy.dmaRead.label'),
    title: msg('myth.ui.zeroCopy.dmaRead.title'),
    show: (t) => formatBytes(t.dmaReadBytes),
  },
  {
    id: 'dma-write',
    label: msg('myth.ui.zeroCopy.dmaWrite.label'),
    title: msg('myth.ui.zeroCopy.dmaWrite.title'),
    show: (t) => formatBytes(t.dmaWriteBytes),
  },
  {
    id: 'cpu-read',
    label: msg('myth.ui.zeroCopy.cpuRead.label'),
    title: msg('myth.ui.zeroCopy.cpuRead.title'),
    show: (t) => formatBytes(t.cpuReadBytes),
  },
  {
    id: 'cpu-write',
    label: msg('myth.ui.zeroCopy.cpuWrite.label'),
    title: msg('myth.ui.zeroCopy.cpuWrite.title'),
    show: (t) => formatBytes(t.cpuWriteBytes),
  },
  {
    id: 'cpu-copies',
    label: msg('myth.ui.zeroCopy.cpuCopies.label'),
    title: msg('myth.ui.zeroCopy.cpuCopies.title'),
    show: (t) => formatCount(t.cpuCopies),
  },
  {
    id: 'bus',
    label: msg('myth.ui.zeroCopy.bus.label'),
    title: msg('myth.ui.zeroCopy.bus.title'),
    show: (t) => formatBytes(t.busBytes),
  },
];

/** "Is RDMA really zero-copy?" for this scenario's message: RDMA WRITE vs a kernel TCP socket. */
export function ZeroCopyPanel() {
  const t = useT();
  const zc = useSim(selectMythView).zeroCopy;
  const notes = new FootnoteSet();
  return (
    <section className="myth-zero-copy" data-testid="zero-copy-panel" aria-labelledby="myth-zc-title">
      <h3 id="myth-zc-title">
        {t(msg('myth.ui.zeroCopy.title', { size: formatBytes(zc.messageBytes) }))}
        {refs(notes, zc.sources, t)}
      </h3>
      <p className="myth-answer">{t(zc.answer)}</p>
      <table className="myth-table myth-zc-table">
        <thead>
          <tr>
            <th scope="col"></th>
            <th scope="col" className="myth-col-real">
              {t(msg('myth.ui.zeroCopy.rdmaA'))}
            </th>
            <th scope="col" className="myth-col-real">
              {t(msg('myth.ui.zeroCopy.rdmaB'))}
            </th>
            <th scope="col">{t(msg('myth.ui.zeroCopy.tcpA'))}</th>
            <th scope="col">{t(msg('myth.ui.zeroCopy.tcpB'))}</th>
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
      <p className="myth-note">
        <strong>{t(msg('myth.ui.zeroCopy.rdmaNote'))}</strong> {t(zc.notes.rdma)} <strong>{t(msg('myth.ui.zeroCopy.tcpNote'))}</strong>{' '}
        {t(zc.notes.tcp)}
      </p>
      <p className="myth-note">
        <strong>{t(msg('myth.ui.zeroCopy.hcaBuffers'))}</strong> {t(zc.staging.text)}{' '}
        {t(msg('myth.ui.zeroCopy.peak', { a: formatBytes(zc.staging.hcaBytesA), b: formatBytes(zc.staging.hcaBytesB) }))}
        {refs(notes, zc.staging.sources, t)}
      </p>
      <FootnoteList notes={notes} />
    </section>
  );
}
