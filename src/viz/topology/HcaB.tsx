import type { TopologyLayout } from '../layout/topologyLayout';
import type { Scenario } from '../../sim/scenario/types';
import { fmtHex } from '../layout/format';
import { useLinkable } from '../hooks/useLinkable';
import { Box } from './Box';

interface Props {
  L: TopologyLayout;
  s: Scenario;
  on: (place: string) => boolean;
  /** Misconception mode: nothing registered B's buffer, so the MKey/MTT is bypassed (its tag gives way to a failure label). */
  myth?: { tag: boolean };
}

/** HCA B: port, SRAM, MKey/MTT (where the rkey is checked), DMA engine; its BAR0 takes no part in the write. */
export function HcaB({ L, s, on, myth }: Props) {
  const qp = useLinkable('B.qp');
  const mtt = useLinkable('B.hca.mtt');
  const port = useLinkable('B.port');
  const bar = L.barB;
  const mttR = L.boxes['B.hca.mtt'];
  return (
    <g className="hca hca-b">
      <rect className="container" x={L.hcas.B.x} y={L.hcas.B.y} width={L.hcas.B.w} height={L.hcas.B.h} rx={6} />
      <text className="container-title" x={L.hcas.B.x + L.hcas.B.w - 8} y={L.hcas.B.y + 15} textAnchor="end">
        HCA B
      </text>
      <g className={`qp-tag ${qp.linked ? 'linked' : ''}`} {...qp.props}>
        <title>{`HCA B's queue pair: QPN ${fmtHex(s.qpnB)} (the packets' DestQP)`}</title>
        <rect x={L.qp.B.x} y={L.qp.B.y} width={L.qp.B.w} height={L.qp.B.h} rx={7} />
        <text x={L.qp.B.x + L.qp.B.w / 2} y={L.qp.B.y + 11} textAnchor="middle">{`QP ${fmtHex(s.qpnB)}`}</text>
      </g>
      <Box
        r={bar}
        lines={['BAR0', 'not used']}
        tone="neutral"
        active={false}
        className="unused"
        title="HCA B's BAR0 exists too, but nothing in an RDMA WRITE touches it: no MMIO on B"
      />
      <Box r={L.boxes['B.hca.engine']} lines={['DMA engine']} tone="b" place="B.hca.engine" active={on('B.hca.engine')} />
      <g className={mtt.linked ? 'linked-box' : ''} {...mtt.props}>
        {myth ? (
          <Box
            r={mttR}
            lines={['MKey', 'MTT']}
            tone="b"
            place="B.hca.mtt"
            active={on('B.hca.mtt')}
            className="unused bypassed"
            title="Imagined: nothing registers B's buffer, so there is no MKey, no MTT and no rkey to check; the store bypasses them"
          />
        ) : (
          <Box
            r={mttR}
            lines={['MKey', 'MTT']}
            tone="b"
            place="B.hca.mtt"
            active={on('B.hca.mtt')}
            title={`MKey ${fmtHex(s.rkey)} (the rkey) and its MTT: the MR's VA -> physical pages`}
          />
        )}
      </g>
      {myth?.tag && (
        <text className="bypass-tag" x={mttR.x + mttR.w / 2} y={mttR.y - 5} textAnchor="middle" data-testid="mtt-not-used">
          not used
        </text>
      )}
      <Box
        r={L.boxes['B.hca.sram']}
        lines={['SRAM', 'buffer']}
        tone="b"
        place="B.hca.sram"
        active={on('B.hca.sram')}
        title="On-chip packet buffer: the packet waits here while it is checked"
      />
      <g className={port.linked ? 'linked-box' : ''} {...port.props}>
        <Box
          r={L.boxes['B.hca.port']}
          lines={['port', `LID ${s.lidB}`]}
          tone="fabric"
          place="B.hca.port"
          active={on('B.hca.port')}
          title={`Port 1 of HCA B, LID ${s.lidB}`}
        />
      </g>
    </g>
  );
}
