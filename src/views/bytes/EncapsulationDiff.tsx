import type { MsgKey } from '../../i18n/en';
import { type Msg, msg } from '../../i18n/msg';
import { toHex } from '../../sim/bytes/hex';
import { type EncapPart, type EncapRow, type EncapSpan, type Encoded, encapsulationDiff } from '../../sim/roce/encapsulationDiff';
import { useT } from '../shared/i18n/useT';

const PART_LABEL: Readonly<Record<EncapPart, MsgKey>> = {
  lrh: 'ui.encap.part.lrh',
  eth: 'ui.encap.part.eth',
  ip: 'ui.encap.part.ip',
  udp: 'ui.encap.part.udp',
  transport: 'ui.encap.part.transport',
  icrc: 'ui.encap.part.icrc',
  vcrc: 'ui.encap.part.vcrc',
  ethPad: 'ui.encap.part.ethPad',
  fcs: 'ui.encap.part.fcs',
};

/** How the two encodings compare on one part: the class names the CSS colours it by. */
function status(row: EncapRow): { key: MsgKey; className: string } {
  if (row.ib && row.roce) return row.same ? { key: 'ui.encap.same', className: 'same' } : { key: 'ui.encap.differs', className: 'differs' };
  return row.ib ? { key: 'ui.encap.onlyIb', className: 'only-ib' } : { key: 'ui.encap.onlyRoce', className: 'only-roce' };
}

const PREVIEW_BYTES = 8;

function Cell({ bytes, span }: { bytes: Uint8Array; span: EncapSpan | null }) {
  const t = useT();
  if (!span) return <td className="encap-absent">{t(msg('ui.encap.absent'))}</td>;
  const shown = bytes.subarray(span.offset, span.offset + Math.min(span.length, PREVIEW_BYTES));
  const where: Msg = msg('ui.encap.span', {
    from: String(span.offset),
    to: String(span.offset + span.length - 1),
    size: String(span.length),
  });
  return (
    <td>
      <span className="encap-where">{t(where)}</span>
      <code className="encap-hex">
        {toHex(shown, ' ')}
        {span.length > PREVIEW_BYTES ? ' …' : ''}
      </code>
    </td>
  );
}

/**
 * One packet as native InfiniBand and as RoCEv2, part by part: which parts only one of them has,
 * that the transport headers and payload are the same bytes, and that the ICRCs differ.
 */
export default function EncapsulationDiff({ ib, roce }: { ib: Encoded; roce: Encoded }) {
  const t = useT();
  const rows = encapsulationDiff(ib, roce);
  const transport = rows.find((r) => r.part === 'transport');
  const hasIcrcs = rows.some((r) => r.part === 'icrc' && r.ib && r.roce);
  return (
    <section className="encap-diff" data-testid="encapsulation-diff" aria-labelledby="encap-diff-title">
      <h3 id="encap-diff-title">{t(msg('ui.encap.title'))}</h3>
      <table className="encap-table">
        <thead>
          <tr>
            <th scope="col">{t(msg('ui.encap.colPart'))}</th>
            <th scope="col">{t(msg('ui.encap.colIb'))}</th>
            <th scope="col">{t(msg('ui.encap.colRoce'))}</th>
            <th scope="col">{t(msg('ui.encap.colCompare'))}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const s = status(row);
            return (
              <tr key={row.part} data-part={row.part} data-status={s.className} className={`encap-${s.className}`}>
                <th scope="row">{t(msg(PART_LABEL[row.part]))}</th>
                <Cell bytes={ib.bytes} span={row.ib} />
                <Cell bytes={roce.bytes} span={row.roce} />
                <td className="encap-status">{t(msg(s.key))}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t(msg('ui.encap.total'))}</th>
            <td>{t(msg('ui.encap.totalSize', { size: String(ib.bytes.length) }))}</td>
            <td>{t(msg('ui.encap.totalSize', { size: String(roce.bytes.length) }))}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {transport && (
        <p className="encap-note" data-note="transport">
          {transport.same
            ? t(msg('ui.encap.transportSame', { size: String(transport.ib?.length ?? 0) }))
            : t(msg('ui.encap.transportDiffers'))}
        </p>
      )}
      {hasIcrcs && (
        <p className="encap-note" data-note="icrc">
          {t(msg('ui.encap.icrcWhy'))}
        </p>
      )}
      <p className="encap-note" data-note="link-crc">
        {t(msg('ui.encap.linkCrc'))}
      </p>
    </section>
  );
}
