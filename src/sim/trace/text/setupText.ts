import { type Msg, msg } from '../../../i18n/msg';
import { hex } from '../../bytes/hex';
import { NAK_CODE_PARAMS } from '../../ib/aeth';
import { bar1AddressOf, gpuPagesSpanned } from '../../platform/gpuMemory';
import { hostIp } from '../../roce/addressing';
import type { Scenario } from '../../scenario/types';
import { type Claims, GENERAL, LABEL, when } from '../claims/claim';
import type { TraceContext } from '../context';
import { mrLengthB, mrPagesB } from '../memoryRegions';
import type { StepText } from '../types';

/** What each setup sentence asserts (see claims/claim.ts). */
export const SETUP_CLAIMS: Claims = {
  'step.regMrB.title': when((f) => f.role === 'register-memory'),
  'step.regMrB.s1.write': when((f) => (f.op === 'write' || f.op === 'write-imm') && f.mrB.access.remoteWrite && f.mrB.access.localWrite),
  'step.regMrB.s1.read': when((f) => f.op === 'read' && f.mrB.access.remoteRead),
  'step.regMrB.s1.send': when((f) => f.op === 'send' && !f.mrB.access.remoteWrite && !f.mrB.access.remoteRead && f.mrB.access.localWrite),
  'step.regMrB.s1.noRemoteWrite': when((f) => f.op !== 'read' && !f.mrB.access.remoteWrite && f.refusedAt === 'mr-access'),
  'step.regMrB.short': when((f) => f.op !== 'read' && f.mrB.length < f.messageBytes && f.refusedAt === 'bounds'),
  'step.regMrB.shortRead': when((f) => f.op === 'read' && f.mrB.length < f.messageBytes && f.refusedAt === 'bounds'),
  'step.regMrB.s2': when((f) => !f.iommu && f.memB === 'host'),
  'step.regMrB.s2Iommu': when((f) => f.iommu && f.memB === 'host'),
  'step.regMrB.s2Gpu': when((f) => f.memB === 'gpu'),
  'step.regMrB.s3': GENERAL,
  'step.regMrB.reality': GENERAL,
  'step.reregMrB.title': when((f) => f.mrB.key !== f.rkeyA),
  'step.reregMrB.s1': when((f) => f.mrB.key !== f.rkeyA),
  'step.reregMrB.s2': when((f) => f.mrB.key !== f.rkeyA && f.refusedAt === 'rkey'),
  'step.regMrA.title': when((f) => f.op !== 'read'),
  'step.regMrA.titleRead': when((f) => f.op === 'read'),
  'step.regMrA.s1': when((f) => f.op !== 'read'),
  'step.regMrA.s1Read': when((f) => f.op === 'read'),
  'step.regMrA.s2': when((f) => f.memA === 'host'),
  'step.regMrA.s2Gpu': when((f) => f.memA === 'gpu'),
  'step.createQp.title': when((f) => f.role === 'create-qps'),
  'step.createQp.s1': GENERAL,
  'step.createQp.s2': when((f) => f.initiator === 'cpu'),
  'step.createQp.gpu': when((f) => f.initiator === 'gpu'),
  'step.createQp.s3': when((f) => f.initiator === 'cpu' && f.post !== 'doorbell'),
  'step.createQp.s3Doorbell': when((f) => f.initiator === 'cpu' && f.post === 'doorbell'),
  'step.createQp.s3Gpu': when((f) => f.initiator === 'gpu'),
  'step.exchange.title': when((f) => f.role === 'exchange-keys'),
  'step.exchange.s1': when((f) => f.op !== 'send'),
  'step.exchange.s1Send': when((f) => f.op === 'send'),
  'step.exchange.s2': GENERAL,
  'step.exchange.s3': when((f) => f.op !== 'send'),
  'step.exchange.s3Send': when((f) => f.op === 'send'),
  'step.exchange.addrLid': when((f) => f.transport === 'ib'),
  'step.exchange.addrGid': when((f) => f.transport === 'rocev2'),
  'step.exchange.reality': when((f) => f.op !== 'send'),
  'step.exchange.realitySend': when((f) => f.op === 'send'),
  'step.connect.title': when((f) => f.role === 'connect-qps'),
  'step.connect.s1.write': when((f) => f.op === 'write' || f.op === 'write-imm'),
  'step.connect.s1.read': when((f) => f.op === 'read'),
  'step.connect.s1.send': when((f) => f.op === 'send'),
  'step.connect.peerLid': when((f) => f.transport === 'ib'),
  'step.connect.peerGid': when((f) => f.transport === 'rocev2'),
  'step.connect.s3.read': when((f) => f.op === 'read'),
  'step.connect.s2': GENERAL,
  'step.connect.reality': GENERAL,
  'step.postRecv.title': when((f) => f.op === 'send' || f.op === 'write-imm'),
  'step.postRecv.s1': when((f) => f.op === 'send' || f.op === 'write-imm'),
  'step.postRecv.s2': GENERAL,
  'step.caption.regMr': LABEL,
  'step.caption.createQp': LABEL,
  'step.caption.connect': LABEL,
  'step.caption.exchange': when((f) => f.op !== 'send'),
  'step.caption.exchangeSend': when((f) => f.op === 'send'),
};

/** How a host's port is addressed: its LID on InfiniBand, its GID (from its IP address) over RoCEv2. */
function addressOf(s: Scenario, host: 'A' | 'B'): Msg {
  return s.transport === 'rocev2'
    ? msg('step.exchange.addrGid', { ip: hostIp(host, s.roceIp) })
    : msg('step.exchange.addrLid', { lid: String(host === 'A' ? s.lidA : s.lidB) });
}

