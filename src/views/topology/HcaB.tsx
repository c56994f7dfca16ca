import { msg } from '../../i18n/msg';
import type { Scenario } from '../../sim/scenario/types';
import { hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useT } from '../shared/i18n/useT';
import { Box, Container, QpTag } from './Box';
import type { TopologyLayout } from './layout/topologyLayout';
import { portLabel } from './portLabel';

interface Props {
  L: TopologyLayout;
  s: Scenario;
  /** Misconception mode: nothing registered B's buffer, so the MKey/MTT is bypassed (its tag gives way to a failure label). */
  misconception?: { tag: boolean };
}

/** HCA B: port, SRAM, MKey/MTT (where the rkey is checked), DMA engine; its BAR0 takes no part in the write. */
export function HcaB({ L, s, misconception }: Props) {
  const t = useT();
  const qp = useLinkable('B.qp');
  const mtt = useLinkable('B.hca.mtt');
  const port = useLinkable('B.port');
  const bar = L.barB;
  const mttR = L.boxes['B.hca.mtt'];
  const qpn = hex(s.qpnB);
  return (
    <g className="hca hca-b">
      <Container r={L.hcas.B} title={msg('viz.hcaB.title')} side="B" titleDy={15} />
      <QpTag r={L.qp.B} qpn={qpn} title={msg('viz.hcaB.qpTitle', { qpn })} linked={qp.linked} props={qp.props} />
      <Box
        r={bar}
        lines={[msg('viz.box.bar0'), msg('viz.box.notUsed')]}
        tone="neutral"
        active={false}
        className="unused"
        title={msg('viz.hcaB.barTitle')}
      />
      <Box place="B.hca.engine" lines={[msg('viz.box.dmaEngine')]} tone="b" />
      <g className={mtt.linked ? 'linked-box' : ''} {...mtt.props}>
        {misconception ? (
          <Box
            place="B.hca.mtt"
            lines={[msg('viz.box.mkey'), msg('viz.box.mtt')]}
            tone="b"
            className="unused bypassed"
            title={msg('viz.hcaB.mttTitleMisconception')}
          />
        ) : (
          <Box
            place="B.hca.mtt"
            lines={[msg('viz.box.mkey'), msg('viz.box.mtt')]}
            tone="b"
            title={msg('viz.hcaB.mttTitle', { rkey: hex(s.rkey) })}
          />
        )}
      </g>
      {misconception?.tag && (
        <text className="bypass-tag" x={mttR.x + mttR.w / 2} y={mttR.y - 5} textAnchor="middle" data-testid="mtt-not-used">
          {t(msg('viz.box.notUsed'))}
        </text>
      )}
      <Box place="B.hca.sram" lines={[msg('viz.box.sram'), msg('viz.box.buffer')]} tone="b" title={msg('viz.hcaB.sramTitle')} />
      <g className={port.linked ? 'linked-box' : ''} {...port.props}>
        <Box place="B.hca.port" lines={[msg('viz.box.port'), portLabel(s, 'B').line]} tone="fabric" title={portLabel(s, 'B').title} />
      </g>
    </g>
  );
}
