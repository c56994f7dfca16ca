import { type Msg, msg } from '../../../i18n/msg';
import { pagesSpanned } from '../../platform/pageMap';
import { ETH_FCS_BYTES } from '../../roce/ethernet';
import { type Cite, cite } from '../../sources/cite';
import type { SourceId } from '../../sources/sourceTable';
import type { TraceContext } from '../context';
import type { Range } from '../exchange/exchangePlan';
import { recvWqeTaken } from '../exchange/exchangePlan';
import { PREAMBLE_AND_GAP_BYTES } from '../exchange/wireSize';
import type { Place } from '../places';
import type { Span } from '../span';
import type { StepSpec } from '../stepSpec';
import { pieceBytes } from '../text/senderText';
import type { ArtifactSet, Check, HostId, StepText } from '../types';
import { rxeArtifacts } from './rxeArtifacts';
import { rxeText } from './rxeText';

const ROLE_SOURCES: Partial<Record<StepSpec['role'], readonly SourceId[]>> = {
  'register-memory': ['linux.rxe.mr-user', 'linux.umem.get'],
  'create-qps': ['linux.rxe.queue', 'rdma-core.rxe.map-queue'],
  'build-wqe': ['rdma-core.rxe.post-one-send', 'linux.rxe.uapi'],
  'publish-wqe': ['rdma-core.rxe.queue'],
  'post-syscall': ['rdma-core.rxe.post-send-db', 'linux.uverbs.post-send'],
  'kernel-requester': ['linux.rxe.post-send', 'linux.rxe.task', 'linux.rxe.req'],
  'cpu-copy': ['linux.rxe.req', 'linux.rxe.mr-copy'],
  'build-packets': ['linux.rxe.req', 'linux.rxe.net-v6.8', 'linux.rxe.icrc'],
  transmit: ['linux.rxe.net-v6.8', 'linux.ipv4.local-out'],
  'nic-receive': ['linux.rxe.net-v6.8', 'linux.rxe.recv-v6.8'],
  'responder-check': ['linux.rxe.recv-v6.8', 'linux.rxe.resp-v6.8'],
  'fetch-recv-wqe': ['linux.rxe.resp.check-resource'],
  translate: ['linux.rxe.resp.check-rkey', 'linux.rxe.mr-copy'],
  'place-data': ['linux.rxe.mr-copy', 'linux.rxe.resp-v6.8'],
  'read-memory': ['linux.rxe.resp.read-reply', 'linux.rxe.mr-copy'],
  acknowledge: ['linux.rxe.resp-v6.8', 'linux.rxe.hdr'],
  nak: ['linux.rxe.resp-v6.8', 'linux.rxe.hdr'],
  timeout: ['linux.rxe.comp-v6.8', 'linux.rxe.req'],
  'rnr-wait': ['linux.rxe.comp-v6.8', 'linux.rxe.req'],
  'post-recv': ['rdma-core.rxe.post-recv'],
  'requester-check': ['linux.rxe.recv-v6.8', 'linux.rxe.comp-v6.8'],
  'write-completion': ['linux.rxe.comp-v6.8', 'linux.rxe.cq'],
  'responder-completion': ['linux.rxe.resp-v6.8', 'linux.rxe.cq'],
  'poll-completion': ['rdma-core.rxe.poll-cq'],
  'responder-poll': ['rdma-core.rxe.poll-cq'],
};

const sourcesOf = (role: StepSpec['role']): Cite[] => {
  const ids = ROLE_SOURCES[role];
  return ids ? [cite(ids)] : [];
};

const half = (s: Span): [Span, Span] => {
  const mid = s.start + (s.end - s.start) / 2;
  return [
    { start: s.start, end: mid },
    { start: mid, end: s.end },
  ];
};

/** The rows of soft-RoCE's table in its order: rxe_rcv's header checks, then the ICRC, then the responder's (rxe_recv.c, rxe_resp.c). */
const RXE_CHECK_ORDER: readonly Check['id'][] = [
  'fcs',
  'dest-qp',
  'source',
  'pkey',
  'icrc',
  'psn',
  'opcode-sequence',
  'qp-access',
  'recv-wqe',
  'length',
  'rkey',
  'pd',
  'mr-access',
  'bounds',
];
const inRxeOrder = (checks: readonly Check[]): Check[] =>
  [...checks].sort((a, b) => RXE_CHECK_ORDER.indexOf(a.id) - RXE_CHECK_ORDER.indexOf(b.id));

