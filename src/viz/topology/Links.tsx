import { line } from 'd3-shape';
import type { Pt } from '../layout/geometry';
import type { TopologyLayout } from '../layout/topologyLayout';
import type { Scenario } from '../../sim/scenario/types';
import { ibDataGbps } from '../../sim/fabric/ibRates';
import { PCIE_GENERATIONS } from '../../sim/pcie/linkRates';

export const pathOf = line<Pt>()
  .x((p) => p.x)
  .y((p) => p.y);

interface PcieProps {
  side: 'A' | 'B';
  L: TopologyLayout;
  s: Scenario;
  active: boolean;
}

/** A host's PCIe link between its root complex and its HCA, labelled with generation and width. */
export function PcieLink({ side, L, s, active }: PcieProps) {
  const [a, b] = L.pcie[side];
  // Labels face the middle of the drawing, away from the hosts' outer edges.
  const left = side === 'B';
  const x = left ? a.x - 8 : a.x + 8;
  return (
    <g className={`link pcie ${active ? 'active' : 'recede'}`} data-place={`${side}.pcie`} data-active={String(active)}>
      <title>{`PCIe Gen${s.pcie.gen} x${s.pcie.lanes}: ${PCIE_GENERATIONS[s.pcie.gen].gtPerSec} GT/s per lane, MPS ${s.pcie.mps} B, MRRS ${s.pcie.mrrs} B`}</title>
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
      <text x={x} y={a.y + 21} textAnchor={left ? 'end' : 'start'} className="link-label">
        {`PCIe Gen${s.pcie.gen} x${s.pcie.lanes}`}
      </text>
      <text x={x} y={a.y + 35} textAnchor={left ? 'end' : 'start'} className="link-sub">
        {`MPS ${s.pcie.mps} B`}
      </text>
    </g>
  );
}

interface FabricProps {
  L: TopologyLayout;
  s: Scenario;
  active: boolean;
  /** 1-based switch the current step is about, 0 for none. */
  focusSwitch: number;
}

/** The switches' outlines and names, drawn over the packets passing through them. */
export function SwitchLabels({ L, active, focusSwitch }: { L: TopologyLayout; active: boolean; focusSwitch: number }) {
  const n = L.switches.length;
  return (
    <g className={`switch-labels ${active ? 'active' : 'recede'}`}>
      {L.switches.map((r, i) => (
        <g key={i} className={`switch ${focusSwitch === i + 1 ? 'focus' : ''}`} data-switch={i + 1}>
          <title>{`Switch ${i + 1}: forwards each packet by its destination LID (DLID), cut-through`}</title>
          <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={3} />
          <text x={r.x + r.w / 2} y={r.y + 15} textAnchor="middle">
            {n === 1 ? 'switch' : `S${i + 1}`}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The IB cable(s) and switch(es) between the two ports, labelled with speed and width. */
export function Fabric({ L, s, active, focusSwitch }: FabricProps) {
  const nodes = L.fabricNodes;
  const y = nodes[0].y;
  const x1 = L.boxes['A.hca.port'].x + L.boxes['A.hca.port'].w;
  const x2 = L.boxes['B.hca.port'].x;
  const gbps = ibDataGbps(s.ib.speed, s.ib.width);
  const n = L.switches.length;
  return (
    <g className={`link fabric ${active ? 'active' : 'recede'}`} data-place="fabric" data-active={String(active)}>
      <title>{`InfiniBand ${s.ib.speed} ${s.ib.width}x: ${gbps} Gb/s of data; ${n === 0 ? 'one cable, no switch' : `${n} switch${n > 1 ? 'es' : ''}`}`}</title>
      <line x1={x1} y1={y} x2={x2} y2={y} />
      {L.switches.map((r, i) => (
        <rect key={i} className={`switch-body ${focusSwitch === i + 1 ? 'focus' : ''}`} x={r.x} y={r.y} width={r.w} height={r.h} rx={3} />
      ))}
      <text className="link-label" x={(x1 + x2) / 2} y={L.hcas.A.y + L.hcas.A.h - 1} textAnchor="middle">
        {`${s.ib.speed} ${s.ib.width}x · ${gbps} Gb/s`}
      </text>
    </g>
  );
}
