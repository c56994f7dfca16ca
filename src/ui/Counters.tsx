import type { HostCounters, TraceState } from '../sim/trace/state';
import { formatBytes, formatCount, formatNs } from './format';

function Cell({ value, before }: { value: string; before?: string }) {
  return <td className={before !== undefined && before !== value ? 'changed' : undefined}>{value}</td>;
}

const ROWS: { label: string; title: string; show: (c: HostCounters) => string }[] = [
  {
    label: 'Memory bus',
    title: 'bytes the memory controller moved for DMA (reads + writes)',
    show: (c) => formatBytes(c.memReadBytes + c.memWriteBytes),
  },
  {
    label: 'TLPs ↓ / ↑',
    title: 'TLPs on the PCIe link: root complex → HCA / HCA → root complex',
    show: (c) => `${formatCount(c.tlpsDown)} / ${formatCount(c.tlpsUp)}`,
  },
  {
    label: 'CPU stores',
    title: 'bytes the CPU stored to cacheable memory (WQE, doorbell record)',
    show: (c) => formatBytes(c.cpuStoreBytes),
  },
  { label: 'CPU → BAR', title: 'bytes the CPU stored into the HCA’s BAR (MMIO), in 8-B stores', show: (c) => formatBytes(c.cpuMmioBytes) },
  {
    label: 'CPU copies',
    title: 'bytes the CPU copied between buffers: zero-copy means this stays 0',
    show: (c) => formatBytes(c.cpuCopyBytes),
  },
  { label: 'CPU busy', title: 'CPU time spent on this transfer (placeholder timing model)', show: (c) => formatNs(c.cpuNs) },
];

/** Counters after the step for both hosts; what this step changed is highlighted. */
export function Counters({ state, prev }: { state: TraceState; prev: TraceState | null }) {
  const extra: { label: string; title: string; a: (s: TraceState) => string; b: (s: TraceState) => string }[] = [
    {
      label: 'HCA buffer',
      title: "bytes held in the HCA's on-chip packet buffer (model: one packet staged at a time)",
      a: (s) => formatBytes(s.hcaBufferBytes.A),
      b: (s) => formatBytes(s.hcaBufferBytes.B),
    },
    {
      label: 'IB packets sent',
      title: 'InfiniBand packets each HCA has sent',
      a: (s) => formatCount(s.ib.packetsAtoB),
      b: (s) => formatCount(s.ib.packetsBtoA),
    },
  ];
  return (
    <div className="counters">
      <table>
        <caption>After this step</caption>
        <thead>
          <tr>
            <th scope="col"></th>
            <th scope="col">Host A</th>
            <th scope="col">Host B</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.label} title={r.title}>
              <th scope="row">{r.label}</th>
              <Cell value={r.show(state.A)} before={prev ? r.show(prev.A) : undefined} />
              <Cell value={r.show(state.B)} before={prev ? r.show(prev.B) : undefined} />
            </tr>
          ))}
          {extra.map((r) => (
            <tr key={r.label} title={r.title}>
              <th scope="row">{r.label}</th>
              <Cell value={r.a(state)} before={prev ? r.a(prev) : undefined} />
              <Cell value={r.b(state)} before={prev ? r.b(prev) : undefined} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