/** Which sentence says how the checked packet fared. */
function outcomeOf(checks: readonly Check[] | undefined, read: boolean) {
  const failed = checks?.find((c) => c.verdict === 'fail');
  if (checks?.some((c) => c.verdict === 'duplicate')) return read ? ('rxe.check.duplicateRead' as const) : ('rxe.check.duplicate' as const);
  if (!failed) return null;
  if (failed.id === 'fcs') return 'rxe.check.badFcs' as const;
  if (failed.id === 'icrc') return 'rxe.check.damaged' as const;
  if (failed.id === 'psn') return 'rxe.check.outOfSequence' as const;
  if (failed.id === 'recv-wqe') return 'rxe.check.noRecv' as const;
  // The row that refused the packet, named: the table is long and its ✗ is far down on a phone.
  return msg('rxe.check.refused', { check: failed.name });
}

const packetsOf = (artifacts: readonly ArtifactSet[] | undefined) => (artifacts ?? []).filter((a) => a.kind === 'packet');
/**
 * The bytes of frames in host memory: what a NIC's DMA moves, from the Ethernet header to the ICRC. The set's size is the
 * link's (src/sim/trace/exchange/wireSize.ts): without each frame's preamble, gap and FCS, which exist only on the wire.
 */
const wireBytes = (sets: readonly ArtifactSet[]) =>
  sets.reduce((n, a) => n + a.bytes - a.count * (PREAMBLE_AND_GAP_BYTES + ETH_FCS_BYTES), 0);
const hostOf = (place: Place): HostId => (place.startsWith('B.') ? 'B' : 'A');

/** The data packets of a round of A's requests: which ones this spec's round sent. */
function roundRange(c: TraceContext, round: number | undefined): Range {
  const r = c.plan.exchange.rounds[round ?? 0];
  return r ? r.sent : [0, 0];
}

interface Kit {
  c: TraceContext;
  plan: TraceContext['plan'];
  s: TraceContext['plan']['s'];
  art: ReturnType<typeof rxeArtifacts>;
  push: (spec: StepSpec) => void;
  out: readonly StepSpec[];
  base: Pick<StepSpec, 'id' | 'phase' | 'round' | 'span'>;
}

function retellRegisterMemory(spec: StepSpec, k: Kit): void {
  const { plan, s, push } = k;
  const host: HostId = spec.id.endsWith('-a') ? 'A' : 'B';
  const mr =
    host === 'A' ? { va: s.localVa, bytes: s.messageBytes } : { va: plan.responder.mrs[0].va, bytes: plan.responder.mrs[0].length };
  push({
    ...spec,
    path: [host === 'A' ? 'A.cpu' : 'B.cpu', host === 'A' ? 'A.dram' : 'B.dram'],
    text: rxeText.regMr(host, Math.max(1, pagesSpanned(mr.va, Math.max(1, mr.bytes)))),
    view: ownView(spec.view),
  });
}

function retellCreateQps(spec: StepSpec, k: Kit): void {
  const { push } = k;
  push({ ...spec, path: ['A.cpu', 'A.dram', 'fabric', 'B.dram', 'B.cpu'], text: rxeText.createQp(), view: ownView(spec.view) });
}

function retellConnectQps(spec: StepSpec, k: Kit): void {
  const { push } = k;
  push({ ...spec, path: ['A.cpu', 'fabric', 'B.cpu'], text: withoutCards(spec.text), view: ownView(spec.view) });
}

function retellBuildWqe(spec: StepSpec, k: Kit): void {
  const { plan, s, art, push, base } = k;
  push({
    ...base,
    role: 'build-wqe',
    actor: 'cpuA',
    path: ['A.cpu', 'A.dram'],
    text: rxeText.wqe(art.wqe.bytes, plan.payloadInline, s.op === 'send', s.messageBytes),
    artifacts: [art.wqe],
    delta: {
      A: { cpuStoreBytes: art.wqe.bytes, cpuCopyBytes: plan.payloadInline ? s.messageBytes : 0, cpuNs: spanNs(spec.span) },
      memory: { wqeWritten: true },
    },
    view: { touches: [{ object: 'A.sq', by: 'cpu' }] },
  });
}

