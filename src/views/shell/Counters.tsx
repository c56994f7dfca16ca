import type { NumberStyle } from '../../i18n/format';
import { type Msg, msg } from '../../i18n/msg';
import type { Machine } from '../../sim/scenario/types';
import type { HostCounters, TraceState } from '../../sim/trace/state';
import { formatCount, formatNs, formatSizePanel } from '../shared/displayFormat';
import { useNumberStyle, useT } from '../shared/i18n/useT';

/** A counter's value; one this step changed is marked in colour, in bold and, for screen readers, in words. */
function Cell({ value, before }: { value: string; before?: string }) {
  const t = useT();
  const changed = before !== undefined && before !== value;
  return (
    <td className={changed ? 'changed' : undefined}>
      {value}
      {changed && <span className="sr-only"> {t(msg('teach.a11y.changed'))}</span>}
    </td>
  );
}

type Row = { id: string; label: Msg; title: Msg; show: (c: HostCounters, n: NumberStyle) => string };

const ROWS: Row[] = [
  {
    id: 'memBus',
    label: msg('ui.counters.memBus'),
    title: msg('ui.counters.memBusTitle'),
    show: (c) => formatSizePanel(c.memReadBytes + c.memWriteBytes),
  },
  {
    id: 'tlps',
    label: msg('ui.counters.tlps'),
    title: msg('ui.counters.tlpsTitle'),
    show: (c, n) => `${formatCount(c.tlpsDown, n)} / ${formatCount(c.tlpsUp, n)}`,
  },
  {
    id: 'cpuStores',
    label: msg('ui.counters.cpuStores'),
    title: msg('ui.counters.cpuStoresTitle'),
    show: (c) => formatSizePanel(c.cpuStoreBytes),
  },
  {
    id: 'cpuMmio',
    label: msg('ui.counters.cpuMmio'),
    title: msg('ui.counters.cpuMmioTitle'),
    show: (c) => formatSizePanel(c.cpuMmioBytes),
  },
  {
    id: 'cpuCopies',
    label: msg('ui.counters.cpuCopies'),
    title: msg('ui.counters.cpuCopiesTitle'),
    show: (c) => formatSizePanel(c.cpuCopyBytes),
  },
  { id: 'cpuBusy', label: msg('ui.counters.cpuBusy'), title: msg('ui.counters.cpuBusyTitle'), show: (c) => formatNs(c.cpuNs) },
  {
    id: 'syscalls',
    label: msg('ui.counters.syscalls'),
    title: msg('ui.counters.syscallsTitle'),
    show: (c, n) => formatCount(c.syscalls, n),
  },
];

/** How many times the message's size: a soft-RoCE reader's "per byte" (each byte copied once, crossing the bus 3 times). */
const times = (bytes: number, message: number) => (message > 0 ? ` (×${Number((bytes / message).toFixed(2))})` : '');

/**
 * soft-RoCE's rows: no TLP of an RDMA card and no HCA buffer exist there (its NIC's own DMA is counted on the memory
 * bus); the copies and the bus traffic are also given per byte of the message.
 */
function rxeRows(message: number): Row[] {
  return ROWS.filter((r) => r.id !== 'tlps').map((r) =>
    r.id === 'cpuCopies'
      ? { ...r, show: (c) => formatSizePanel(c.cpuCopyBytes) + times(c.cpuCopyBytes, message) }
      : r.id === 'memBus'
        ? {
            ...r,
            title: msg('ui.counters.memBusTitleRxe'),
            show: (c) => formatSizePanel(c.memReadBytes + c.memWriteBytes) + times(c.memReadBytes + c.memWriteBytes, message),
          }
        : r.id === 'cpuMmio'
          ? { ...r, title: msg('ui.counters.cpuMmioTitleRxe') }
          : r,
  );
}

const EXTRA: {
  id: string;
  label: Msg;
  title: Msg;
  a: (s: TraceState, n: NumberStyle) => string;
  b: (s: TraceState, n: NumberStyle) => string;
}[] = [
  {
    id: 'hcaBuffer',
    label: msg('ui.counters.hcaBuffer'),
    title: msg('ui.counters.hcaBufferTitle'),
    a: (s) => formatSizePanel(s.hcaBufferBytes.A),
    b: (s) => formatSizePanel(s.hcaBufferBytes.B),
  },
  {
    id: 'ibPackets',
    label: msg('ui.counters.ibPackets'),
    title: msg('ui.counters.ibPacketsTitle'),
    a: (s, n) => formatCount(s.ib.packetsAtoB, n),
    b: (s, n) => formatCount(s.ib.packetsBtoA, n),
  },
];

/** Counters after the step for both hosts; what this step changed is highlighted. */
export function Counters({
  state,
  prev,
  machine = 'hca',
  messageBytes = 0,
}: {
  state: TraceState;
  prev: TraceState | null;
  /** soft-RoCE shows its own rows (no TLPs, no HCA buffer; copies and bus bytes per byte of the message). */
  machine?: Machine;
  messageBytes?: number;
}) {
  const t = useT();
  const style = useNumberStyle();
  const rows = machine === 'rxe' ? rxeRows(messageBytes) : ROWS;
  const extra = machine === 'rxe' ? EXTRA.filter((r) => r.id !== 'hcaBuffer') : EXTRA;
  return (
    <div className="counters">
      <table>
        <caption>{t(msg('ui.counters.caption'))}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t(msg('teach.a11y.counter'))}</span>
            </th>
            <th scope="col">{t(msg('ui.counters.hostA'))}</th>
            <th scope="col">{t(msg('ui.counters.hostB'))}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} title={t(r.title)}>
              <th scope="row">{t(r.label)}</th>
              <Cell value={r.show(state.A, style)} before={prev ? r.show(prev.A, style) : undefined} />
              <Cell value={r.show(state.B, style)} before={prev ? r.show(prev.B, style) : undefined} />
            </tr>
          ))}
          {extra.map((r) => (
            <tr key={r.id} title={t(r.title)}>
              <th scope="row">{t(r.label)}</th>
              <Cell value={r.a(state, style)} before={prev ? r.a(prev, style) : undefined} />
              <Cell value={r.b(state, style)} before={prev ? r.b(prev, style) : undefined} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
