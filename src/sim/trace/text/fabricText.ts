import { type Msg, msg } from '../../../i18n/msg';
import { type Claims, GENERAL, when } from '../claims/claim';
import type { StepFacts } from '../claims/stepFacts';
import type { TransferPlan } from '../plan';
import type { HostId, StepText } from '../types';

/** The per-link CRC's name: the VCRC on InfiniBand, the FCS on Ethernet (names, not translated). */
export const linkCrcName = (s: { transport: 'ib' | 'rocev2' }) => (s.transport === 'rocev2' ? 'FCS' : 'VCRC');

/** The step marks a packet lost or damaged on the link. */
const marks = (f: StepFacts, kind: 'lost' | 'damaged') => f.step.view.mark?.kind === kind;

/** What each sentence about the fabric asserts. */
export const FABRIC_CLAIMS: Claims = {
  'step.cable.title': when((f) => f.role === 'cable' && f.switchHops === 0),
  'step.cable.titleBack': when((f) => f.role === 'cable' && f.switchHops === 0),
  'step.cable.s1': GENERAL,
  'step.cable.s2': when((f) => f.transport === 'ib' && f.switchHops === 0),
  'step.cable.s2Roce': when((f) => f.transport === 'rocev2' && f.switchHops === 0),
  'step.switch.title': when((f) => f.transport === 'ib' && f.role === 'switch-forward'),
  'step.switch.titleRoce': when((f) => f.transport === 'rocev2' && f.role === 'switch-forward'),
  'step.switch.s1': when((f) => f.transport === 'ib'),
  'step.switch.s1Roce': when((f) => f.transport === 'rocev2'),
  'step.switch.s2': when((f) => f.transport === 'ib'),
  'step.switch.s2Roce': when((f) => f.transport === 'rocev2'),
  'step.fabric.lost': when((f) => f.fault === 'drop' && marks(f, 'lost')),
  'step.fabric.corrupted': when((f) => f.fault === 'corrupt-icrc' && f.switchHops > 0 && marks(f, 'damaged')),
  'step.fabric.corruptedCable': when((f) => f.fault === 'corrupt-icrc' && f.switchHops === 0 && marks(f, 'damaged')),
  'step.fabric.packet': when((f) => f.op !== 'read'),
  'step.fabric.response': when((f) => f.op === 'read'),
  'step.fabric.request': when((f) => f.op === 'read'),
};

/** What a fault does to the run on this stretch of the fabric, as one sentence. */
export function faultNote(plan: TransferPlan, hit: { index: number; how: 'lost' | 'corrupted' }, toward: HostId, psn: number): Msg {
  const { s } = plan;
  const toB = toward === 'B';
  const what =
    s.op !== 'read'
      ? msg('step.fabric.packet', { i: hit.index + 1 })
      : toB
        ? msg('step.fabric.request')
        : msg('step.fabric.response', { i: hit.index + 1 });
  const hops = s.ib.switchHops;
  return msg(hops === 0 && hit.how === 'corrupted' ? 'step.fabric.corruptedCable' : `step.fabric.${hit.how}`, {
    what,
    psn: String(psn),
    hop: hops,
    linkCrc: linkCrcName(s),
    from: toB ? 'A' : 'B',
    to: toward,
  });
}

/** A bare cable between the two ports. */
export function cableText(plan: TransferPlan, toward: HostId, note: Msg | null): StepText {
  const { s } = plan;
  return {
    title: msg(toward === 'B' ? 'step.cable.title' : 'step.cable.titleBack'),
    summary: [
      msg('step.cable.s1', { ns: String(plan.timing.cable()) }),
      msg(s.transport === 'rocev2' ? 'step.cable.s2Roce' : 'step.cable.s2'),
      ...(note ? [note] : []),
    ],
  };
}

/** Switch `hop` (1-based, counted from the sender) forwards the run. */
export function switchText(plan: TransferPlan, hop: number, toward: HostId, note: Msg | null): StepText {
  const { s } = plan;
  const roce = s.transport === 'rocev2';
  return {
    title: msg(roce ? 'step.switch.titleRoce' : 'step.switch.title', { hop }),
    summary: [
      msg(roce ? 'step.switch.s1Roce' : 'step.switch.s1', { hop, lid: String(toward === 'B' ? s.lidB : s.lidA), host: toward }),
      msg(roce ? 'step.switch.s2Roce' : 'step.switch.s2', { from: toward === 'B' ? 'A' : 'B', to: toward }),
      ...(note ? [note] : []),
    ],
  };
}