function retellWriteDoorbellRecord(spec: StepSpec, k: Kit): void {
  const { art, push, base } = k;
  push({
    ...base,
    id: 'A1.producer',
    role: 'publish-wqe',
    actor: 'cpuA',
    path: ['A.cpu', 'A.dram'],
    text: rxeText.producer(art.sqProducerAfter),
    artifacts: [art.sqProducer],
    delta: { A: { cpuStoreBytes: art.sqProducer.bytes, cpuNs: spanNs(spec.span) } },
    view: { touches: [{ object: 'A.sq', by: 'cpu' }] },
  });
}

function retellPostMmio(spec: StepSpec, k: Kit): void {
  const { art, push, base } = k;
  push({
    ...base,
    id: 'A1.syscall',
    role: 'post-syscall',
    actor: 'cpuA',
    path: ['A.cpu'],
    text: rxeText.syscall(),
    artifacts: [art.syscall],
    delta: { A: { syscalls: 1, cpuNs: spanNs(spec.span) } },
  });
}

function retellMmioTlp(_spec: StepSpec, k: Kit): void {
  const { art, push, base } = k;
  push({
    ...base,
    id: 'A2.requester',
    role: 'kernel-requester',
    actor: 'kernelA',
    path: ['A.dram', 'A.cpu'],
    text: rxeText.requester(),
    artifacts: [art.wqe],
    delta: { memory: { doorbellRung: true } },
    view: { touches: [{ object: 'A.sq', by: 'cpu' }] },
  });
}

function retellFetchPayload(spec: StepSpec, k: Kit): void {
  const { c, plan, art, push, base } = k;
  const bytes = pieceBytes(plan, roundRange(c, spec.round));
  push({
    ...base,
    id: spec.id.replace('payload-fetch', 'copy'),
    role: 'cpu-copy',
    actor: 'kernelA',
    path: ['A.dram', 'A.cpu', 'A.dram'],
    text: rxeText.copyA(bytes, false, (spec.round ?? 0) > 0),
    artifacts: [art.copiedPayload('A', roundRange(c, spec.round))],
    delta: { A: { cpuCopyBytes: bytes, memReadBytes: bytes, memWriteBytes: bytes } },
    view: { touches: [{ object: 'A.buffer', by: 'cpu' }] },
  });
}

function retellBuildPackets(spec: StepSpec, k: Kit): void {
  const { c, plan, art, push, base } = k;
  const from = spec.artifacts?.[0]?.host ?? 'A';
  // Inline data has no DMA read to retell, but rxe still copies it, from the WQE into each skb (finish_packet).
  const inlineCopy = from === 'A' && plan.payloadInline ? pieceBytes(plan, roundRange(c, spec.round)) : 0;
  const [copy, build] = inlineCopy > 0 ? half(spec.span) : [null, spec.span];
  if (copy) {
    push({
      ...base,
      id: spec.id.replace('segment', 'copy'),
      role: 'cpu-copy',
      actor: 'kernelA',
      span: copy,
      path: ['A.dram', 'A.cpu', 'A.dram'],
      text: rxeText.copyA(inlineCopy, true, (spec.round ?? 0) > 0),
      artifacts: [art.copiedPayload('A', roundRange(c, spec.round))],
      delta: { A: { cpuCopyBytes: inlineCopy, memReadBytes: inlineCopy, memWriteBytes: inlineCopy } },
      view: { touches: [{ object: 'A.sq', by: 'cpu' }] },
    });
  }
  push({
    ...spec,
    span: build,
    actor: from === 'A' ? 'kernelA' : 'kernelB',
    path: from === 'A' ? ['A.cpu', 'A.dram'] : ['B.cpu', 'B.dram'],
    text: rxeText.segment(from === 'B'),
    delta: undefined,
    view: ownView(spec.view),
  });
}

