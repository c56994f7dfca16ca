import { msg } from '../../i18n/msg';
import { MLX5_BF_OFFSET, UAR_PAGE_BYTES } from '../../sim/mlx5/uar';
import { BAR0_SIZE, UAR_INDEX } from '../../sim/platform/addressMap';
import type { Scenario } from '../../sim/scenario/types';
import type { TransferPlan } from '../../sim/trace/plan';
import { formatSizeDrawing, hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useT } from '../shared/i18n/useT';
import { Box, BoxRow, Container, QpTag } from './Box';
import type { TopologyLayout } from './layout/topologyLayout';
import { portLabel } from './portLabel';

interface Props {
  L: TopologyLayout;
  s: Scenario;
  plan: TransferPlan;
  /** The CPU's store is on its way to the doorbell / BlueFlame register. */
  doorbellLit: boolean;
}

/** HCA A: BAR0 (init segment, the UAR page's doorbell and BlueFlame registers), DMA engine, MTT, SRAM, port. */
export function HcaA({ L, s, plan, doorbellLit }: Props) {
  const t = useT();
  const qp = useLinkable('A.qp');
  const db = useLinkable('A.doorbell');
  const mtt = useLinkable('A.hca.mtt');
  const port = useLinkable('A.port');
  const { bar } = L;
  const bf = !plan.wqeByDma;
  const qpn = hex(s.qpnA);
  return (
    <g className="hca hca-a">
      <Container r={L.hcas.A} title={msg('viz.hcaA.title')} side="A" titleDy={15} />
      <QpTag r={L.qp.A} qpn={qpn} title={msg('viz.hcaA.qpTitle', { qpn })} linked={qp.linked} props={qp.props} />
      <Box
        place="A.hca.bar"
        lines={[msg('viz.box.bar0')]}
        top
        tone="pcie"
        title={msg('viz.hcaA.barTitle', { size: formatSizeDrawing(BAR0_SIZE), address: hex(s.bar0) })}
      >
        <BoxRow r={bar.init} label={msg('viz.hcaA.init')} title={msg('viz.hcaA.initTitle')} />
        <g className="part uar">
          <title>{t(msg('viz.hcaA.uarTitle', { index: String(UAR_INDEX), offset: hex(UAR_INDEX * UAR_PAGE_BYTES) }))}</title>
          <rect x={bar.uar.x} y={bar.uar.y} width={bar.uar.w} height={bar.uar.h} rx={3} />
          <text x={bar.uar.x + bar.uar.w / 2} y={bar.uar.y + 11} textAnchor="middle">
            {t(msg('viz.hcaA.uar', { index: String(UAR_INDEX) }))}
          </text>
        </g>
        <BoxRow
          r={bar.doorbell}
          label={msg('viz.hcaA.doorbell')}
          touched={doorbellLit}
          className={`register ${db.linked ? 'linked' : ''}`}
          title={msg('viz.hcaA.doorbellTitle', { address: hex(plan.addr.doorbell), offset: hex(MLX5_BF_OFFSET) })}
          extra={{ ...db.props, 'data-testid': 'hca-doorbell', 'data-lit': String(doorbellLit) }}
        />
        <BoxRow r={bar.bf} label={msg('viz.hcaA.bf')} touched={doorbellLit && bf} className="register" title={msg('viz.hcaA.bfTitle')} />
      </Box>
      <Box place="A.hca.engine" lines={[msg('viz.box.wqeFetch'), msg('viz.box.dmaEngine')]} tone="a" />
      <g className={mtt.linked ? 'linked-box' : ''} {...mtt.props}>
        <Box
          place="A.hca.mtt"
          lines={[msg('viz.box.mkey'), msg('viz.box.mtt')]}
          tone="a"
          title={msg('viz.hcaA.mttTitle', { lkey: hex(s.lkey) })}
        />
      </g>
      <Box place="A.hca.sram" lines={[msg('viz.box.sram'), msg('viz.box.buffer')]} tone="a" title={msg('viz.hcaA.sramTitle')} />
      <g className={port.linked ? 'linked-box' : ''} {...port.props}>
        <Box place="A.hca.port" lines={[msg('viz.box.port'), portLabel(s, 'A').line]} tone="fabric" title={portLabel(s, 'A').title} />
      </g>
    </g>
  );
}
