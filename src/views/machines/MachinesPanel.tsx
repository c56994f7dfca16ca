import { type Msg, msg } from '../../i18n/msg';
import { byteCount } from '../../sim/format/messageParams';
import type { HostWork } from '../../sim/trace/rxe/machineComparison';
import { useSim } from '../../store/SimProvider';
import { selectMachineComparison, selectRealTrace } from '../../store/selectors';
import { ACTOR_LABEL } from '../shared/actorLabels';
import { useT } from '../shared/i18n/useT';

type Row = { label: Msg; cell: (w: HostWork) => Msg };

const times = (n: number) => msg('ui.machines.times', { n: Number.isInteger(n) ? n : Number(n.toFixed(2)) });

/** The rows: each a count read from a trace's final counters (src/sim/trace/rxe/machineComparison.ts). */
const ROWS: readonly Row[] = [
  { label: msg('ui.machines.row.syscalls'), cell: (w) => msg('ui.machines.count', { n: w.syscalls }) },
  { label: msg('ui.machines.row.barStores'), cell: (w) => msg('ui.machines.count', { n: w.barStores }) },
  {
    label: msg('ui.machines.row.copies'),
    cell: (w) => msg('ui.machines.bytesTimes', { bytes: byteCount(w.cpuCopyBytes), times: times(w.copiesPerMessage) }),
  },
  {
    label: msg('ui.machines.row.bus'),
    cell: (w) => msg('ui.machines.bytesTimes', { bytes: byteCount(w.memoryBusBytes), times: times(w.crossingsPerMessage) }),
  },
];

/**
 * The same transfer on a ConnectX card and on soft-RoCE, side by side: who does each phase, then per host the system
 * calls, the stores into a device's BAR, the bytes a CPU copies and the bytes that cross the memory bus, each read
 * from the two traces. The latency is the card's model; soft-RoCE's is not calibrated (no published figure).
 */
export function MachinesPanel() {
  const t = useT();
  const c = useSim(selectMachineComparison);
  const here = useSim(selectRealTrace).machine;
  const actors = (list: readonly (keyof typeof ACTOR_LABEL)[]) => (list.length ? list.map((a) => t(msg(ACTOR_LABEL[a]))).join(', ') : '—');
  return (
    // Focusable: the tab's panel scrolls when the tables are taller than it (a keyboard reader scrolls it from here).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="machines-panel" data-testid="machines-panel" tabIndex={0}>
      <p className="muted">
        {t(msg(here === 'rxe' ? 'ui.machines.introRxe' : 'ui.machines.introHca', { bytes: byteCount(c.messageBytes) }))}
      </p>
      <table className="machines-table" data-testid="machines-counts">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t(msg('ui.machines.col.what'))}</span>
            </th>
            <th scope="col">{t(msg('ui.machines.col.hcaA'))}</th>
            <th scope="col">{t(msg('ui.machines.col.hcaB'))}</th>
            <th scope="col">{t(msg('ui.machines.col.rxeA'))}</th>
            <th scope="col">{t(msg('ui.machines.col.rxeB'))}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r, i) => (
            <tr key={i}>
              <th scope="row">{t(r.label)}</th>
              <td>{t(r.cell(c.hca.A))}</td>
              <td>{t(r.cell(c.hca.B))}</td>
              <td>{t(r.cell(c.rxe.A))}</td>
              <td>{t(r.cell(c.rxe.B))}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t(msg('ui.machines.row.latency'))}</th>
            <td colSpan={2}>{t(msg('ui.machines.latency', { us: (c.completionNs.hca / 1000).toFixed(2) }))}</td>
            <td colSpan={2} data-testid="rxe-latency">
              {t(msg('ui.machines.notCalibrated'))}
            </td>
          </tr>
        </tbody>
      </table>
      <table className="machines-table who" data-testid="machines-who">
        <caption>{t(msg('ui.machines.whoCaption'))}</caption>
        <thead>
          <tr>
            <th scope="col">{t(msg('ui.machines.col.phase'))}</th>
            <th scope="col">{t(msg('ui.machines.col.hca'))}</th>
            <th scope="col">{t(msg('ui.machines.col.rxe'))}</th>
          </tr>
        </thead>
        <tbody>
          {c.who.map((p) => (
            <tr key={p.phase}>
              <th scope="row">{p.phase}</th>
              <td>{actors(p.hca)}</td>
              <td>{actors(p.rxe)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t(msg('ui.machines.footnote'))}</p>
    </section>
  );
}