function retellTransmit(spec: StepSpec, k: Kit): void {
  const { s, push } = k;
  const from = spec.artifacts?.[0]?.host ?? 'A';
  const frames = wireBytes(packetsOf(spec.artifacts));
  push({
    ...spec,
    actor: from === 'A' ? 'nicA' : 'nicB',
    path: from === 'A' ? ['A.dram', 'A.rc', 'A.pcie', 'A.hca.port', 'fabric'] : ['B.dram', 'B.rc', 'B.pcie', 'B.hca.port', 'fabric'],
    text: rxeText.transmit(from === 'B', s.messageBytes > 0 && s.op !== 'read'),
    delta: { [from]: { memReadBytes: frames } },
    view: ownView(spec.view),
  });
}

function retellCheck(spec: StepSpec, k: Kit): void {
  const { push, base } = k;
  const at = hostOf(spec.path[0]);
  // The NIC writes the frame as it arrives; the kernel's checks take the step's time (and what follows them may start
  // within it, as the model's clock pipelines them).
  const [rx, chk] = [{ start: spec.span.start, end: spec.span.start }, spec.span];
  const frames = packetsOf(spec.artifacts);
  push({
    ...base,
    id: spec.id.replace(/check$/, 'receive'),
    role: 'nic-receive',
    actor: at === 'B' ? 'nicB' : 'nicA',
    span: rx,
    path: at === 'B' ? ['B.hca.port', 'B.pcie', 'B.rc', 'B.dram'] : ['A.hca.port', 'A.pcie', 'A.rc', 'A.dram'],
    text: rxeText.receive(at === 'B'),
    artifacts: frames,
    delta: { [at]: { memWriteBytes: wireBytes(frames) } },
  });
  push({
    ...spec,
    actor: at === 'B' ? 'kernelB' : 'kernelA',
    span: chk,
    path: at === 'B' ? ['B.dram', 'B.cpu'] : ['A.dram', 'A.cpu'],
    text: spec.role === 'requester-check' ? rxeText.respCheck() : rxeText.check(outcomeOf(spec.checks, k.s.op === 'read')),
    ...(spec.checks ? { checks: inRxeOrder(spec.checks) } : {}),
    view: ownView(spec.view),
  });
}

function retellFetchRecvWqe(_spec: StepSpec, k: Kit): void {
  const { s, art, push, base } = k;
  push({
    ...base,
    role: 'fetch-recv-wqe',
    actor: 'kernelB',
    path: ['B.dram', 'B.cpu'],
    text: rxeText.recvWqe(s.op === 'write-imm', k.plan.exchange.outcome.kind !== 'success'),
    artifacts: [art.recvWqe],
    view: { touches: [{ object: 'B.rq', by: 'cpu' }] },
  });
}

function retellTranslate(spec: StepSpec, k: Kit): void {
  const { push, base } = k;
  const atB = hostOf(spec.path[0]) === 'B';
  push({
    ...base,
    role: 'translate',
    actor: atB ? 'kernelB' : 'kernelA',
    path: atB ? ['B.cpu', 'B.dram'] : ['A.cpu', 'A.dram'],
    text: rxeText.translate(atB),
    view: { touches: [{ object: atB ? 'B.mr' : 'A.buffer', by: 'cpu' }] },
  });
}

function retellPlaceData(spec: StepSpec, k: Kit): void {
  const { s, push, out } = k;
  const host: HostId = spec.actor === 'rootComplexB' ? 'B' : 'A';
  const placed = spec.delta?.[host]?.memWriteBytes ?? 0;
  const from = host === 'B' ? (spec.delta?.memory?.landedBytesB ?? 0) - placed : (spec.delta?.memory?.landedBytesA ?? 0) - placed;
  const va = (host === 'B' ? s.remoteVa : s.localVa) + BigInt(Math.max(0, from));
  // B's copy of a WRITE or SEND runs before any step of B's process: the remote CPU works without being asked.
  const firstCpuB = host === 'B' && !out.some((x) => x.actor === 'cpuB' && x.phase !== 'SETUP');
  push({
    ...spec,
    actor: host === 'B' ? 'kernelB' : 'kernelA',
    path: host === 'B' ? ['B.dram', 'B.cpu', 'B.dram'] : ['A.dram', 'A.cpu', 'A.dram'],
    text: rxeText.land(host, s.op === 'send', placed, pagesSpanned(va, Math.max(1, placed)), firstCpuB),
    delta: {
      ...spec.delta,
      [host]: { cpuCopyBytes: placed, memReadBytes: placed, memWriteBytes: placed },
    },
    view: { ...ownView(spec.view), touches: [{ object: host === 'B' ? 'B.pages' : 'A.buffer', by: 'cpu' }] },
  });
}

