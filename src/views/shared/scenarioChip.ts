import { type Msg, msg } from '../../i18n/msg';
import { ibDataGbps } from '../../sim/fabric/ibRates';
import { faultToText, type Scenario } from '../../sim/scenario/types';
import { formatSizePanel } from './displayFormat';

/** The scenario in one line: size, post mode, MTU, link, PCIe, switches, and the fault if there is one. */
export function scenarioChip(s: Scenario): Msg {
  const hops = s.ib.switchHops;
  return msg('ui.header.chip', {
    size: formatSizePanel(s.messageBytes),
    post: s.post,
    mtu: String(s.pathMtu),
    gen: String(s.pcie.gen),
    lanes: String(s.pcie.lanes),
    switches: hops === 0 ? msg('ui.header.noSwitch') : msg('ui.header.switches', { n: hops }),
    link:
      s.transport === 'rocev2'
        ? msg('ui.header.roce', { ip: s.roceIp === 'ipv4' ? 'IPv4' : 'IPv6', gbps: String(ibDataGbps(s.ib.speed, s.ib.width)) })
        : msg('ui.header.ib', { speed: s.ib.speed, width: String(s.ib.width) }),
    fault: s.fault.kind === 'none' ? '' : msg('ui.header.fault', { fault: faultToText(s.fault) }),
  });
}
