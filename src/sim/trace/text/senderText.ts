import { type Msg, msg } from '../../../i18n/msg';
import { leafFields } from '../../bytes/field';
import { hex } from '../../bytes/hex';
import { ibDataGbps } from '../../fabric/ibRates';
import { byteCount } from '../../format/messageParams';
import { opcodeName } from '../../ib/opcodes';
import { bar1AddressOf, bufferInGpu } from '../../platform/gpuMemory';
import { hostIp } from '../../roce/addressing';
import type { Scenario } from '../../scenario/types';
import { hcaWireOf } from '../../wire/hcaWire';
import { type Claims, GENERAL, LABEL, when } from '../claims/claim';
import type { StepFacts } from '../claims/stepFacts';
import type { TraceContext } from '../context';
import { type Range, rangeSize } from '../exchange/exchangePlan';
import type { StreamTiming } from '../exchange/streamTiming';
import type { TransferPlan } from '../plan';
import type { HostId, StepText } from '../types';

/** The step's packets carry a header group of this name (decoded from the first packet's fields). */
const firstCarries = (f: StepFacts, header: string) => f.firstArtifact?.fields.some((x) => x.name === header) ?? false;
const sentBy = (f: StepFacts, host: HostId) => f.firstArtifact?.host === host;
/** The value of the step's first packet's field at this path (leaf paths: 'BTH.M', 'IPv4.ECN'). */
const firstValue = (f: StepFacts, ...paths: string[]) =>
  leafFields(f.firstArtifact?.fields ?? []).find((x) => paths.includes(x.path))?.value ?? null;
/** The step's packets carry a card's values where the standards leave the choice to it (src/sim/wire/hcaWire.ts). */
const cardValues = (f: StepFacts) => firstValue(f, 'BTH.M') === '1';

/** The step reads a buffer in GPU memory: A's for its payload read, B's for a READ's. */
const fetchesFromGpu = (f: StepFacts) => (f.role === 'read-memory' ? f.memB : f.memA) === 'gpu';

/** What each sentence of a sender's steps (payload read, packets built, packets sent) asserts. */
export const SENDER_CLAIMS: Claims = {
  'step.payloadFetch.title': when((f) => f.role === 'fetch-payload' && f.round === 0),
  'step.retry.fetch.title': when((f) => f.role === 'fetch-payload' && (f.round ?? 0) > 0),
  'step.payloadFetch.s1': GENERAL,
  'step.transmit.gpuSameWire': when((f) => f.memA === 'gpu' || f.memB === 'gpu'),
  'step.payloadFetch.s2': when((f) => !fetchesFromGpu(f)),
  'step.payloadFetch.s2Gpu': when(fetchesFromGpu),
  'step.payloadFetch.gpu': when(fetchesFromGpu),
  'step.gpu.route.switch': when((f) => f.p2pPath === 'switch' && (f.memA === 'gpu' || f.memB === 'gpu' || f.initiator === 'gpu')),
  'step.gpu.route.rc': when((f) => f.p2pPath === 'root-complex' && (f.memA === 'gpu' || f.memB === 'gpu' || f.initiator === 'gpu')),
  'step.payloadFetch.reality': when((f) => f.payloadFetches === 1 && f.memA === 'host'),
  'step.payloadFetch.realityGpu': when((f) => f.payloadFetches === 1 && f.memA === 'gpu'),
  'step.payloadFetch.realityFirst': when((f) => f.payloadFetches > 1 && f.laterFetch && f.memA === 'host'),
  'step.payloadFetch.realityFirstGpu': when((f) => f.payloadFetches > 1 && f.laterFetch && f.memA === 'gpu'),
  'step.retry.fetch.s0': when((f) => (f.round ?? 0) > 0 && f.roundFetchesPayload),
  'step.retry.fetch.reality': when((f) => (f.round ?? 0) > 0 && f.payloadFetches > 1),
  'step.readMemory.title': when((f) => f.role === 'read-memory'),
  'step.readMemory.s1': GENERAL,
  'step.readMemory.reality': when((f) => f.op === 'read' && !f.cpuBActs),
  'step.segment.title': when((f) => f.role === 'build-packets' && f.round === 0 && sentBy(f, 'A')),
  'step.retry.segment.title': when((f) => f.role === 'build-packets' && (f.round ?? 0) > 0 && sentBy(f, 'A')),
  'step.segment.titleResponses': when((f) => f.role === 'build-packets' && sentBy(f, 'B')),
  'step.segment.s1': GENERAL,
  'step.segment.seq1': LABEL,
  'step.segment.seq2': LABEL,
  'step.segment.seqMany': LABEL,
  'step.segment.middlesOf': LABEL,
  'step.segment.write': when((f) => firstCarries(f, 'RETH')),
  'step.segment.imm': when((f) => f.op === 'write-imm'),
  'step.segment.send': when((f) => f.op === 'send' && !firstCarries(f, 'RETH')),
  'step.segment.read': when((f) => f.op === 'read' && sentBy(f, 'B')),
  'step.segment.s2': when((f) => f.transport === 'ib' && f.messageBytes > 0),
  'step.segment.s2Roce': when((f) => f.transport === 'rocev2' && f.messageBytes > 0),
  'step.segment.s2Empty': when((f) => f.transport === 'ib' && f.messageBytes === 0),
  'step.segment.s2RoceEmpty': when((f) => f.transport === 'rocev2' && f.messageBytes === 0),
  'step.segment.cardValues': when((f) => f.transport === 'ib' && cardValues(f)),
  'step.segment.cardValuesRoce': when((f) => f.transport === 'rocev2' && cardValues(f) && firstValue(f, 'IPv4.ECN', 'IPv6.ECN') === '0x2'),
  'step.segment.reality': when((f) => f.messageBytes > 0),
  'step.transmit.title': when((f) => f.role === 'transmit' && (f.step.artifacts[0]?.count ?? 0) > 1),
  'step.transmit.titleOne': when((f) => f.role === 'transmit' && f.step.artifacts[0]?.count === 1),
  'step.transmit.s1': LABEL,
  'step.transmit.s1Full': LABEL,
  'step.transmit.s2Many': when((f) => (f.step.artifacts[0]?.count ?? 0) > 1),
  'step.transmit.s2One': when((f) => f.step.artifacts[0]?.count === 1),
  'step.transmit.roceWire': when((f) => f.transport === 'rocev2'),
  'step.transmit.rate': when((f) => f.transport === 'ib'),
  'step.transmit.rateRoce': when((f) => f.transport === 'rocev2'),
};

