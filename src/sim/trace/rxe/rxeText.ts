import { type Msg, msg } from '../../../i18n/msg';
import { leafFields } from '../../bytes/field';
import { byteCount } from '../../format/messageParams';
import { type Claims, GENERAL, when } from '../claims/claim';
import type { StepFacts } from '../claims/stepFacts';
import { FABRIC_CLAIMS } from '../text/fabricText';
import { SETUP_CLAIMS } from '../text/setupText';
import type { StepText } from '../types';

const rxe = (f: StepFacts) => f.machine === 'rxe';
const isRole = (f: StepFacts, ...roles: StepFacts['role'][]) => rxe(f) && roles.includes(f.role);
const movedBy = (f: StepFacts, host: 'A' | 'B') => f.firstArtifact?.host === host;
const checkFailed = (f: StepFacts, ...ids: NonNullable<StepFacts['failedCheck']>[]) =>
  f.failedCheck !== null && ids.includes(f.failedCheck);
/** The value of the step's first packet's field at this path (leaf paths: 'BTH.M', 'IPv4.ECN'). */
const firstValue = (f: StepFacts, ...paths: string[]) =>
  leafFields(f.firstArtifact?.fields ?? []).find((x) => paths.includes(x.path))?.value ?? null;
/** The AETH syndrome of the step's first packet (an answer's). */
const stepSyndrome = (f: StepFacts) => {
  const v = firstValue(f, 'AETH.Syndrome');
  return v === null ? null : Number.parseInt(v, 16);
};
const duplicateChecked = (f: StepFacts) => f.step.checks?.some((c) => c.verdict === 'duplicate') === true;

/**
 * What each sentence of a soft-RoCE step asserts. The GENERAL ones describe rxe's code, true of any transfer it makes
 * (the step's footnotes link the functions they name); the others hold of the trace they are shown in.
 */
