import { msg } from '../../i18n/msg';
import type { Machine, Scenario } from '../../sim/scenario/types';
import type { TransferPlan } from '../../sim/trace/plan';
import { formatSizeDrawing, hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { Box, BoxRow, Container } from './Box';
import type { DramPartA, TopologyLayout } from './layout/topologyLayout';

interface Props {
  L: TopologyLayout;
  s: Scenario;
  plan: TransferPlan;
  part: DramPartA | null;
  /** soft-RoCE: the rings are kernel memory mapped into the process, the last row holds socket buffers, the CPU runs rxe. */
  machine: Machine;
}

/** Host A: its DRAM (source buffer, SQ, CQ, doorbell record), the CPU core with its cache, the root complex. */
export function HostA({ L, s, plan, part, machine }: Props) {
  const rxe = machine === 'rxe';
  const src = useLinkable('A.src');
  const sq = useLinkable('A.sq');
  const { dramA } = L;
  return (
    <g className="host host-a">
      <Container r={L.hosts.A} title={msg('viz.hostA.title')} side="A" titleDy={14} />
      <Box place="A.dram" lines={[msg('viz.box.dram')]} top tone="a">
        <BoxRow
          r={dramA.src}
          label={msg(s.memA === 'gpu' ? 'viz.hostA.srcGpu' : 'viz.hostA.src')}
          touched={part === 'src'}
          title={msg('viz.hostA.srcTitle', { size: formatSizeDrawing(s.messageBytes), va: hex(s.localVa), lkey: hex(s.lkey) })}
          extra={{ ...src.props, 'data-part': 'src' }}
          className={src.linked ? 'linked' : ''}
        />
        <BoxRow
          r={dramA.sq}
          label={msg(s.initiator === 'gpu' ? 'viz.hostA.sqGpu' : 'viz.hostA.sq')}
          touched={part === 'sq'}
          title={msg(rxe ? 'viz.hostA.sqTitleRxe' : 'viz.hostA.sqTitle', { va: hex(plan.addr.sqSlotVa), phys: hex(plan.addr.sqSlotPhys) })}
          extra={{ ...sq.props, 'data-part': 'sq' }}
          className={sq.linked ? 'linked' : ''}
        />
        <BoxRow
          r={dramA.cq}
          label={msg(s.initiator === 'gpu' ? 'viz.hostA.cqGpu' : 'viz.hostA.cq')}
          touched={part === 'cq'}
          title={msg(rxe ? 'viz.hostA.cqTitleRxe' : 'viz.hostA.cqTitle', { va: hex(plan.addr.cqSlotVa), phys: hex(plan.addr.cqSlotPhys) })}
          extra={{ 'data-part': 'cq' }}
        />
        <BoxRow
          r={dramA.dbr}
          label={msg(rxe ? 'viz.hostA.skb' : s.initiator === 'gpu' ? 'viz.hostA.dbrGpu' : 'viz.hostA.dbr')}
          touched={part === 'dbr'}
          title={rxe ? msg('viz.hostA.skbTitle') : msg('viz.hostA.dbrTitle', { va: hex(plan.addr.dbrVa), phys: hex(plan.addr.dbrPhys) })}
          extra={{ 'data-part': 'dbr' }}
        />
      </Box>
      <Box place="A.cpu" lines={[msg('viz.box.cpu')]} top tone="a" title={rxe ? msg('viz.host.cpuRxeTitle') : undefined}>
        <BoxRow
          r={L.caches.A}
          label={msg(rxe ? 'viz.host.cpuRxe' : 'viz.box.cache')}
          title={msg(rxe ? 'viz.host.cpuRxeTitle' : 'viz.hostA.cacheTitle')}
        />
      </Box>
      <Box place="A.rc" lines={[msg('viz.box.rootComplex'), msg('viz.box.memoryController')]} tone="a" title={msg('viz.hostA.rcTitle')} />
    </g>
  );
}
