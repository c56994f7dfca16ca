import type { DramPartA, TopologyLayout } from '../layout/topologyLayout';
import type { Scenario } from '../../sim/scenario/types';
import type { TransferPlan } from '../../sim/trace/plan';
import { fmtHex, fmtSize } from '../layout/format';
import { useLinkable } from '../hooks/useLinkable';
import { Box, Part } from './Box';

interface Props {
  L: TopologyLayout;
  s: Scenario;
  plan: TransferPlan;
  on: (place: string) => boolean;
  part: DramPartA | null;
}

/** Host A: its DRAM (source buffer, SQ, CQ, doorbell record), the CPU core with its cache, the root complex. */
export function HostA({ L, s, plan, on, part }: Props) {
  const src = useLinkable('A.src');
  const sq = useLinkable('A.sq');
  const { dramA } = L;
  return (
    <g className="host host-a">
      <rect className="container" x={L.hosts.A.x} y={L.hosts.A.y} width={L.hosts.A.w} height={L.hosts.A.h} rx={6} />
      <text className="container-title" x={L.hosts.A.x + 8} y={L.hosts.A.y + 14}>
        Host A
      </text>
      <Box r={L.boxes['A.dram']} lines={['DRAM']} top tone="a" place="A.dram" active={on('A.dram')}>
        <Part
          r={dramA.src}
          label="source buf"
          touched={part === 'src'}
          title={`Source buffer: ${fmtSize(s.messageBytes)} at VA ${fmtHex(s.localVa)}, lkey ${fmtHex(s.lkey)}`}
          extra={{ ...src.props, 'data-part': 'src' }}
          className={src.linked ? 'linked' : ''}
        />
        <Part
          r={dramA.sq}
          label="SQ · WQE"
          touched={part === 'sq'}
          title={`Send queue ring, WQE slot at VA ${fmtHex(plan.addr.sqSlotVa)} = phys ${fmtHex(plan.addr.sqSlotPhys)}`}
          extra={{ ...sq.props, 'data-part': 'sq' }}
          className={sq.linked ? 'linked' : ''}
        />
        <Part
          r={dramA.cq}
          label="CQ"
          touched={part === 'cq'}
          title={`Completion queue ring, CQE slot at VA ${fmtHex(plan.addr.cqSlotVa)} = phys ${fmtHex(plan.addr.cqSlotPhys)}`}
          extra={{ 'data-part': 'cq' }}
        />
        <Part
          r={dramA.dbr}
          label="DB record"
          touched={part === 'dbr'}
          title={`Doorbell record dbrec[1] at VA ${fmtHex(plan.addr.dbrVa)} = phys ${fmtHex(plan.addr.dbrPhys)}`}
          extra={{ 'data-part': 'dbr' }}
        />
      </Box>
      <Box r={L.boxes['A.cpu']} lines={['CPU core']} top tone="a" place="A.cpu" active={on('A.cpu')}>
        <Part
          r={L.caches.A}
          label="L1/L2 cache"
          title="The core's stores to the rings go through its cache; the doorbell store bypasses it (write-combining)"
        />
      </Box>
      <Box
        r={L.boxes['A.rc']}
        lines={['Root complex', 'memory controller']}
        tone="a"
        place="A.rc"
        active={on('A.rc')}
        title="Routes CPU stores to BAR addresses onto PCIe and device DMA to DRAM"
      />
    </g>
  );
}
