import { useSim } from '../../store/SimProvider';
import type { HostTraffic } from '../../sim/misconception';
import { formatBytes, formatCount } from '../format';
import { useT } from '../i18n/useT';
import { FootnoteList, FootnoteSet, refs } from './Footnotes';
import { selectMythView } from './mythSelectors';
import './misconception.css';

const ROWS: { label: string; title: string; show: (t: HostTraffic) => string }[] = [
  { label: 'DMA read', title: 'bytes a NIC/HCA reads from host memory', show: (t) => formatBytes(t.dmaReadBytes) },
  { label: 'DMA write', title: 'bytes a NIC/HCA writes into host memory', show: (t) => formatBytes(t.dmaWriteBytes) },
  { label: 'CPU read', title: 'bytes the CPU reads to copy them', show: (t) => formatBytes(t.cpuReadBytes) },
  { label: 'CPU write', title: 'bytes the CPU writes when copying', show: (t) => formatBytes(t.cpuWriteBytes) },
  { label: 'CPU copies', title: 'buffer-to-buffer copies made by the CPU in host memory', show: (t) => formatCount(t.cpuCopies) },
  { label: 'Memory bus', title: 'everything that crosses the host memory bus', show: (t) => formatBytes(t.busBytes) },
];

/** "Is RDMA really zero-copy?" for this scenario's message: RDMA WRITE vs a kernel TCP socket. */
export function ZeroCopyPanel() {
  const t = useT();
  const zc = useSim(selectMythView).zeroCopy;
  const notes = new FootnoteSet();
  return (
    <section className="myth-zero-copy" data-testid="zero-copy-panel" aria-labelledby="myth-zc-title">
      <h3 id="myth-zc-title">
        Zero-copy, for {formatBytes(zc.messageBytes)}
        {refs(notes, zc.sources)}
      </h3>
      <p className="myth-answer">{t(zc.answer)}</p>
      <table className="myth-table myth-zc-table">
        <thead>
          <tr>
            <th scope="col"></th>
            <th scope="col" className="myth-col-real">
              RDMA A
            </th>
            <th scope="col" className="myth-col-real">
              RDMA B
            </th>
            <th scope="col">TCP A</th>
            <th scope="col">TCP B</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.label} title={r.title}>
              <th scope="row">{r.label}</th>
              <td>{r.show(zc.rdma.A)}</td>
              <td>{r.show(zc.rdma.B)}</td>
              <td>{r.show(zc.tcp.A)}</td>
              <td>{r.show(zc.tcp.B)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="myth-note">
        <strong>RDMA:</strong> {t(zc.notes.rdma)} <strong>TCP:</strong> {t(zc.notes.tcp)}
      </p>
      <p className="myth-note">
        <strong>HCA buffers:</strong> {t(zc.staging.text)} (peak here: A {formatBytes(zc.staging.hcaBytesA)}, B{' '}
        {formatBytes(zc.staging.hcaBytesB)}, model)
        {refs(notes, zc.staging.sources)}
      </p>
      <FootnoteList notes={notes} />
    </section>
  );
}
