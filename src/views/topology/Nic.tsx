import { msg } from '../../i18n/msg';
import type { Scenario } from '../../sim/scenario/types';
import { useLinkable } from '../shared/hooks/useLinkable';
import { Box, BoxRow, Container } from './Box';
import type { BoxPlace, TopologyLayout } from './layout/topologyLayout';
import { portLabel } from './portLabel';

interface Props {
  L: TopologyLayout;
  s: Scenario;
  side: 'A' | 'B';
  /** The kernel's driver is storing to this NIC's transmit doorbell. */
  txLit: boolean;
}

/**
 * soft-RoCE's NIC, drawn where a card's HCA is: an ordinary Ethernet NIC. Its BAR0 holds the driver's registers and
 * its transmit and receive ring doorbells, which only the kernel's driver writes; no RDMA page is mapped into a
 * process. It moves frames by DMA and keeps no queue pair, no key and no translation table: rxe keeps those in
 * the kernel, on the host's CPU.
 */
export function Nic({ L, s, side, txLit }: Props) {
  const port = useLinkable(side === 'A' ? 'A.port' : 'B.port');
  const p = (place: 'hca.bar' | 'hca.engine' | 'hca.mtt' | 'hca.sram' | 'hca.port') => `${side}.${place}` as BoxPlace;
  const bar = side === 'A' ? L.bar : null;
  return (
    <g className={`hca nic nic-${side.toLowerCase()}`} data-testid={`nic-${side}`}>
      <Container r={L.hcas[side]} title={msg(side === 'A' ? 'viz.nic.titleA' : 'viz.nic.titleB')} side={side} titleDy={15} />
      {bar ? (
        <Box place={p('hca.bar')} lines={[msg('viz.box.bar0')]} top tone="pcie" title={msg('viz.nic.barTitle')}>
          <BoxRow r={bar.init} label={msg('viz.nic.registers')} title={msg('viz.nic.registersTitle')} />
          <BoxRow r={bar.uar} label={msg('viz.nic.driverOnly')} title={msg('viz.nic.driverOnlyTitle')} />
          <BoxRow
            r={bar.doorbell}
            label={msg('viz.nic.txDoorbell')}
            touched={txLit}
            className="register"
            title={msg('viz.nic.txDoorbellTitle')}
            extra={{ 'data-testid': 'nic-tx-doorbell', 'data-lit': String(txLit) }}
          />
          <BoxRow r={bar.bf} label={msg('viz.nic.rxDoorbell')} className="register" title={msg('viz.nic.rxDoorbellTitle')} />
        </Box>
      ) : (
        <Box
          r={L.barB}
          lines={[msg('viz.box.bar0'), msg('viz.nic.driverOnly')]}
          tone="neutral"
          active={false}
          title={msg('viz.nic.barTitle')}
        />
      )}
      <Box
        place={p('hca.engine')}
        lines={[msg('viz.box.dmaEngine'), msg('viz.nic.framesOnly')]}
        tone={side === 'A' ? 'a' : 'b'}
        title={msg('viz.nic.dmaTitle')}
      />
      <Box
        place={p('hca.mtt')}
        lines={[msg('viz.nic.noKeys'), msg('viz.nic.noMtt')]}
        tone={side === 'A' ? 'a' : 'b'}
        className="unused"
        title={msg('viz.nic.noKeysTitle')}
      />
      <Box
        place={p('hca.sram')}
        lines={[msg('viz.nic.fifo'), msg('viz.box.buffer')]}
        tone={side === 'A' ? 'a' : 'b'}
        title={msg('viz.nic.fifoTitle')}
      />
      <g className={port.linked ? 'linked-box' : ''} {...port.props}>
        <Box place={p('hca.port')} lines={[msg('viz.box.port'), portLabel(s, side).line]} tone="fabric" title={portLabel(s, side).title} />
      </g>
    </g>
  );
}