/** Payload bytes of packets [from, to). */
export function pieceBytes(plan: TransferPlan, r: Range): number {
  if (rangeSize(r) === 0) return 0;
  return Math.min(plan.s.messageBytes, r[1] * plan.s.pathMtu) - r[0] * plan.s.pathMtu;
}

/** A sender reads its payload by DMA: HCA A for a write-like operation (again when it resends), HCA B for a READ. */
export function fetchText(c: TraceContext, st: StreamTiming, host: HostId, fetched: number, retry: boolean): StepText {
  const { s } = c.plan;
  const params = {
    bytes: byteCount(fetched),
    reads: msg('unit.mrd', { n: st.reads.count }),
    cpls: msg('unit.cpld', { n: st.completions.count }),
    mrrs: s.pcie.mrrs,
    mps: s.pcie.mps,
  };
  // GPUDirect RDMA: the reads go to the GPU's BAR1 and the GPU answers them.
  const gpu = bufferInGpu(s, host);
  const where = gpu
    ? [
        msg('step.payloadFetch.gpu', { host, bar1: hex(bar1AddressOf(s, host)), route: gpuRoute(s, host) }),
        msg('step.payloadFetch.s2Gpu', { host }),
      ]
    : [msg('step.payloadFetch.s2')];
  if (host === 'B') {
    return {
      title: msg('step.readMemory.title'),
      summary: [msg('step.readMemory.s1', params), ...where],
      reality: msg('step.readMemory.reality'),
    };
  }
  // Only one read of the payload when nothing is resent; a round that will be resent reads it again later.
  const again = c.plan.exchange.rounds.slice(1).some((r) => rangeSize(r.sent) > 0);
  const first = again ? 'step.payloadFetch.realityFirst' : 'step.payloadFetch.reality';
  return {
    title: msg(retry ? 'step.retry.fetch.title' : 'step.payloadFetch.title'),
    summary: [...(retry ? [msg('step.retry.fetch.s0')] : []), msg('step.payloadFetch.s1', params), ...where],
    reality: msg(retry ? 'step.retry.fetch.reality' : gpu ? (`${first}Gpu` as const) : first),
  };
}

/** How a GPU's peer-to-peer TLPs travel between it and its HCA: through the switch they share, or the root complex. */
export const gpuRoute = (s: Pick<Scenario, 'p2pPath'>, host: HostId): Msg =>
  msg(s.p2pPath === 'switch' ? 'step.gpu.route.switch' : 'step.gpu.route.rc', { host });