function retellReadMemory(spec: StepSpec, k: Kit): void {
  const { c, plan, art, push, base } = k;
  const bytes = pieceBytes(plan, c.plan.exchange.rounds[spec.round ?? 0]?.executed ?? [0, 0]);
  push({
    ...base,
    role: 'read-memory',
    actor: 'kernelB',
    path: ['B.dram', 'B.cpu', 'B.dram'],
    text: rxeText.readMemory(bytes),
    artifacts: [art.copiedPayload('B', c.plan.exchange.rounds[spec.round ?? 0]?.executed ?? [0, 0])],
    delta: { B: { cpuCopyBytes: bytes, memReadBytes: bytes, memWriteBytes: bytes } },
    view: { touches: [{ object: 'B.pages', by: 'cpu' }] },
  });
}

function retellAnswer(spec: StepSpec, k: Kit): void {
  const { art, push } = k;
  const frames = wireBytes(packetsOf(spec.artifacts));
  const lost = spec.view?.mark?.kind === 'lost';
  const syndrome = art.answerSyndrome(spec.artifacts);
  push({
    ...spec,
    actor: 'kernelB',
    path: ['B.cpu', 'B.dram', 'B.hca.port', 'fabric', 'A.hca.port', 'A.dram', 'A.cpu'],
    text: spec.role === 'acknowledge' ? rxeText.ack(lost, syndrome) : rxeText.nak(syndrome),
    // B's NIC reads the answer from B's memory; A's NIC writes it into A's (when it arrives).
    delta: { B: { memReadBytes: frames }, ...(lost ? {} : { A: { memWriteBytes: frames } }) },
    view: ownView(spec.view),
  });
}

function retellTimeout(spec: StepSpec, k: Kit): void {
  const { push } = k;
  push({ ...spec, actor: 'kernelA', path: ['A.cpu'], text: rxeText.timeout(), view: ownView(spec.view) });
}

function retellRnrWait(spec: StepSpec, k: Kit): void {
  const { push } = k;
  push({ ...spec, actor: 'kernelA', path: ['A.cpu'], text: rxeText.rnr(), view: ownView(spec.view) });
}

function retellPostRecv(spec: StepSpec, k: Kit): void {
  const { art, push } = k;
  push({
    ...spec,
    text: rxeText.postRecv(),
    artifacts: [art.recvWqe, art.rqProducer],
    delta: { ...spec.delta, B: { cpuStoreBytes: art.recvWqe.bytes + art.rqProducer.bytes } },
    view: { ...ownView(spec.view), touches: [{ object: 'B.rq', by: 'cpu' }] },
  });
}

function retellCompletion(spec: StepSpec, k: Kit): void {
  const { art, push } = k;
  const host: HostId = spec.role === 'write-completion' ? 'A' : 'B';
  const cqe = spec.artifacts?.some((a) => a.kind === 'cqe') ? art.cqe(host) : null;
  push({
    ...spec,
    actor: host === 'A' ? 'kernelA' : 'kernelB',
    path: host === 'A' ? ['A.cpu', 'A.dram'] : ['B.cpu', 'B.dram'],
    text: cqe ? rxeText.cqe(host, cqe.status) : rxeText.unsignaled(),
    artifacts: cqe ? [cqe.set] : [],
    delta: {
      memory: spec.delta?.memory,
      ...(cqe ? { [host]: { cpuStoreBytes: cqe.stored, memWriteBytes: cqe.stored } } : {}),
    },
    view: { touches: cqe ? [{ object: host === 'A' ? 'A.cq' : 'B.cq', by: 'cpu' }] : [] },
  });
}

