import { type Msg, msg } from '../../i18n/msg';
import { HOST_A, HOST_B, hostIp } from '../../sim/roce/addressing';
import { formatMac } from '../../sim/roce/ethernet';
import type { Scenario } from '../../sim/scenario/types';

/**
 * What a port is addressed by: its LID on native InfiniBand, its IP (and
 * MAC) over RoCEv2, which has no LRH and no LIDs.
 */
export function portLabel(s: Scenario, host: 'A' | 'B'): { line: Msg; title: Msg } {
  if (s.transport === 'ib') {
    const lid = String(host === 'A' ? s.lidA : s.lidB);
    return { line: msg('viz.box.lid', { lid }), title: msg(host === 'A' ? 'viz.hcaA.portTitle' : 'viz.hcaB.portTitle', { lid }) };
  }
  const ip = hostIp(host, s.roceIp);
  const mac = formatMac((host === 'A' ? HOST_A : HOST_B).mac);
  // The box is small: its last group of the address is enough to tell A's port from B's.
  const tail = s.roceIp === 'ipv4' ? `.${ip.split('.').at(-1)}` : `::${ip.split(':').at(-1)}`;
  return { line: msg('viz.box.ipTail', { tail }), title: msg('viz.box.portRoceTitle', { host, ip, mac }) };
}