/** "RDMA WRITE FIRST, 14 × RDMA WRITE MIDDLE, RDMA WRITE LAST with Immediate": the opcodes of packets [from, to). */
function opcodeSequence(plan: TransferPlan, r: Range): Msg {
  const [from, to] = r;
  const name = (k: number) => opcodeName(plan.dataOpcode(k));
  const n = to - from;
  if (n === 1) return msg('step.segment.seq1', { a: name(from) });
  if (n === 2) return msg('step.segment.seq2', { a: name(from), b: name(to - 1) });
  // A resent run that starts in the middle of the message: its first packet is one of the middles.
  if (name(from) === name(from + 1))
    return msg('step.segment.seq2', { a: msg('step.segment.middlesOf', { n: n - 1, name: name(from) }), b: name(to - 1) });
  return msg('step.segment.seqMany', {
    a: name(from),
    middles: msg('step.segment.middlesOf', { n: n - 2, name: name(from + 1) }),
    b: name(to - 1),
  });
}

/** The sending HCA builds the run's packets: which headers they carry, and where they go. */
export function segmentText(c: TraceContext, r: Range, host: HostId, retry: boolean, psn: number): StepText {
  const { plan } = c;
  const { s } = plan;
  const headers: Msg[] =
    s.op === 'read'
      ? [msg('step.segment.read')]
      : s.op === 'send'
        ? [msg('step.segment.send')]
        : s.op === 'write-imm'
          ? [msg('step.segment.write'), msg('step.segment.imm', { imm: hex(s.immData) })]
          : [msg('step.segment.write')];
  const to = host === 'A' ? { lid: s.lidB, qpn: s.qpnB } : { lid: s.lidA, qpn: s.qpnA };
  return {
    title: msg(host === 'B' ? 'step.segment.titleResponses' : retry ? 'step.retry.segment.title' : 'step.segment.title'),
    summary: [
      msg('step.segment.s1', { mtu: s.pathMtu, packets: msg('unit.packet', { n: rangeSize(r) }), sequence: opcodeSequence(plan, r) }),
      ...(r[0] === 0 || s.op === 'read' ? headers : []),
      msg(
        s.transport === 'rocev2'
          ? s.messageBytes
            ? 'step.segment.s2Roce'
            : 'step.segment.s2RoceEmpty'
          : s.messageBytes
            ? 'step.segment.s2'
            : 'step.segment.s2Empty',
        {
          lid: String(to.lid),
          ip: hostIp(host === 'A' ? 'B' : 'A', s.roceIp),
          qpn: hex(to.qpn),
          psn: String(psn),
        },
      ),
      ...(hcaWireOf(s.preset).kind === 'connectx'
        ? [msg(s.transport === 'rocev2' ? 'step.segment.cardValuesRoce' : 'step.segment.cardValues')]
        : []),
    ],
    ...(s.messageBytes > 0 ? { reality: msg('step.segment.reality') } : {}),
  };
}

/** The sending HCA serialises the run onto its port. */
export function transmitText(c: TraceContext, r: Range, wire: number, host: HostId): StepText {
  const { plan } = c;
  const { s } = plan;
  const gbps = ibDataGbps(s.ib.speed, s.ib.width);
  const rate = msg(s.transport === 'rocev2' ? 'step.transmit.rateRoce' : 'step.transmit.rate', {
    speed: s.ib.speed,
    width: String(s.ib.width),
    gbps: Number.isInteger(gbps) ? String(gbps) : gbps.toFixed(1),
  });
  const n = rangeSize(r);
  const ns = plan.timing.ib(n > 1 ? plan.wire.full : plan.wire.data(r[0])).toFixed(1);
  const params = { packets: msg('unit.packet', { n }), bytes: byteCount(wire), rate, ns, host };
  return {
    title: msg(n > 1 ? 'step.transmit.title' : 'step.transmit.titleOne', { host }),
    summary: [
      msg(n > 1 ? 'step.transmit.s1Full' : 'step.transmit.s1', params),
      msg(n > 1 ? 'step.transmit.s2Many' : 'step.transmit.s2One'),
      ...(s.transport === 'rocev2' ? [msg('step.transmit.roceWire')] : []),
      // GPUDirect RDMA changes the PCIe side only: the packets are byte for byte those of host memory.
      ...(s.memA === 'gpu' || s.memB === 'gpu' ? [msg('step.transmit.gpuSameWire')] : []),
    ],
  };
}
