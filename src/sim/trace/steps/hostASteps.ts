import { msg } from '../../../i18n/msg';
import { ibDataGbps } from '../../fabric/ibRates';
import { ibPacketLength } from '../../ib/packet';
import { MLX5_SEND_WQE_BB } from '../../mlx5/wqeConstants';
import { CPL_HEADER_BYTES, tlpHeaderBytes } from '../../pcie/tlp';
import { translate } from '../../platform/pageMap';
import * as hostA from '../artifacts/hostA';
import { mmioChunks } from '../artifacts/hostA';
import { dataPacketSet, dataWireBytes, psnOf } from '../artifacts/packets';
import type { TraceContext } from '../context';
import type { StepSpec } from '../stepSpec';
import type { Span } from '../timeline';
import type { StepText } from '../types';

const hex = (v: number | bigint) => `0x${v.toString(16)}`;
const dur = (x: Span) => x.end - x.start;
const bytes = (n: number) => msg('unit.byte', { n });

/** A1-A3: host A's CPU posts the work request; HCA A fetches, builds and sends the packets. */
export function hostASteps(c: TraceContext): StepSpec[] {
  const { plan, t, wqe } = c;
  const { s } = plan;
  const mmio = c.mmio.bytes.length;
  const chunks = mmioChunks(c.mmio).length;
  const counter = hostA.sqCounterAfter(wqe);
  const doorbellHeader = tlpHeaderBytes(plan.addr.doorbell, true);
  const steps: StepSpec[] = [
    {
      id: 'A1.wqe',
      role: 'build-wqe',
      phase: 'A1',
      actor: 'cpuA',
      path: ['A.cpu', 'A.dram'],
      span: t.wqe,
      text: wqeText(c),
      artifacts: [hostA.wqeArtifact(plan, wqe)],
      // Inline data is copied by the CPU into the WQE: the one CPU copy of the payload in the whole transfer.
      delta: {
        A: { cpuStoreBytes: wqe.bytes.length, cpuCopyBytes: plan.payloadInline ? s.messageBytes : 0, cpuNs: dur(t.wqe) },
        memory: { wqeWritten: true },
      },
      view: { touches: [{ object: 'A.sq', by: 'cpu' }] },
    },
    {
      id: 'A1.dbr',
      role: 'write-doorbell-record',
      phase: 'A1',
      actor: 'cpuA',
      path: ['A.cpu', 'A.dram'],
      span: t.dbr,
      text: {
        title: msg('step.dbr.title'),
        summary: [msg('step.dbr.s1', { counter: String(counter) }), msg('step.dbr.s2')],
        reality: msg('step.dbr.reality'),
      },
      artifacts: [hostA.doorbellRecordArtifact(plan, wqe)],
      delta: { A: { cpuStoreBytes: 4, cpuNs: dur(t.dbr) }, memory: { dbrValue: counter } },
      view: { touches: [{ object: 'A.dbr', by: 'cpu' }] },
    },
    {
      id: 'A1.mmio',
      role: 'post-mmio',
      phase: 'A1',
      actor: 'cpuA',
      path: ['A.cpu', 'A.rc'],
      span: t.mmio,
      text: mmioText(c),
      artifacts: [hostA.mmioArtifact(plan, wqe, t)],
      delta: { A: { cpuMmioStores: mmio / 8, cpuMmioBytes: mmio, cpuNs: dur(t.mmio) } },
      view: { touches: [{ object: 'A.doorbell', by: 'cpu' }] },
    },
    {
      id: 'A2.tlp',
      role: 'mmio-tlp',
      phase: 'A2',
      actor: 'rootComplexA',
      path: ['A.rc', 'A.pcie', 'A.hca.bar'],
      span: t.doorbellTlp,
      text: {
        title: msg('step.tlp.title'),
        summary: [
          msg(plan.wqeByDma ? 'step.tlp.s1' : 'step.tlp.s1Bf', {
            addr: hex(plan.addr.doorbell),
            dw: doorbellHeader / 4,
            where: msg(doorbellHeader === 12 ? 'step.tlp.below4G' : 'step.tlp.above4G'),
            bytes: bytes(mmio),
            tlps: msg('step.tlp.count', { n: chunks }),
          }),
          msg(plan.wqeByDma ? 'step.tlp.s2' : 'step.tlp.s2Bf'),
        ],
        reality: msg('step.tlp.reality'),
      },
      artifacts: [hostA.doorbellTlpArtifact(plan, wqe, t)],
      delta: {
        A: { tlpsDown: chunks, tlpBytesDown: chunks * doorbellHeader + mmio },
        memory: { doorbellRung: true },
        hcaBufferBytes: { A: plan.wqeByDma ? 0 : mmio },
      },
      view: { touches: [{ object: 'A.doorbell', by: 'bus' }] },
    },
  ];
  if (plan.wqeByDma && t.wqeFetch) {
    const h = tlpHeaderBytes(plan.addr.sqSlotDma, false);
    steps.push({
      id: 'A3.wqe-fetch',
      role: 'fetch-wqe',
      phase: 'A3',
      actor: 'hcaA',
      path: ['A.dram', 'A.rc', 'A.pcie', 'A.hca.engine'],
      span: t.wqeFetch,
      text: {
        title: msg('step.wqeFetch.title'),
        summary: [msg('step.wqeFetch.s1'), msg('step.wqeFetch.s2')],
        reality: msg('step.wqeFetch.reality'),
      },
      artifacts: hostA.wqeFetchArtifacts(plan, wqe, t.wqeFetch),
      delta: {
        A: { tlpsUp: 1, tlpBytesUp: h, tlpsDown: 1, tlpBytesDown: CPL_HEADER_BYTES + MLX5_SEND_WQE_BB, memReadBytes: MLX5_SEND_WQE_BB },
      },
      view: { motion: 'request-response', touches: [{ object: 'A.sq', by: 'bus' }] },
    });
  }
  const fetch = plan.payloadFetch;
  if (fetch && t.payloadFetch) {
    const { reads, completions } = fetch;
    // Every piece of a pinned buffer lies in the same pool, so all reads share the first one's header size.
    const h = tlpHeaderBytes(translate('A.source', s.localVa, s.localVa, s.iommu).dma, false);
    steps.push({
      id: 'A3.payload-fetch',
      role: 'fetch-payload',
      phase: 'A3',
      actor: 'hcaA',
      path: ['A.dram', 'A.rc', 'A.pcie', 'A.hca.engine', 'A.hca.sram'],
      span: t.payloadFetch,
      text: {
        title: msg('step.payloadFetch.title'),
        summary: [
          msg('step.payloadFetch.s1', {
            bytes: bytes(s.messageBytes),
            reads: msg('unit.mrd', { n: reads.count }),
            cpls: msg('unit.cpld', { n: completions.count }),
            mrrs: s.pcie.mrrs,
            mps: s.pcie.mps,
          }),
          msg('step.payloadFetch.s2'),
        ],
        reality: msg('step.payloadFetch.reality'),
      },
      artifacts: [hostA.payloadReadSet(plan, fetch, t), hostA.payloadCompletionSet(plan, fetch, t)],
      delta: {
        A: {
          tlpsUp: reads.count,
          tlpBytesUp: reads.count * h,
          tlpsDown: completions.count,
          tlpBytesDown: completions.count * CPL_HEADER_BYTES + s.messageBytes,
          memReadBytes: s.messageBytes,
        },
        hcaBufferBytes: { A: Math.min(s.messageBytes, s.pathMtu) },
      },
      view: { motion: 'request-response', touches: [{ object: 'A.buffer', by: 'bus' }] },
    });
  }
  // The packets as HCA A builds them in SRAM (headers and CRCs included), then as they go onto A's link.
  const built = dataPacketSet(plan, t, 'built');
  const sent = dataPacketSet(plan, t, 'sent');
  steps.push(
    {
      id: 'A3.segment',
      role: 'build-packets',
      phase: 'A3',
      actor: 'hcaA',
      path: ['A.hca.sram', 'A.hca.engine', 'A.hca.port'],
      span: t.segment,
      text: segmentText(c),
      artifacts: [built],
      delta: { hcaBufferBytes: { A: ibPacketLength(Math.min(s.messageBytes, s.pathMtu), true, false) } },
    },
    {
      id: 'A3.transmit',
      role: 'transmit',
      phase: 'A3',
      actor: 'hcaA',
      path: ['A.hca.port', 'fabric'],
      span: t.transmit,
      text: transmitText(c),
      artifacts: [sent],
      delta: { ib: { packetsAtoB: plan.packets, bytesAtoB: dataWireBytes(plan) }, hcaBufferBytes: { A: 0 } },
      view: { motion: plan.packets > 1 ? 'stream' : 'single', fabric: { from: 0, to: s.ib.switchHops === 0 ? 0.5 : 1 } },
    },
  );
  return steps;
}

