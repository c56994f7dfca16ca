import { type Msg, msg } from '../../i18n/msg';
import type { Scenario } from '../../sim/scenario/types';
import type { Step, StepRole } from '../../sim/trace/types';

/**
 * The teaching texts (one line per step, the questions) describe one plain
 * RDMA WRITE over InfiniBand, without faults. For other operations,
 * transports or faults some of them would not be true, so none is shown.
 */
export function teachable(s: Scenario): boolean {
  return s.op === 'write' && s.transport === 'ib' && s.fault.kind === 'none';
}

type LineOf = (s: Scenario) => Msg | null;
const fixed =
  (key: Msg['key']): LineOf =>
  () =>
    msg(key);
const withData =
  (key: Msg['key'], empty: Msg['key'] | null = null): LineOf =>
  (s) =>
    s.messageBytes > 0 ? msg(key) : empty && msg(empty);

/** One line of what really happens, by what the step does (never by its id or its words). */
const LINES: Readonly<Partial<Record<StepRole, LineOf>>> = {
  'register-memory': fixed('teach.line.registerMemory'),
  'create-qps': fixed('teach.line.createQps'),
  'exchange-keys': fixed('teach.line.exchangeKeys'),
  'connect-qps': fixed('teach.line.connectQps'),
  'build-wqe': fixed('teach.line.buildWqe'),
  'write-doorbell-record': fixed('teach.line.writeDoorbellRecord'),
  'post-mmio': (s) =>
    msg(
      s.post === 'doorbell'
        ? 'teach.line.postMmio.doorbell'
        : s.post === 'inline' && s.messageBytes > 0
          ? 'teach.line.postMmio.inline'
          : 'teach.line.postMmio.blueflame',
    ),
  'mmio-tlp': fixed('teach.line.mmioTlp'),
  'fetch-wqe': fixed('teach.line.fetchWqe'),
  'fetch-payload': withData('teach.line.fetchPayload'),
  'build-packets': fixed('teach.line.buildPackets'),
  transmit: fixed('teach.line.transmit'),
  'switch-forward': fixed('teach.line.switchForward'),
  cable: fixed('teach.line.cable'),
  'responder-check': withData('teach.line.responderCheck', 'teach.line.responderCheck.empty'),
  translate: withData('teach.line.translate', 'teach.line.translate.empty'),
  'pcie-write': withData('teach.line.pcieWrite', 'teach.line.pcieWrite.empty'),
  'place-data': fixed('teach.line.placeData'),
  acknowledge: fixed('teach.line.acknowledge'),
  'write-completion': (s) => msg(s.signaled ? 'teach.line.writeCompletion' : 'teach.line.writeCompletion.unsignaled'),
  'poll-completion': (s) => msg(s.signaled ? 'teach.line.pollCompletion' : 'teach.line.pollCompletion.unsignaled'),
};

/** The misconception's roles: what it imagines, where it breaks, how it compares. */
const MISCONCEPTION_ROLES: ReadonlySet<StepRole> = new Set<StepRole>([
  'imagined-map',
  'imagined-store',
  'imagined-tlp',
  'imagined-forward',
  'imagined-place',
  'imagined-load',
  'misconception-failure',
  'misconception-compare',
]);

/**
 * The step's one line of "what really happens" for a slide or a projector:
 * the misconception's steps say they are imagined; a step of a scenario the
 * lines do not cover has none (its title stands alone).
 */
export function oneLine(step: Pick<Step, 'role' | 'view'>, s: Scenario): Msg | null {
  if (step.view.misconception || MISCONCEPTION_ROLES.has(step.role)) return msg('ui.step.misconceptionBanner');
  if (!teachable(s)) return null;
  return LINES[step.role]?.(s) ?? null;
}
