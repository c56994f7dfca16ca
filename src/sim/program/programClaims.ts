import type { MsgKey } from '../../i18n/en';
import { type Claims, GENERAL, LABEL, when } from '../trace/claims/claim';
import type { StepFacts } from '../trace/claims/stepFacts';

const writeLike = (f: StepFacts) => f.op === 'write' || f.op === 'write-imm';
const consumesRecv = (f: StepFacts) => f.op === 'send' || f.op === 'write-imm';
/** The machine under the program: a ConnectX card with libmlx5, or soft-RoCE (librxe and the kernel's rxe driver). */
const hca = (f: StepFacts) => f.machine === 'hca';
const rxe = (f: StepFacts) => f.machine === 'rxe';
/** An AETH syndrome that is a NAK (its top three bits 011: IBTA Vol 1 9.7.5.1.1), not an ACK or an RNR NAK. */
const isNak = (syndrome: number) => syndrome >>> 5 === 0b011;

/**
 * What each comment of the generated program asserts (src/sim/program/cProgram.ts chooses them): a fact about this
 * trace with its predicate, a general truth about libibverbs (with its source in the comment or the library's path),
 * or a label. A comment that describes libmlx5 and a ConnectX card holds of a trace whose machine is a card, and its
 * soft-RoCE twin (…Rxe) of a trace whose machine is rxe: the same program runs on both, and its comments say what
 * each machine does. A property test holds each shown comment to the trace it is written for.
 */