function wqeText(c: TraceContext): StepText {
  const { s } = c.plan;
  const second = c.plan.payloadInline
    ? msg('step.wqe.s2Inline', { bytes: bytes(s.messageBytes) })
    : s.messageBytes === 0
      ? msg('step.wqe.s2Empty')
      : msg('step.wqe.s2Sge');
  return {
    title: msg('step.wqe.title'),
    summary: [msg('step.wqe.s1', { bytes: c.wqe.bytes.length, n: c.wqe.basicBlocks }), second],
    reality: msg('step.wqe.reality'),
  };
}

function mmioText(c: TraceContext): StepText {
  const { plan } = c;
  const { s } = plan;
  const addr = hex(plan.addr.doorbell);
  if (plan.wqeByDma) {
    return {
      title: msg('step.mmio.doorbell.title'),
      summary: [msg('step.mmio.doorbell.s1', { addr }), msg('step.mmio.doorbell.s2')],
      reality: msg('step.mmio.doorbell.reality', { bytes: bytes(s.messageBytes) }),
      asides: [postPathsAside()],
    };
  }
  const n = c.mmio.bytes.length;
  const inline = plan.payloadInline;
  return {
    title: msg(inline ? 'step.mmio.inline.title' : 'step.mmio.blueflame.title'),
    summary: [
      msg('step.mmio.bf.s1', { bytes: n, addr, stores: n / 8, chunks: msg('step.mmio.chunks', { n: mmioChunks(c.mmio).length }) }),
      msg(inline ? 'step.mmio.bf.s2Inline' : 'step.mmio.bf.s2'),
    ],
    reality: msg(inline ? 'step.mmio.bf.realityInline' : 'step.mmio.bf.reality'),
    asides: [postPathsAside()],
  };
}