/** The access B asks for when it registers its buffer: what the operation needs, unless the fault takes it away. */
function accessOf(s: Scenario): 'write' | 'read' | 'send' | 'noRemoteWrite' {
  if (s.fault.kind === 'no-remote-write') return 'noRemoteWrite';
  return s.op === 'read' ? 'read' : s.op === 'send' ? 'send' : 'write';
}

export function regMrBText(c: TraceContext): StepText {
  const { s } = c.plan;
  return {
    title: msg('step.regMrB.title'),
    summary: [
      msg(`step.regMrB.s1.${accessOf(s)}`),
      s.memB === 'gpu'
        ? msg('step.regMrB.s2Gpu', { n: gpuPagesSpanned(s.remoteVa, mrLengthB(s)), bar1: hex(bar1AddressOf(s, 'B')) })
        : msg(s.iommu ? 'step.regMrB.s2Iommu' : 'step.regMrB.s2', { n: mrPagesB(s) }),
      msg('step.regMrB.s3', { rkey: hex(s.rkey), index: hex(s.rkey >>> 8), variant: hex(s.rkey & 0xff) }),
      ...(s.fault.kind === 'out-of-bounds'
        ? [
            msg(s.op === 'read' ? 'step.regMrB.shortRead' : 'step.regMrB.short', {
              bytes: c.plan.responder.mrs[0].length,
              message: s.messageBytes,
            }),
          ]
        : []),
    ],
    reality: msg('step.regMrB.reality'),
  };
}

export function regMrAText(s: Scenario): StepText {
  return {
    title: msg(s.op === 'read' ? 'step.regMrA.titleRead' : 'step.regMrA.title'),
    summary: [
      msg(s.op === 'read' ? 'step.regMrA.s1Read' : 'step.regMrA.s1', { va: hex(s.localVa) }),
      s.memA === 'gpu'
        ? msg('step.regMrA.s2Gpu', { lkey: hex(s.lkey), bar1: hex(bar1AddressOf(s, 'A')) })
        : msg('step.regMrA.s2', { lkey: hex(s.lkey) }),
    ],
  };
}

export function createQpText(s: Scenario): StepText {
  return {
    title: msg('step.createQp.title'),
    summary: [
      msg('step.createQp.s1', { qpnA: hex(s.qpnA), qpnB: hex(s.qpnB) }),
      // GPU-initiated (IBGDA): A's queues are in GPU memory and its doorbell page is mapped for the GPU.
      msg(s.initiator === 'gpu' ? 'step.createQp.gpu' : 'step.createQp.s2'),
      msg(s.initiator === 'gpu' ? 'step.createQp.s3Gpu' : s.post === 'doorbell' ? 'step.createQp.s3Doorbell' : 'step.createQp.s3'),
    ],
  };
}

/**
 * The out-of-band exchange. Each side sends the PSN it will send from, which
 * the peer expects first: perftest's set_up_connection draws my_dest.psn, which
 * becomes its own sq_psn and the peer's rq_psn (perftest_resources.c,
 * ctx_modify_qp_to_rtr / _rts).
 */
export function exchangeText(s: Scenario): StepText {
  const send = s.op === 'send';
  return {
    title: msg('step.exchange.title'),
    summary: [
      msg(send ? 'step.exchange.s1Send' : 'step.exchange.s1', {
        addrB: addressOf(s, 'B'),
        qpnB: hex(s.qpnB),
        va: hex(s.remoteVa),
        rkey: hex(s.rkey),
      }),
      msg('step.exchange.s2', { addrA: addressOf(s, 'A'), qpnA: hex(s.qpnA), psn: String(s.startPsn) }),
      msg(send ? 'step.exchange.s3Send' : 'step.exchange.s3'),
    ],
    reality: msg(send ? 'step.exchange.realitySend' : 'step.exchange.reality'),
  };
}

export function exchangeCaption(s: Scenario): Msg {
  return s.op === 'send'
    ? msg('step.caption.exchangeSend', { qpn: hex(s.qpnB) })
    : msg('step.caption.exchange', { va: hex(s.remoteVa), rkey: hex(s.rkey) });
}

export function connectText(s: Scenario): StepText {
  return {
    title: msg('step.connect.title'),
    summary: [
      msg(`step.connect.s1.${s.op === 'write-imm' ? 'write' : s.op}`, {
        psn: String(s.startPsn),
        peer: msg(s.transport === 'rocev2' ? 'step.connect.peerGid' : 'step.connect.peerLid'),
      }),
      ...(s.op === 'read' ? [msg('step.connect.s3.read', NAK_CODE_PARAMS)] : []),
      msg('step.connect.s2'),
    ],
    reality: msg('step.connect.reality'),
  };
}

/** B registers its buffer again after telling A the key, then deregisters the first MR: a new MKey, at another index. */
export function reregMrBText(s: Scenario, key: number): StepText {
  return {
    title: msg('step.reregMrB.title'),
    summary: [
      msg('step.reregMrB.s1', { key: hex(key), index: hex(key >>> 8), oldIndex: hex(s.rkey >>> 8) }),
      msg('step.reregMrB.s2', { rkey: hex(s.rkey) }),
    ],
  };
}

export function postRecvText(): StepText {
  return { title: msg('step.postRecv.title'), summary: [msg('step.postRecv.s1'), msg('step.postRecv.s2')] };
}
