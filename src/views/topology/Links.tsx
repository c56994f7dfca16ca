import { line } from 'd3-shape';
import { msg } from '../../i18n/msg';
import { ibDataGbps } from '../../sim/fabric/ibRates';
import { PCIE_GENERATIONS } from '../../sim/pcie/linkRates';
import type { Scenario } from '../../sim/scenario/types';
import { useT } from '../shared/i18n/useT';
import type { Pt } from '../shared/layout/geometry';
import type { TopologyLayout } from './layout/topologyLayout';

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
  const t = useT();
  const gen = String(s.pcie.gen);
  const lanes = String(s.pcie.lanes);
  const mps = String(s.pcie.mps);
  const [a, b] = L.pcie[side];
  // Labels face the middle of the drawing, away from the hosts' outer edges.
  const left = side === 'B';
  const x = left ? a.x - 8 : a.x + 8;
  return (
    <g className={`link pcie ${active ? 'active' : 'recede'}`} data-place={`${side}.pcie`} data-active={String(active)}>
      <title>
        {t(msg('viz.pcie.title', { gen, lanes, rate: String(PCIE_GENERATIONS[s.pcie.gen].gtPerSec), mps, mrrs: String(s.pcie.mrrs) }))}
      </title>
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
      <text x={x} y={L.pcieLabelY} textAnchor={left ? 'end' : 'start'} className="link-label">
        {t(msg('viz.pcie.label', { gen, lanes }))}
      </text>
      <text x={x} y={L.pcieLabelY + 14} textAnchor={left ? 'end' : 'start'} className="link-sub">
        {t(msg('viz.pcie.mps', { mps }))}
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
  const t = useT();
  const n = L.switches.length;
  return (
    <g className={`switch-labels ${active ? 'active' : 'recede'}`}>
      {L.switches.map((r, i) => (
        <g key={i} className={`switch ${focusSwitch === i + 1 ? 'focus' : ''}`} data-switch={i + 1}>
          <title>{t(msg('viz.switch.title', { index: String(i + 1) }))}</title>
          <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={3} />
          <text x={r.x + r.w / 2} y={r.y + 15} textAnchor="middle">
            {t(n === 1 ? msg('viz.switch.label') : msg('viz.switch.short', { index: String(i + 1) }))}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The IB cable(s) and switch(es) between the two ports, labelled with speed and width. */
export function Fabric({ L, s, active, focusSwitch }: FabricProps) {
  const t = useT();
  const nodes = L.fabricNodes;
  const y = nodes[0].y;
  const x1 = L.boxes['A.hca.port'].x + L.boxes['A.hca.port'].w;
  const x2 = L.boxes['B.hca.port'].x;
  const gbps = String(ibDataGbps(s.ib.speed, s.ib.width));
  const n = L.switches.length;
  const width = String(s.ib.width);
  const switches = n === 0 ? msg('viz.fabric.noSwitch') : msg('viz.fabric.switches', { n });
  return (
    <g className={`link fabric ${active ? 'active' : 'recede'}`} data-place="fabric" data-active={String(active)}>
      <title>
        {t(
          s.transport === 'rocev2'
            ? msg('viz.fabric.titleRoce', { gbps, switches })
            : msg('viz.fabric.title', { speed: s.ib.speed, width, gbps, switches }),
        )}
      </title>
      <line x1={x1} y1={y} x2={x2} y2={y} />
      {L.switches.map((r, i) => (
        <rect key={i} className={`switch-body ${focusSwitch === i + 1 ? 'focus' : ''}`} x={r.x} y={r.y} width={r.w} height={r.h} rx={3} />
      ))}
      <text className="link-label" x={(x1 + x2) / 2} y={L.hcas.A.y + L.hcas.A.h - 1} textAnchor="middle">
        {t(s.transport === 'rocev2' ? msg('viz.fabric.labelRoce', { gbps }) : msg('viz.fabric.label', { speed: s.ib.speed, width, gbps }))}
      </text>
    </g>
  );
}
