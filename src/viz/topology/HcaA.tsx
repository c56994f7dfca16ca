import type { TopologyLayout } from '../layout/topologyLayout';
import type { Scenario } from '../../sim/scenario/types';
import type { TransferPlan } from '../../sim/trace/plan';
import { UAR_INDEX } from '../../sim/platform/addressMap';
import { fmtHex } from '../layout/format';
import { useLinkable } from '../hooks/useLinkable';
import { Box, Part } from './Box';

interface Props {
  L: TopologyLayout;
  s: Scenario;
  plan: TransferPlan;
  on: (place: string) => boolean;
  /** The CPU's store is on its way to the doorbell / BlueFlame register. */
  doorbellLit: boolean;
}

/** HCA A: BAR0 (init segment, the UAR page's doorbell and BlueFlame registers), DMA engine, MTT, SRAM, port. */
export function HcaA({ L, s, plan, on, doorbellLit }: Props) {
  const qp = useLinkable('A.qp');
  const db = useLinkable('A.doorbell');
  const mtt = useLinkable('A.hca.mtt');
  const port = useLinkable('A.port');
  const { bar } = L;
  const bf = !plan.wqeByDma;
  return (
    <g className="hca hca-a">
      <rect className="container" x={L.hcas.A.x} y={L.hcas.A.y} width={L.hcas.A.w} height={L.hcas.A.h} rx={6} />
      <text className="container-title" x={L.hcas.A.x + 8} y={L.hcas.A.y + 15}>
        HCA A
      </text>
      <g className={`qp-tag ${qp.linked ? 'linked' : ''}`} {...qp.props}>
        <title>{`HCA A's queue pair: QPN ${fmtHex(s.qpnA)}`}</title>
        <rect x={L.qp.A.x} y={L.qp.A.y} width={L.qp.A.w} height={L.qp.A.h} rx={7} />
        <text x={L.qp.A.x + L.qp.A.w / 2} y={L.qp.A.y + 11} textAnchor="middle">{`QP ${fmtHex(s.qpnA)}`}</text>
      </g>
      <Box
        r={L.boxes['A.hca.bar']}
        lines={['BAR0']}
        top
        tone="pcie"
        place="A.hca.bar"
        active={on('A.hca.bar')}
        title={`BAR0: 32 MiB at ${fmtHex(s.bar0)}; device registers only, no window onto any memory`}
      >
        <Part
          r={bar.init}
          label="init segment"
          title="Initialization segment at BAR0 + 0: firmware version, command queue address, health buffer"
        />
        <g className="part uar">
          <title>{`UAR page ${UAR_INDEX} at BAR0 + ${fmtHex(UAR_INDEX * 4096)}, mapped write-combining into A's process`}</title>
          <rect x={bar.uar.x} y={bar.uar.y} width={bar.uar.w} height={bar.uar.h} rx={3} />
          <text x={bar.uar.x + bar.uar.w / 2} y={bar.uar.y + 11} textAnchor="middle">{`UAR page ${UAR_INDEX}`}</text>
        </g>
        <Part
          r={bar.doorbell}
          label="doorbell"
          touched={doorbellLit}
          className={`register ${db.linked ? 'linked' : ''}`}
          title={`Doorbell / BlueFlame register at ${fmtHex(plan.addr.doorbell)} (UAR page + 0x800)`}
          extra={{ ...db.props, 'data-testid': 'hca-doorbell', 'data-lit': String(doorbellLit) }}
        />
        <Part
          r={bar.bf}
          label="BlueFlame"
          touched={doorbellLit && bf}
          className="register"
          title="BlueFlame buffer: the same register, 256 B per half; the CPU can write a whole WQE here"
        />
      </Box>
      <Box r={L.boxes['A.hca.engine']} lines={['WQE fetch /', 'DMA engine']} tone="a" place="A.hca.engine" active={on('A.hca.engine')} />
      <g className={mtt.linked ? 'linked-box' : ''} {...mtt.props}>
        <Box
          r={L.boxes['A.hca.mtt']}
          lines={['MKey', 'MTT']}
          tone="a"
          place="A.hca.mtt"
          active={on('A.hca.mtt')}
          title={`MKey ${fmtHex(s.lkey)} (lkey) and its MTT: the source buffer's VA -> physical pages`}
        />
      </g>
      <Box
        r={L.boxes['A.hca.sram']}
        lines={['SRAM', 'buffer']}
        tone="a"
        place="A.hca.sram"
        active={on('A.hca.sram')}
        title="On-chip packet buffer: the payload waits here while the packet is built"
      />
      <g className={port.linked ? 'linked-box' : ''} {...port.props}>
        <Box
          r={L.boxes['A.hca.port']}
          lines={['port', `LID ${s.lidA}`]}
          tone="fabric"
          place="A.hca.port"
          active={on('A.hca.port')}
          title={`Port 1 of HCA A, LID ${s.lidA}`}
        />
      </g>
    </g>
  );
}