export const PROGRAM_CLAIMS: Claims = {
  'code.c.head.what': LABEL,
  'code.c.head.build': GENERAL,
  'code.c.head.run': GENERAL,
  'code.c.verbatim': LABEL,
  'code.c.head.runOn': LABEL,
  'code.c.head.needsIb': when((f) => hca(f) && f.transport === 'ib'),
  'code.c.head.needsRoce': when((f) => hca(f) && f.transport === 'rocev2'),
  'code.c.head.needsRxe': when((f) => rxe(f) && f.transport === 'rocev2'),
  'code.c.head.fault': when((f) => f.fault === 'bad-rkey' || f.fault === 'out-of-bounds' || f.fault === 'no-remote-write'),
  'code.c.head.valuesSend': when((f) => f.op === 'send'),
  'code.c.head.networkFault': when((f) => f.fault === 'drop' || f.fault === 'corrupt-icrc'),
  'code.c.head.values': when((f) => f.op !== 'send'),
  'code.c.mrShort': when((f) => f.mrB.length < f.messageBytes),
  'code.c.mrPages': when((f) => f.mrB.length > f.messageBytes),
  'code.c.pattern': LABEL,
  'code.c.fail': GENERAL,
  'code.c.tcp': GENERAL,
  'code.c.tell': GENERAL,
  'code.c.exchange.how': GENERAL,
  'code.c.localInfo': GENERAL,
  'code.c.createQp': when(hca),
  'code.c.createQpRxe': when(rxe),
  'code.c.init': GENERAL,
  'code.c.rtr': GENERAL,
  'code.c.rtr.lid': when((f) => f.transport === 'ib'),
  'code.c.rtr.gid': when((f) => f.transport === 'rocev2'),
  'code.c.rts': GENERAL,
  'code.c.postRecv': when((f) => hca(f) && consumesRecv(f)),
  'code.c.postRecvRxe': when((f) => rxe(f) && consumesRecv(f)),
  'code.c.poll': when(hca),
  'code.c.pollRxe': when(rxe),
  'code.c.pollQuiet': when((f) => f.cqeA === null && !f.signaled),
  'code.c.pollA': when((f) => f.cqeA?.ok === true),
  'code.c.pollB': when((f) => f.cqeB?.ok === true),
  'code.c.pollAError': when((f) => f.cqeA?.ok === false),
  'code.c.pollAErrorRxe': when((f) => rxe(f) && f.cqeA?.ok === false && f.answerSyndromes.some(isNak)),
  'code.c.pollBError': when((f) => f.cqeB?.ok === false),
  'code.c.pollBErrorRxe': when(
    (f) =>
      rxe(f) && f.cqeB?.status === 'IBV_WC_REM_ACCESS_ERR' && f.cqeA?.status === 'IBV_WC_REM_ACCESS_ERR' && f.answerSyndromes.some(isNak),
  ),
  'code.c.pollBFlushRxe': when((f) => rxe(f) && f.cqeB?.status === 'IBV_WC_WR_FLUSH_ERR'),
  'code.c.expect': GENERAL,
  'code.c.cleanup': GENERAL,
  'code.c.createCq': when(hca),
  'code.c.createCqRxe': when(rxe),
  'code.c.a.what': GENERAL,
  'code.c.a.regMr': when((f) => hca(f) && f.op !== 'read'),
  'code.c.a.regMrRxe': when((f) => rxe(f) && f.op !== 'read'),
  'code.c.a.regMrRead': when((f) => hca(f) && f.op === 'read'),
  'code.c.a.regMrReadRxe': when((f) => rxe(f) && f.op === 'read'),
  'code.c.a.exchange': GENERAL,
  'code.c.a.waitReady': GENERAL,
  'code.c.a.wr': LABEL,
  'code.c.a.unsignaled': when((f) => !f.signaled),
  'code.c.a.inline': when((f) => hca(f) && f.inlineCopy),
  'code.c.a.inlineRxe': when((f) => rxe(f) && f.plan.payloadInline),
  'code.c.a.remote': when((f) => f.op !== 'send'),
  'code.c.a.imm': when((f) => f.op === 'write-imm'),
  'code.c.a.postBlueFlame': when((f) => hca(f) && !f.wqeFetchedByDma),
  'code.c.a.postDoorbell': when((f) => hca(f) && f.wqeFetchedByDma),
  'code.c.a.postRxe': when((f) => rxe(f) && f.syscallsA === 1 && f.mmioBytes === 0),
  'code.c.a.returned': when(hca),
  'code.c.a.returnedRxe': when((f) => rxe(f) && f.roles.has('kernel-requester')),
  'code.c.a.done': GENERAL,
  'code.c.b.what': when((f) => hca(f) && (f.op === 'write' || f.op === 'read')),
  'code.c.b.whatRxe': when((f) => rxe(f) && (f.op === 'write' || f.op === 'read')),
  'code.c.b.whatRecv': when((f) => hca(f) && consumesRecv(f)),
  'code.c.b.whatRecvRxe': when((f) => rxe(f) && consumesRecv(f)),
  'code.c.b.regMrWrite': when((f) => hca(f) && writeLike(f) && f.mrB.access.remoteWrite),
  'code.c.b.regMrWriteRxe': when((f) => rxe(f) && writeLike(f) && f.mrB.access.remoteWrite),
  'code.c.b.regMrRead': when((f) => hca(f) && f.op === 'read' && f.mrB.access.remoteRead),
  'code.c.b.regMrReadRxe': when((f) => rxe(f) && f.op === 'read' && f.mrB.access.remoteRead),
  'code.c.b.regMrSend': when((f) => hca(f) && f.op === 'send' && !f.mrB.access.remoteWrite && !f.mrB.access.remoteRead),
  'code.c.b.regMrSendRxe': when((f) => rxe(f) && f.op === 'send' && !f.mrB.access.remoteWrite && !f.mrB.access.remoteRead),
  'code.c.b.regMrNoWrite': when((f) => hca(f) && writeLike(f) && !f.mrB.access.remoteWrite),
  'code.c.b.regMrNoWriteRxe': when((f) => rxe(f) && writeLike(f) && !f.mrB.access.remoteWrite),
  'code.c.b.exchange': when((f) => f.op !== 'send'),
  'code.c.b.exchangeSend': when((f) => f.op === 'send'),
  'code.c.b.rereg': when((f) => hca(f) && f.mrB.key !== f.rkeyA),
  'code.c.b.reregRxe': when((f) => rxe(f) && f.mrB.key !== f.rkeyA),
  'code.c.b.late': when((f) => consumesRecv(f) && f.roles.has('rnr-wait')),
  'code.c.b.waitWrite': when((f) => hca(f) && f.op === 'write' && !f.cpuBActs),
  'code.c.b.waitWriteRxe': when((f) => rxe(f) && f.op === 'write' && !f.cpuBActs),
  'code.c.b.waitRead': when((f) => hca(f) && f.op === 'read' && !f.cpuBActs),
  'code.c.b.waitReadRxe': when((f) => rxe(f) && f.op === 'read' && !f.cpuBActs),
  'code.c.b.waitDone': when(consumesRecv),
  'code.c.main.doorbell': when((f) => hca(f) && f.wqeFetchedByDma),
  'code.c.main.doorbellRxe': when(rxe),
  'code.c.main.blueflame': when((f) => hca(f) && !f.wqeFetchedByDma),
  'code.c.main.rxe': when((f) => rxe(f) && f.plan.s.post === 'inline'),
} satisfies Partial<Record<MsgKey, unknown>>;