/**
 * When libmlx5 takes each path, from post_send_db: BlueFlame only for a
 * single posted WQE on a BlueFlame-capable register, when the WQE is inline
 * or prefer_bf is on (the default), and the WQE fits half a BlueFlame
 * register [verified: RC-mlx5 qp.c post_send_db, mlx5.c get_always_bf /
 * get_shut_up_bf; util/udma_barrier.h].
 */
function postPathsAside() {
  return {
    kind: 'post-paths' as const,
    title: msg('step.aside.paths.title'),
    points: [msg('step.aside.paths.bf'), msg('step.aside.paths.doorbell'), msg('step.aside.paths.inline'), msg('step.aside.paths.order')],
  };
}

function segmentText(c: TraceContext): StepText {
  const { plan } = c;
  const { s } = plan;
  const n = plan.packets;
  const packets = msg('unit.packet', { n });
  const first =
    n === 1
      ? msg('step.segment.s1One', { mtu: s.pathMtu })
      : n === 2
        ? msg('step.segment.s1Two', { mtu: s.pathMtu, packets })
        : msg('step.segment.s1Many', { mtu: s.pathMtu, packets, middles: msg('step.segment.middles', { n: n - 2 }) });
  return {
    title: msg('step.segment.title'),
    summary: [first, msg('step.segment.s2', { lid: String(s.lidB), qpn: hex(s.qpnB), psn: String(psnOf(plan, 0)) })],
    reality: msg('step.segment.reality'),
  };
}

function transmitText(c: TraceContext): StepText {
  const { plan } = c;
  const { s } = plan;
  const gbps = ibDataGbps(s.ib.speed, s.ib.width);
  const rate = msg('step.transmit.rate', {
    speed: s.ib.speed,
    width: String(s.ib.width),
    gbps: Number.isInteger(gbps) ? String(gbps) : gbps.toFixed(1),
  });
  const ns = plan.timing.ib(ibPacketLength(Math.min(s.pathMtu, s.messageBytes), plan.packets === 1, false)).toFixed(1);
  const params = { packets: msg('unit.packet', { n: plan.packets }), bytes: bytes(dataWireBytes(plan)), rate, ns };
  return {
    title: msg('step.transmit.title'),
    summary: [
      msg(plan.packets > 1 ? 'step.transmit.s1Full' : 'step.transmit.s1', params),
      msg(plan.packets > 1 ? 'step.transmit.s2Many' : 'step.transmit.s2One'),
    ],
  };
}
