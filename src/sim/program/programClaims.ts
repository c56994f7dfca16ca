import type { MsgKey } from '../../i18n/en';
import { GENERAL, LABEL, when, type Claims } from '../trace/claims/claim';
import type { StepFacts } from '../trace/claims/stepFacts';

const writeLike = (f: StepFacts) => f.op === 'write' || f.op === 'write-imm';
const consumesRecv = (f: StepFacts) => f.op === 'send' || f.op === 'write-imm';

/**
 * What each comment of the generated program asserts (src/sim/program/cProgram.ts chooses them): a fact about this
 * trace with its predicate, a general truth about libibverbs or libmlx5 (with its source in the comment or the
 * library's path), or a label. A property test holds each shown comment to the trace it is written for.
 */
export const PROGRAM_CLAIMS: Claims = {
  'code.c.head.what': LABEL,
  'code.c.head.build': GENERAL,
  'code.c.head.run': GENERAL,
  'code.c.verbatim': LABEL,
  'code.c.head.needs': GENERAL,
  'code.c.head.networkFault': when((f) => f.fault === 'drop' || f.fault === 'corrupt-icrc'),
  'code.c.head.values': LABEL,
  'code.c.mrShort': when((f) => f.mrB.length < f.messageBytes),
  'code.c.mrPages': when((f) => f.mrB.length > f.messageBytes),
  'code.c.pattern': LABEL,
  'code.c.fail': GENERAL,
  'code.c.tcp': GENERAL,
  'code.c.tell': GENERAL,
  'code.c.exchange.how': GENERAL,
  'code.c.localInfo': GENERAL,
  'code.c.createQp': GENERAL,
  'code.c.init': GENERAL,
  'code.c.rtr': GENERAL,
  'code.c.rtr.lid': when((f) => f.transport === 'ib'),
  'code.c.rtr.gid': when((f) => f.transport === 'rocev2'),
  'code.c.rts': GENERAL,
  'code.c.postRecv': when(consumesRecv),
  'code.c.poll': GENERAL,
  'code.c.pollQuiet': when((f) => f.cqeA === null && !f.signaled),
  'code.c.pollA': when((f) => f.cqeA?.ok === true),
  'code.c.pollB': when((f) => f.cqeB?.ok === true),
  'code.c.pollAError': when((f) => f.cqeA?.ok === false),
  'code.c.pollBError': when((f) => f.cqeB?.ok === false),
  'code.c.expect': GENERAL,
  'code.c.cleanup': GENERAL,
  'code.c.createCq': GENERAL,
  'code.c.a.what': GENERAL,
  'code.c.a.regMr': when((f) => f.op !== 'read'),
  'code.c.a.regMrRead': when((f) => f.op === 'read'),
  'code.c.a.exchange': GENERAL,
  'code.c.a.waitReady': GENERAL,
  'code.c.a.wr': LABEL,
  'code.c.a.unsignaled': when((f) => !f.signaled),
  'code.c.a.inline': when((f) => f.inlineCopy),
  'code.c.a.remote': when((f) => f.op !== 'send'),
  'code.c.a.imm': when((f) => f.op === 'write-imm'),
  'code.c.a.postBlueFlame': when((f) => !f.wqeFetchedByDma),
  'code.c.a.postDoorbell': when((f) => f.wqeFetchedByDma),
  'code.c.a.returned': GENERAL,
  'code.c.a.done': GENERAL,
  'code.c.b.what': GENERAL,
  'code.c.b.regMrWrite': when((f) => writeLike(f) && f.mrB.access.remoteWrite),
  'code.c.b.regMrRead': when((f) => f.op === 'read' && f.mrB.access.remoteRead),
  'code.c.b.regMrSend': when((f) => f.op === 'send' && !f.mrB.access.remoteWrite && !f.mrB.access.remoteRead),
  'code.c.b.regMrNoWrite': when((f) => writeLike(f) && !f.mrB.access.remoteWrite),
  'code.c.b.exchange': when((f) => f.op !== 'send'),
  'code.c.b.exchangeSend': when((f) => f.op === 'send'),
  'code.c.b.rereg': when((f) => f.mrB.key !== f.rkeyA),
  'code.c.b.late': when((f) => consumesRecv(f) && f.roles.has('rnr-wait')),
  'code.c.b.waitWrite': when((f) => f.op === 'write' && !f.cpuBActs),
  'code.c.b.waitRead': when((f) => f.op === 'read' && !f.cpuBActs),
  'code.c.b.waitDone': when(consumesRecv),
  'code.c.main.doorbell': when((f) => f.wqeFetchedByDma),
  'code.c.main.blueflame': when((f) => !f.wqeFetchedByDma),
} satisfies Partial<Record<MsgKey, unknown>>;
