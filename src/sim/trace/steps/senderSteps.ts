import { msg, type Msg } from '../../../i18n/msg';
import { ibDataGbps } from '../../fabric/ibRates';
import { opcodeName } from '../../ib/opcodes';
import { CPL_HEADER_BYTES, tlpHeaderBytes } from '../../pcie/tlp';
import { hostIp } from '../../roce/addressing';
import { bufferAddress, bufferOf, dmaCompletionSet, dmaReadSet } from '../artifacts/dma';
import { dataPacketSet, psnOf } from '../artifacts/packets';
import type { TraceContext } from '../context';
import { type Range, type Round, rangeSize } from '../exchange/exchangePlan';
import type { StreamTiming } from '../exchange/streamTiming';
import type { Place } from '../places';
import type { TransferPlan } from '../plan';
import type { StepSpec } from '../stepSpec';
import type { HostId, Phase, StepText } from '../types';
import { streamHint } from './fabricSteps';
import { roundNaming } from './roundIds';

const hex = (v: number | bigint) => `0x${v.toString(16)}`;

const bytes = (n: number) => msg('unit.byte', { n });

/** Bytes on the link of data packets [from, to): the first, the last, and the middles (all alike). */
export function wireBytesOf(plan: TransferPlan, r: Range): number {
  const n = rangeSize(r);
  if (n === 0) return 0;
  const [from, to] = r;
  let total = plan.wire.data(from);
  if (n > 1) total += plan.wire.data(to - 1);
  if (n > 2) total += (n - 2) * plan.wire.data(from + 1);
  return total;
}

const HOST_PATH: Record<HostId, { fetch: Place[]; build: Place[]; out: Place[] }> = {
  A: {
    fetch: ['A.dram', 'A.rc', 'A.pcie', 'A.hca.engine', 'A.hca.sram'],
    build: ['A.hca.sram', 'A.hca.engine', 'A.hca.port'],
    out: ['A.hca.port', 'fabric'],
  },
  B: {
    fetch: ['B.dram', 'B.rc', 'B.pcie', 'B.hca.engine', 'B.hca.sram'],
    build: ['B.hca.sram', 'B.hca.engine', 'B.hca.port'],
    out: ['B.hca.port', 'fabric'],
  },
};

/**
 * The sending HCA's part of one run of data packets: it reads the payload by
 * DMA (unless it is inline or empty), builds the packets and puts them on its
 * link. The sender is HCA A for a WRITE, WRITE with immediate or SEND, and
 * HCA B for a READ's responses.
 */
export function senderSteps(
  c: TraceContext,
  round: Round,
  st: StreamTiming,
  host: HostId,
  phases: { fetch: Phase; send: Phase },
): StepSpec[] {
  const { plan } = c;
  const { s } = plan;
  const name = roundNaming(round);
  const fetch = host === 'A' ? plan.payloadFetch : plan.responderFetch;
  const buffer = bufferOf(plan, host);
  const sent = st.sent;
  const n = rangeSize(sent);
  const other: HostId = host === 'A' ? 'B' : 'A';
  const wire = wireBytesOf(plan, sent);
  const steps: StepSpec[] = [];
  const retry = round.index > 0;
  if (fetch && st.fetch && st.reads.count > 0) {
    const h = tlpHeaderBytes(bufferAddress(plan, buffer, 0).dma, false);
    const fetchedBytes = pieceBytes(plan, sent);
    steps.push({
      id: name.id(host === 'A' ? 'A3.payload-fetch' : 'B3.read-memory'),
      role: host === 'A' ? 'fetch-payload' : 'read-memory',
      phase: phases.fetch,
      actor: host === 'A' ? 'hcaA' : 'hcaB',
      path: HOST_PATH[host].fetch,
      span: st.fetch,
      text: fetchText(c, st, host, fetchedBytes, retry),
      artifacts: [dmaReadSet(plan, buffer, fetch, st.reads, st), dmaCompletionSet(plan, buffer, fetch, st.completions, st)],
      delta: {
        [host]: {
          tlpsUp: st.reads.count,
          tlpBytesUp: st.reads.count * h,
          tlpsDown: st.completions.count,
          tlpBytesDown: st.completions.count * CPL_HEADER_BYTES + fetchedBytes,
          memReadBytes: fetchedBytes,
        },
        hcaBufferBytes: { [host]: Math.min(fetchedBytes, s.pathMtu) },
      },
      view: { motion: 'request-response', touches: [{ object: host === 'A' ? 'A.buffer' : 'B.pages', by: 'bus' }] },
    });
  }
  steps.push(
    {
      id: name.id(host === 'A' ? 'A3.segment' : 'RESPONSE.build'),
      role: 'build-packets',
      phase: phases.send,
      actor: host === 'A' ? 'hcaA' : 'hcaB',
      path: HOST_PATH[host].build,
      span: st.segment,
      text: segmentText(c, sent, host, retry),
      artifacts: [dataPacketSet(plan, st, 'built')],
      delta: { hcaBufferBytes: { [host]: plan.wire.data(sent[0]) } },
    },
    {
      id: name.id(host === 'A' ? 'A3.transmit' : 'RESPONSE.transmit'),
      role: 'transmit',
      phase: phases.send,
      actor: host === 'A' ? 'hcaA' : 'hcaB',
      path: HOST_PATH[host].out,
      span: st.transmit,
      text: transmitText(c, sent, wire, host),
      artifacts: [dataPacketSet(plan, st, 'sent')],
      delta: {
        ib: host === 'A' ? { packetsAtoB: n, bytesAtoB: wire } : { packetsBtoA: n, bytesBtoA: wire },
        hcaBufferBytes: { [host]: 0 },
      },
      view: {
        motion: n > 1 ? 'stream' : 'single',
        fabric: host === 'A' ? { from: 0, to: s.ib.switchHops === 0 ? 0.5 : 1 } : fabricOut(s.ib.switchHops),
        stream: streamHint(st, other),
      },
    },
  );
  return steps;
}

