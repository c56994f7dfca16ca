import type { TopologyLayout } from '../layout/topologyLayout';
import type { Scenario } from '../../sim/scenario/types';
import { mrLengthB } from '../../sim/trace/memoryRegions';
import { fmtHex, fmtSize } from '../layout/format';
import { useLinkable } from '../hooks/useLinkable';
import { Box, Part } from './Box';

interface Props {
  L: TopologyLayout;
  s: Scenario;
  on: (place: string) => boolean;
  /** Fraction of the message in B's pages after this step (0..1). */
  landed: number;
  setup: boolean;
  /** Misconception mode: B's buffer was never registered (no MR, nothing pinned). */
  myth?: boolean;
}

/** Host B: its DRAM with the pinned MR the payload lands in, the root complex, and a CPU that stays idle. */
export function HostB({ L, s, on, landed, setup, myth = false }: Props) {
  const mr = useLinkable('B.mr');
  const r = L.mrB;
  const cpuActive = on('B.cpu');
  return (
    <g className="host host-b">
      <rect className="container" x={L.hosts.B.x} y={L.hosts.B.y} width={L.hosts.B.w} height={L.hosts.B.h} rx={6} />
      <text className="container-title" x={L.hosts.B.x + L.hosts.B.w - 8} y={L.hosts.B.y + 14} textAnchor="end">
        Host B
      </text>
      <Box r={L.boxes['B.dram']} lines={['DRAM']} top tone="b" place="B.dram" active={on('B.dram')}>
        <g
          className={`part mr ${mr.linked ? 'linked' : ''} ${on('B.dram') ? 'touched' : ''} ${myth ? 'unregistered' : ''}`}
          {...mr.props}
          data-part="mr"
        >
          <title>
            {myth
              ? `Imagined: B's buffer at VA ${fmtHex(s.remoteVa)} with no MR: nothing registered or pinned it, and no rkey guards it; ${Math.round(landed * 100)}% of the message has landed`
              : `Pinned MR: VA ${fmtHex(s.remoteVa)}, ${fmtSize(mrLengthB(s))} registered, rkey ${fmtHex(s.rkey)}; ${Math.round(landed * 100)}% of the message has landed`}
          </title>
          <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={3} />
          <rect className="mr-fill" x={r.x} y={r.y + r.h - r.h * landed} width={r.w} height={r.h * landed} rx={3} />
          <text x={r.x + r.w / 2} y={r.y + 12} textAnchor="middle">
            {`${myth ? 'MR not used' : 'pinned MR'} · ${landed >= 1 ? 'filled' : landed > 0 ? `${Math.round(landed * 100)}%` : 'empty'}`}
          </text>
          <text className="mono" x={r.x + r.w / 2} y={r.y + 25} textAnchor="middle">
            {fmtHex(s.remoteVa)}
          </text>
        </g>
      </Box>
      <Box
        r={L.boxes['B.cpu']}
        lines={['CPU core']}
        top
        tone="b"
        place="B.cpu"
        active={cpuActive}
        className="cpu-b"
        title={setup ? "B's CPU takes part in the setup only" : "B's CPU does nothing during the write: no interrupt, no copy"}
      >
        <Part r={L.caches.B} label="L1/L2 cache" />
        {!cpuActive && (
          <text className="idle-label" x={L.caches.B.x + L.caches.B.w / 2} y={L.caches.B.y + 42} textAnchor="middle">
            idle
          </text>
        )}
        {cpuActive && (
          <text className="box-sub" x={L.caches.B.x + L.caches.B.w / 2} y={L.caches.B.y + 38} textAnchor="middle">
            setup
          </text>
        )}
      </Box>
      <Box r={L.boxes['B.rc']} lines={['Root complex', 'memory controller']} tone="b" place="B.rc" active={on('B.rc')} />
    </g>
  );
}
