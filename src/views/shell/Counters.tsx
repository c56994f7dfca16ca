import type { NumberStyle } from '../../i18n/format';
import { type Msg, msg } from '../../i18n/msg';
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

const ROWS: { id: string; label: Msg; title: Msg; show: (c: HostCounters, n: NumberStyle) => string }[] = [
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
];

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
export function Counters({ state, prev }: { state: TraceState; prev: TraceState | null }) {
  const t = useT();
  const style = useNumberStyle();
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
          {ROWS.map((r) => (
            <tr key={r.id} title={t(r.title)}>
              <th scope="row">{t(r.label)}</th>
              <Cell value={r.show(state.A, style)} before={prev ? r.show(prev.A, style) : undefined} />
              <Cell value={r.show(state.B, style)} before={prev ? r.show(prev.B, style) : undefined} />
            </tr>
          ))}
          {EXTRA.map((r) => (
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