export const RXE_CLAIMS: Claims = {
  // The shared steps' sentences, told without a card: the same facts as the sentences they replace.
  'rxe.exchange.reality': SETUP_CLAIMS['step.exchange.reality'],
  'rxe.connect.reality': SETUP_CLAIMS['step.connect.reality'],
  'rxe.cable.s2': FABRIC_CLAIMS['step.cable.s2Roce'],
  'rxe.switch.s2': FABRIC_CLAIMS['step.switch.s2Roce'],
  'rxe.fabric.lost': FABRIC_CLAIMS['step.fabric.lost'],
  'rxe.regMr.titleA': when((f) => isRole(f, 'register-memory') && f.step.id.endsWith('-a')),
  'rxe.regMr.titleB': when((f) => isRole(f, 'register-memory') && f.step.id.endsWith('-b')),
  'rxe.regMr.s1': GENERAL,
  'rxe.regMr.s2': GENERAL,
  'rxe.createQp.title': when((f) => isRole(f, 'create-qps')),
  'rxe.createQp.s1': GENERAL,
  'rxe.createQp.s2': GENERAL,
  'rxe.wqe.title': when((f) => isRole(f, 'build-wqe')),
  'rxe.wqe.s1': when((f) => rxe(f) && !f.plan.payloadInline && f.op !== 'send'),
  'rxe.wqe.s1Send': when((f) => rxe(f) && !f.plan.payloadInline && f.op === 'send'),
  'rxe.wqe.s1Inline': when((f) => rxe(f) && f.plan.payloadInline),
  'rxe.wqe.s2': GENERAL,
  'rxe.producer.title': when((f) => isRole(f, 'publish-wqe')),
  'rxe.producer.s1': GENERAL,
  'rxe.producer.s2': when((f) => isRole(f, 'publish-wqe') && f.step.state.A.syscalls === 0),
  'rxe.syscall.title': when((f) => isRole(f, 'post-syscall')),
  'rxe.syscall.s1': GENERAL,
  'rxe.syscall.s2': when((f) => rxe(f) && f.syscallsA === 1),
  'rxe.syscall.reality': GENERAL,
  'rxe.requester.title': when((f) => isRole(f, 'kernel-requester')),
  'rxe.requester.s1': GENERAL,
  'rxe.requester.s2': GENERAL,
  'rxe.copyA.title': when((f) => isRole(f, 'cpu-copy') && f.round === 0 && movedBy(f, 'A')),
  'rxe.copyA.titleRetry': when((f) => isRole(f, 'cpu-copy') && (f.round ?? 0) > 0 && movedBy(f, 'A')),
  'rxe.copyA.s1': when((f) => rxe(f) && !f.plan.payloadInline && f.messageBytes > 0),
  'rxe.copyA.s1Inline': when((f) => rxe(f) && f.plan.payloadInline),
  'rxe.copyA.s2': when((f) => rxe(f) && f.round === 0),
  'rxe.copyA.s2Retry': when((f) => rxe(f) && (f.round ?? 0) > 0),
  'rxe.segment.title': when((f) => isRole(f, 'build-packets') && movedBy(f, 'A')),
  'rxe.segment.titleResponses': when((f) => isRole(f, 'build-packets') && movedBy(f, 'B') && f.op === 'read'),
  'rxe.segment.s1': when((f) => movedBy(f, 'A')),
  'rxe.segment.s1Responses': when((f) => movedBy(f, 'B') && f.op === 'read'),
  'rxe.segment.s2': GENERAL,
  'rxe.segment.perPacket': when((f) => movedBy(f, 'A')),
  'rxe.segment.wire': when(
    (f) => rxe(f) && firstValue(f, 'BTH.M') === '0' && ['0x0', '0'].includes(firstValue(f, 'IPv4.ECN', 'IPv6.ECN') ?? ''),
  ),
  'rxe.transmit.title': when((f) => isRole(f, 'transmit') && movedBy(f, 'A')),
  'rxe.transmit.titleResponses': when((f) => isRole(f, 'transmit') && movedBy(f, 'B')),
  'rxe.transmit.s1': GENERAL,
  'rxe.transmit.s2': GENERAL,
  'rxe.transmit.reality': when((f) => rxe(f) && f.messageBytes > 0 && f.op !== 'read'),
  'rxe.receive.title': when((f) => isRole(f, 'nic-receive') && f.step.actor === 'nicB'),
  'rxe.receive.titleA': when((f) => isRole(f, 'nic-receive') && f.step.actor === 'nicA'),
  'rxe.receive.s1': GENERAL,
  'rxe.receive.s2': GENERAL,
  'rxe.check.title': when((f) => isRole(f, 'responder-check')),
  'rxe.check.s1': GENERAL,
  'rxe.check.s2': GENERAL,
  'rxe.check.context': GENERAL,
  'rxe.check.damaged': when((f) => checkFailed(f, 'icrc')),
  'rxe.check.badFcs': when((f) => checkFailed(f, 'fcs')),
  'rxe.check.refused': when((f) => checkFailed(f, 'qp-access', 'rkey', 'pd', 'mr-access', 'bounds', 'length', 'opcode-sequence')),
  'rxe.check.duplicate': when((f) => duplicateChecked(f) && f.op !== 'read'),
  'rxe.check.duplicateRead': when((f) => duplicateChecked(f) && f.op === 'read'),
  'rxe.check.outOfSequence': when((f) => checkFailed(f, 'psn')),
  'rxe.check.noRecv': when((f) => checkFailed(f, 'recv-wqe')),
  'rxe.recvWqe.title': when((f) => isRole(f, 'fetch-recv-wqe')),
  'rxe.recvWqe.s1': when((f) => f.op === 'send'),
  'rxe.recvWqe.s1Imm': when((f) => f.op === 'write-imm' && f.refusedAt === null),
  'rxe.recvWqe.s1ImmRefused': when((f) => f.op === 'write-imm' && f.refusedAt !== null && f.bytesPlaced === 0),
  'rxe.translate.title': when((f) => isRole(f, 'translate') && f.op !== 'read'),
  'rxe.translate.titleA': when((f) => isRole(f, 'translate') && f.op === 'read'),
  'rxe.translate.s1': GENERAL,
  'rxe.translate.s2': GENERAL,
  'rxe.land.title': when((f) => isRole(f, 'place-data') && f.op !== 'read'),
  'rxe.land.titleA': when((f) => isRole(f, 'place-data') && f.op === 'read'),
  'rxe.land.s1': when((f) => (f.op === 'write' || f.op === 'write-imm') && f.bytesPlaced > 0),
  'rxe.land.s1Send': when((f) => f.op === 'send' && f.bytesPlaced > 0),
  'rxe.land.s1A': when((f) => f.op === 'read' && f.bytesPlaced > 0),
  'rxe.land.context': when((f) => f.op !== 'read'),
  'rxe.land.contextA': when((f) => f.op === 'read'),
  'rxe.land.reality': when((f) => f.op !== 'read' && f.bytesPlaced > 0 && !f.cpuBStepsBefore(f.step.index)),
  'rxe.land.empty': when((f) => f.messageBytes === 0),
  'rxe.readMemory.title': when((f) => isRole(f, 'read-memory')),
  'rxe.readMemory.s1': when((f) => f.op === 'read'),
  'rxe.ack.title': when((f) => isRole(f, 'acknowledge')),
  'rxe.ack.s1': when((f) => f.answerSyndromes.includes(0x1f)),
  'rxe.ack.s2': GENERAL,
  'rxe.ack.lost': when((f) => f.step.view.mark?.kind === 'lost'),
  'rxe.nak.title': when((f) => isRole(f, 'nak')),
  'rxe.nak.s1': when((f) => (stepSyndrome(f) ?? 0) >= 0x60),
  'rxe.nak.s1Rnr': when((f) => {
    const s = stepSyndrome(f) ?? 0;
    return s >= 0x20 && s < 0x40;
  }),
  'rxe.timeout.title': when((f) => isRole(f, 'timeout')),
  'rxe.timeout.s1': GENERAL,
  'rxe.rnr.title': when((f) => isRole(f, 'rnr-wait')),
  'rxe.rnr.s1': GENERAL,
  'rxe.postRecv.title': when((f) => isRole(f, 'post-recv')),
  'rxe.postRecv.s1': GENERAL,
  'rxe.respCheck.title': when((f) => isRole(f, 'requester-check')),
  'rxe.respCheck.s1': GENERAL,
  'rxe.cqe.title': when((f) => isRole(f, 'write-completion')),
  'rxe.cqe.titleB': when((f) => isRole(f, 'responder-completion')),
  'rxe.cqe.s1': when((f) => f.firstArtifact?.type === 'cqe'),
  'rxe.cqe.titleUnsignaled': when((f) => isRole(f, 'write-completion') && f.cqeA === null),
  'rxe.cqe.unsignaled': when((f) => !f.signaled && f.cqeA === null),
  'rxe.poll.titleUnsignaled': when((f) => isRole(f, 'poll-completion') && f.cqeA === null),
  'rxe.poll.unsignaled': when((f) => f.cqeA === null),
  'rxe.cqe.status': when((f) => f.firstArtifact?.type === 'cqe'),
  'rxe.poll.title': when((f) => isRole(f, 'poll-completion')),
  'rxe.poll.titleB': when((f) => isRole(f, 'responder-poll')),
  'rxe.poll.s1': when((f) => f.firstArtifact?.type === 'cqe'),
};