function retellPoll(spec: StepSpec, k: Kit): void {
  const { art, push } = k;
  const host: HostId = spec.role === 'poll-completion' ? 'A' : 'B';
  const cqe = spec.artifacts?.some((a) => a.kind === 'cqe') ? art.cqe(host) : null;
  push({
    ...spec,
    text: cqe ? rxeText.poll(host) : rxeText.pollUnsignaled(),
    artifacts: cqe ? [cqe.set] : [],
    view: ownView(spec.view),
  });
}

const RETELL: Partial<Record<StepSpec['role'], (spec: StepSpec, k: Kit) => void>> = {
  'register-memory': retellRegisterMemory,
  'create-qps': retellCreateQps,
  'connect-qps': retellConnectQps,
  'build-wqe': retellBuildWqe,
  'write-doorbell-record': retellWriteDoorbellRecord,
  'post-mmio': retellPostMmio,
  'mmio-tlp': retellMmioTlp,
  'fetch-payload': retellFetchPayload,
  'build-packets': retellBuildPackets,
  transmit: retellTransmit,
  'responder-check': retellCheck,
  'requester-check': retellCheck,
  'fetch-recv-wqe': retellFetchRecvWqe,
  translate: retellTranslate,
  'place-data': retellPlaceData,
  'read-memory': retellReadMemory,
  acknowledge: retellAnswer,
  nak: retellAnswer,
  timeout: retellTimeout,
  'rnr-wait': retellRnrWait,
  'post-recv': retellPostRecv,
  'write-completion': retellCompletion,
  'responder-completion': retellCompletion,
  'poll-completion': retellPoll,
  'responder-poll': retellPoll,
};

/**
 * The same transfer told as soft-RoCE runs it (preset rxe): each step the hardware model computes, from the same
 * exchange (rounds, answers, faults) and the same clock, is retold with the machine that does it on rxe: host A's
 * and B's CPUs running librxe and the kernel's rxe driver, and two plain Ethernet NICs. Steps a hardware HCA needs and
 * rxe has not (the BAR store's TLP, the WQE's DMA read, B's DMA writes) go; steps rxe has and a card has not (the
 * ring's producer index, the system call, the NIC's receive into a socket buffer) come in their place. No rxe step
 * carries a TLP: nothing in it is a PCIe transaction of an RDMA device.
 */
export function rxeStepSpecs(c: TraceContext, hw: readonly StepSpec[]): StepSpec[] {
  const { plan } = c;
  const out: StepSpec[] = [];
  // The fabric and the out-of-band exchange keep their own sources (buildTrace fills them); the others cite rxe's.
  const push = (spec: StepSpec) => {
    out.push(ROLE_SOURCES[spec.role] ? { ...spec, text: { ...spec.text, sources: sourcesOf(spec.role) } } : spec);
  };
  const kit = { c, plan, s: plan.s, art: rxeArtifacts(plan), push, out };
  for (const spec of completionBeforeAnswer(inRxeOrderOfWork(hw), plan)) {
    if (spec.role === 'fetch-wqe' || spec.role === 'pcie-write') continue; // a card's PCIe transactions: rxe has none
    const retell = RETELL[spec.role];
    if (retell) retell(spec, { ...kit, base: { id: spec.id, phase: spec.phase, round: spec.round, span: spec.span } });
    else if (spec.role === 'switch-forward' || spec.role === 'cable' || spec.role === 'exchange-keys')
      push({ ...spec, text: withoutCards(spec.text) });
    else throw new Error(`soft-RoCE has no retelling of step role ${spec.role}`);
  }
  return endToEnd(out);
}

const spanNs = (s: Span) => s.end - s.start;

/**
 * A card may read B's receive WQE before it checks a packet (the model's clock has HCA B fetch it as the packet
 * arrives); rxe takes it inside its checks (check_resource, after check_psn, check_op_seq and check_op_valid). The
 * packet's arrival and checks come first, then the WQE, from the time the card would have started its read. The WQE's
 * step tells what the checks did with it; where a later check (check_rkey) refused the packet, its text says the WQE
 * was taken during those checks, before the refusal.
 */
