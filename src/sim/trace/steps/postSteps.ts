import { msg } from '../../../i18n/msg';
import { MLX5_SEND_WQE_BB } from '../../mlx5/wqeConstants';
import { CPL_HEADER_BYTES, tlpHeaderBytes } from '../../pcie/tlp';
import * as hostA from '../artifacts/hostA';
import { mmioChunks } from '../artifacts/hostA';
import type { TraceContext } from '../context';
import type { StepSpec } from '../stepSpec';
import type { Span } from '../timeline';
import type { StepText } from '../types';

const hex = (v: number | bigint) => `0x${v.toString(16)}`;
const dur = (x: Span) => x.end - x.start;
const bytes = (n: number) => msg('unit.byte', { n });

/** A1, A2 and (doorbell mode) the WQE fetch: host A's CPU posts the work request and HCA A learns of it. */
export function postSteps(c: TraceContext): StepSpec[] {
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
        summary: [msg('step.wqeFetch.s1'), msg(s.op === 'send' ? 'step.wqeFetch.s2Send' : 'step.wqeFetch.s2')],
        reality: msg('step.wqeFetch.reality'),
      },
      artifacts: hostA.wqeFetchArtifacts(plan, wqe, t.wqeFetch),
      delta: {
        A: { tlpsUp: 1, tlpBytesUp: h, tlpsDown: 1, tlpBytesDown: CPL_HEADER_BYTES + MLX5_SEND_WQE_BB, memReadBytes: MLX5_SEND_WQE_BB },
      },
      view: { motion: 'request-response', touches: [{ object: 'A.sq', by: 'bus' }] },
    });
  }
  return steps;
}

/** The mlx5 WQE opcode and the operation's name, for the WQE's "what really happens" [RC-mlx5 mlx5dv.h]. */
const WQE_OPCODE: Record<TraceContext['plan']['s']['op'], { opcode: string; name: string }> = {
  write: { opcode: '0x08', name: 'RDMA WRITE' },
  'write-imm': { opcode: '0x09', name: 'RDMA WRITE WITH IMM' },
  read: { opcode: '0x10', name: 'RDMA READ' },
  send: { opcode: '0x0a', name: 'SEND' },
};

function wqeText(c: TraceContext): StepText {
  const { s } = c.plan;
  const inline = c.plan.payloadInline;
  const empty = s.messageBytes === 0;
  const size = bytes(s.messageBytes);
  const second =
    s.op === 'read'
      ? msg(empty ? 'step.wqe.s2Empty' : 'step.wqe.s2Read')
      : s.op === 'send'
        ? inline
          ? msg('step.wqe.s2SendInline', { bytes: size })
          : msg(empty ? 'step.wqe.s2SendEmpty' : 'step.wqe.s2Send')
        : inline
          ? msg('step.wqe.s2Inline', { bytes: size })
          : msg(empty ? 'step.wqe.s2Empty' : 'step.wqe.s2Sge');
  return {
    title: msg('step.wqe.title'),
    summary: [
      msg('step.wqe.s1', { bytes: c.wqe.bytes.length, n: c.wqe.basicBlocks }),
      second,
      ...(s.op === 'write-imm' ? [msg('step.wqe.s3Imm', { imm: `0x${s.immData.toString(16)}` })] : []),
    ],
    reality: msg('step.wqe.reality', WQE_OPCODE[s.op]),
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