/** B's responses leave B's port towards the last switch (or the cable's middle). */
function fabricOut(hops: number) {
  const last = hops + 1;
  return { from: last, to: hops === 0 ? 0.5 : hops };
}

/** Payload bytes of packets [from, to). */
function pieceBytes(plan: TransferPlan, r: Range): number {
  if (rangeSize(r) === 0) return 0;
  return Math.min(plan.s.messageBytes, r[1] * plan.s.pathMtu) - r[0] * plan.s.pathMtu;
}

function fetchText(c: TraceContext, st: StreamTiming, host: HostId, fetched: number, retry: boolean): StepText {
  const { s } = c.plan;
  const params = {
    bytes: bytes(fetched),
    reads: msg('unit.mrd', { n: st.reads.count }),
    cpls: msg('unit.cpld', { n: st.completions.count }),
    mrrs: s.pcie.mrrs,
    mps: s.pcie.mps,
  };
  if (host === 'B') {
    return {
      title: msg('step.readMemory.title'),
      summary: [msg('step.readMemory.s1', params), msg('step.payloadFetch.s2')],
      reality: msg('step.readMemory.reality'),
    };
  }
  return {
    title: msg(retry ? 'step.retry.fetch.title' : 'step.payloadFetch.title'),
    summary: [...(retry ? [msg('step.retry.fetch.s0')] : []), msg('step.payloadFetch.s1', params), msg('step.payloadFetch.s2')],
    reality: msg(retry ? 'step.retry.fetch.reality' : 'step.payloadFetch.reality'),
  };
}

/** "RDMA WRITE FIRST, 14 × RDMA WRITE MIDDLE, RDMA WRITE LAST with Immediate": the opcodes of packets [from, to). */
function opcodeSequence(plan: TransferPlan, r: Range): Msg {
  const [from, to] = r;
  const name = (k: number) => opcodeName(plan.dataOpcode(k));
  const n = to - from;
  if (n === 1) return msg('step.segment.seq1', { a: name(from) });
  if (n === 2) return msg('step.segment.seq2', { a: name(from), b: name(to - 1) });
  return msg('step.segment.seqMany', {
    a: name(from),
    middles: msg('step.segment.middlesOf', { n: n - 2, name: name(from + 1) }),
    b: name(to - 1),
  });
}

function segmentText(c: TraceContext, r: Range, host: HostId, retry: boolean): StepText {
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
      msg(s.transport === 'rocev2' ? 'step.segment.s2Roce' : 'step.segment.s2', {
        lid: String(to.lid),
        ip: hostIp(host === 'A' ? 'B' : 'A', s.roceIp),
        qpn: hex(to.qpn),
        psn: String(psnOf(plan, r[0])),
      }),
    ],
    reality: msg('step.segment.reality'),
  };
}

function transmitText(c: TraceContext, r: Range, wire: number, host: HostId): StepText {
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
  const params = { packets: msg('unit.packet', { n }), bytes: bytes(wire), rate, ns, host };
  return {
    title: msg(n > 1 ? 'step.transmit.title' : 'step.transmit.titleOne', { host }),
    summary: [
      msg(n > 1 ? 'step.transmit.s1Full' : 'step.transmit.s1', params),
      msg(n > 1 ? 'step.transmit.s2Many' : 'step.transmit.s2One'),
      ...(s.transport === 'rocev2' ? [msg('step.transmit.roceWire')] : []),
    ],
  };
}