function inRxeOrderOfWork(hw: readonly StepSpec[]): StepSpec[] {
  const out = [...hw];
  for (let i = 0; i + 1 < out.length; i++) {
    const [wqe, check] = [out[i], out[i + 1]];
    if (wqe.role === 'fetch-recv-wqe' && check.role === 'responder-check' && wqe.round === check.round) {
      out[i] = { ...check, span: { start: wqe.span.start, end: check.span.end } };
      out[i + 1] = wqe;
    }
  }
  return out;
}

/** A hardware step's view hints without the route and the moving sets it drew the card's path with. */
function ownView(view: StepSpec['view']): StepSpec['view'] {
  if (!view) return undefined;
  const { route: _route, moving: _moving, touches: _touches, ...rest } = view;
  return rest;
}

/**
 * The sentences of the steps soft-RoCE shares with a card (the out-of-band exchange, the connection, the fabric),
 * where they name an HCA: the same sentence about the hosts and their kernels (same parameters).
 */
const WITHOUT_CARDS: Partial<Record<Msg['key'], Msg['key']>> = {
  'step.exchange.reality': 'rxe.exchange.reality',
  'step.connect.reality': 'rxe.connect.reality',
  'step.cable.s2Roce': 'rxe.cable.s2',
  'step.switch.s2Roce': 'rxe.switch.s2',
  'step.fabric.lost': 'rxe.fabric.lost',
};

function swapped(m: Msg): Msg {
  const key = WITHOUT_CARDS[m.key];
  return key ? { ...m, key } : m;
}

function withoutCards(text: StepText): StepText {
  return {
    ...text,
    title: swapped(text.title),
    summary: text.summary.map(swapped),
    ...(text.reality ? { reality: swapped(text.reality) } : {}),
  };
}

/**
 * rxe completes B's receive before it answers: execute, then do_complete (rxe_cq_post), then acknowledge, one after
 * another in rxe_responder (Linux v6.8 rxe_resp.c L1488-L1691). A card's model writes the CQE later; here B's CQE
 * moves to just before the answer to the packet that completed it (the last one placed, or the refused one). A receive
 * flushed when B's QP went to error completes later, as on a card.
 */
function completionBeforeAnswer(hw: readonly StepSpec[], plan: TraceContext['plan']): StepSpec[] {
  const cqeAt = hw.findIndex((x) => x.role === 'responder-completion');
  if (cqeAt < 0) return [...hw];
  const flushed = plan.exchange.outcome.kind !== 'success' && !recvWqeTaken(plan.exchange);
  if (flushed) return [...hw];
  const n = plan.s.messageBytes;
  const done = hw.findIndex(
    (x) =>
      (x.role === 'place-data' && (x.delta?.memory?.landedBytesB ?? -1) === n) ||
      (x.role === 'responder-check' &&
        x.checks?.some((c) => c.verdict === 'fail' && c.id !== 'fcs' && c.id !== 'icrc' && c.id !== 'psn' && c.id !== 'recv-wqe')),
  );
  const answer = hw.findIndex((x, i) => i > done && (x.role === 'acknowledge' || x.role === 'nak'));
  if (done < 0 || answer < 0 || answer > cqeAt) return [...hw];
  const out = hw.filter((_, i) => i !== cqeAt);
  out.splice(answer, 0, hw[cqeAt]);
  return out;
}

/**
 * soft-RoCE's clock: the card's model pipelines its engines (the next stage starts while one finishes); rxe's steps are
 * the CPUs' and NICs' work in turn, so each step starts once the one before it has ended, keeping its own length.
 * The times are the card's model laid end to end: not calibrated for rxe (no published figure: docs/research/soft-roce).
 */
function endToEnd(specs: readonly StepSpec[]): StepSpec[] {
  let shift = 0;
  let prevEnd = Number.NEGATIVE_INFINITY;
  return specs.map((x) => {
    if (x.phase === 'SETUP') return x;
    const start = Math.max(x.span.start + shift, prevEnd);
    shift = start - x.span.start;
    const end = start + (x.span.end - x.span.start);
    prevEnd = end;
    return { ...x, span: { start, end } };
  });
}