type Key = Msg['key'];
const text = (title: Key, summary: (Key | Msg)[], reality?: Key): StepText => ({
  title: msg(title),
  summary: summary.map((m) => (typeof m === 'string' ? msg(m) : m)),
  ...(reality ? { reality: msg(reality) } : {}),
});

export const rxeText = {
  regMr: (host: 'A' | 'B', pages: number) =>
    text(host === 'A' ? 'rxe.regMr.titleA' : 'rxe.regMr.titleB', [msg('rxe.regMr.s1', { n: pages }), 'rxe.regMr.s2']),
  createQp: () => text('rxe.createQp.title', ['rxe.createQp.s1', 'rxe.createQp.s2']),
  wqe: (bytes: number, inline: boolean, send: boolean, payload: number) =>
    text('rxe.wqe.title', [
      inline ? msg('rxe.wqe.s1Inline', { bytes, payload: byteCount(payload) }) : msg(send ? 'rxe.wqe.s1Send' : 'rxe.wqe.s1', { bytes }),
      'rxe.wqe.s2',
    ]),
  producer: (index: number) => text('rxe.producer.title', [msg('rxe.producer.s1', { index }), 'rxe.producer.s2']),
  syscall: () => text('rxe.syscall.title', ['rxe.syscall.s1', 'rxe.syscall.s2'], 'rxe.syscall.reality'),
  requester: () => text('rxe.requester.title', ['rxe.requester.s1', 'rxe.requester.s2']),
  copyA: (bytes: number, inline: boolean, retry: boolean) =>
    text(retry ? 'rxe.copyA.titleRetry' : 'rxe.copyA.title', [
      msg(inline ? 'rxe.copyA.s1Inline' : 'rxe.copyA.s1', { bytes: byteCount(bytes) }),
      retry ? 'rxe.copyA.s2Retry' : 'rxe.copyA.s2',
    ]),
  segment: (responses: boolean) =>
    text(responses ? 'rxe.segment.titleResponses' : 'rxe.segment.title', [
      responses ? 'rxe.segment.s1Responses' : 'rxe.segment.s1',
      'rxe.segment.s2',
      ...(responses ? [] : (['rxe.segment.perPacket'] as const)),
      'rxe.segment.wire',
    ]),
  /** `payload`: the frames carry the message (not a READ request, which carries none). */
  transmit: (responses: boolean, payload: boolean) =>
    text(
      responses ? 'rxe.transmit.titleResponses' : 'rxe.transmit.title',
      ['rxe.transmit.s1', 'rxe.transmit.s2'],
      payload && !responses ? 'rxe.transmit.reality' : undefined,
    ),
  receive: (atB: boolean) => text(atB ? 'rxe.receive.title' : 'rxe.receive.titleA', ['rxe.receive.s1', 'rxe.receive.s2']),
  check: (outcome: Key | Msg | null) =>
    text('rxe.check.title', ['rxe.check.s1', 'rxe.check.s2', ...(outcome ? [outcome] : []), 'rxe.check.context']),
  recvWqe: (writeImm: boolean, refused: boolean) =>
    text('rxe.recvWqe.title', [writeImm ? (refused ? 'rxe.recvWqe.s1ImmRefused' : 'rxe.recvWqe.s1Imm') : 'rxe.recvWqe.s1']),
  translate: (atB: boolean) => text(atB ? 'rxe.translate.title' : 'rxe.translate.titleA', ['rxe.translate.s1', 'rxe.translate.s2']),
  land: (host: 'A' | 'B', send: boolean, bytes: number, pages: number, firstCpuB: boolean) => {
    if (bytes === 0) return text(host === 'A' ? 'rxe.land.titleA' : 'rxe.land.title', ['rxe.land.empty']);
    const s1 = host === 'A' ? 'rxe.land.s1A' : send ? 'rxe.land.s1Send' : 'rxe.land.s1';
    return text(
      host === 'A' ? 'rxe.land.titleA' : 'rxe.land.title',
      [msg(s1, { bytes: byteCount(bytes), n: pages }), host === 'A' ? 'rxe.land.contextA' : 'rxe.land.context'],
      host === 'B' && firstCpuB ? 'rxe.land.reality' : undefined,
    );
  },
  readMemory: (bytes: number) => text('rxe.readMemory.title', [msg('rxe.readMemory.s1', { bytes: byteCount(bytes) })]),
  ack: (lost: boolean, syndrome: string) => text('rxe.ack.title', [msg('rxe.ack.s1', { syndrome }), lost ? 'rxe.ack.lost' : 'rxe.ack.s2']),
  nak: (syndrome: string) => {
    const code = Number.parseInt(syndrome, 16);
    return text('rxe.nak.title', [msg(code >= 0x20 && code < 0x40 ? 'rxe.nak.s1Rnr' : 'rxe.nak.s1', { syndrome })]);
  },
  timeout: () => text('rxe.timeout.title', ['rxe.timeout.s1']),
  rnr: () => text('rxe.rnr.title', ['rxe.rnr.s1']),
  postRecv: () => text('rxe.postRecv.title', ['rxe.postRecv.s1']),
  respCheck: () => text('rxe.respCheck.title', ['rxe.respCheck.s1']),
  unsignaled: () => text('rxe.cqe.titleUnsignaled', ['rxe.cqe.unsignaled']),
  pollUnsignaled: () => text('rxe.poll.titleUnsignaled', ['rxe.poll.unsignaled']),
  cqe: (host: 'A' | 'B', status: string | null) =>
    text(host === 'A' ? 'rxe.cqe.title' : 'rxe.cqe.titleB', ['rxe.cqe.s1', ...(status ? [msg('rxe.cqe.status', { status })] : [])]),
  poll: (host: 'A' | 'B') => text(host === 'A' ? 'rxe.poll.title' : 'rxe.poll.titleB', ['rxe.poll.s1']),
};
