import { msg } from '../../../i18n/msg';
import { hex } from '../../bytes/hex';
import { byteCount } from '../../format/messageParams';
import { SEND_OP_NAME, SEND_OP_OPCODE } from '../../mlx5/sendOps';
import { MLX5_BF_OFFSET } from '../../mlx5/uar';
import { type Claims, GENERAL, LABEL, when } from '../claims/claim';
import type { TraceContext } from '../context';
import type { Aside, StepText } from '../types';
import { gpuRoute } from './senderText';

/** A BlueFlame copy: the CPU stores more than the 8-B doorbell. */
const isBlueFlame = (mmioBytes: number) => mmioBytes > 8;

/** What each sentence of the post asserts. */
export const POST_CLAIMS: Claims = {
  'step.wqe.titleGpu': when((f) => f.role === 'build-wqe' && f.initiator === 'gpu'),
  'step.wqe.s1Gpu': when((f) => f.initiator === 'gpu'),
  'step.wqe.realityGpu': when((f) => f.initiator === 'gpu'),
  'step.dbr.titleGpu': when((f) => f.role === 'write-doorbell-record' && f.initiator === 'gpu'),
  'step.dbr.s1Gpu': when((f) => f.initiator === 'gpu'),
  'step.dbr.realityGpu': when((f) => f.initiator === 'gpu'),
  'step.mmio.doorbell.titleGpu': when((f) => f.mmioBytes === 8 && f.initiator === 'gpu'),
  'step.mmio.doorbell.s1Gpu': when((f) => f.mmioBytes === 8 && f.initiator === 'gpu'),
  'step.mmio.doorbell.s2Gpu': when((f) => f.mmioBytes === 8 && f.initiator === 'gpu'),
  'step.mmio.doorbell.realityGpu': when((f) => f.mmioBytes === 8 && f.wqeFetchedByDma && f.initiator === 'gpu'),
  'step.tlp.titleGpu': when((f) => f.role === 'mmio-tlp' && f.initiator === 'gpu'),
  'step.tlp.s1Gpu': when((f) => f.mmioBytes === 8 && f.initiator === 'gpu'),
  'step.tlp.s2Gpu': when((f) => f.initiator === 'gpu'),
  'step.wqeFetch.s1Gpu': when((f) => f.wqeFetchedByDma && f.initiator === 'gpu'),
  'step.wqeFetch.realityGpu': when((f) => f.wqeFetchedByDma && f.initiator === 'gpu'),
  'step.wqe.title': when((f) => f.role === 'build-wqe' && f.initiator === 'cpu'),
  'step.wqe.s1': GENERAL,
  'step.wqe.s2Inline': when((f) => f.inlineCopy && f.op !== 'send'),
  'step.wqe.s2Empty': when((f) => f.messageBytes === 0 && f.op !== 'send'),
  'step.wqe.s2Sge': when((f) => (f.op === 'write' || f.op === 'write-imm') && !f.inlineCopy && f.messageBytes > 0),
  'step.wqe.s2Read': when((f) => f.op === 'read' && f.messageBytes > 0),
  'step.wqe.s2Send': when((f) => f.op === 'send' && !f.inlineCopy && f.messageBytes > 0),
  'step.wqe.s2SendInline': when((f) => f.op === 'send' && f.inlineCopy),
  'step.wqe.s2SendEmpty': when((f) => f.op === 'send' && f.messageBytes === 0),
  'step.wqe.s3Imm': when((f) => f.op === 'write-imm'),
  'step.wqe.reality': GENERAL,
  'step.dbr.title': when((f) => f.role === 'write-doorbell-record' && f.initiator === 'cpu'),
  'step.dbr.s1': GENERAL,
  'step.dbr.s2': GENERAL,
  'step.dbr.reality': GENERAL,
  'step.mmio.doorbell.title': when((f) => f.mmioBytes === 8 && f.initiator === 'cpu'),
  'step.mmio.doorbell.s1': when((f) => f.mmioBytes === 8 && f.initiator === 'cpu'),
  'step.mmio.doorbell.s2': when((f) => f.mmioBytes === 8 && f.initiator === 'cpu'),
  'step.mmio.doorbell.reality': when((f) => f.mmioBytes === 8 && f.wqeFetchedByDma && f.initiator === 'cpu'),
  'step.mmio.blueflame.title': when((f) => isBlueFlame(f.mmioBytes) && !f.inlineCopy),
  'step.mmio.inline.title': when((f) => isBlueFlame(f.mmioBytes) && f.inlineCopy),
  'step.mmio.bf.s1': when((f) => isBlueFlame(f.mmioBytes) && f.mmioBytes % 64 === 0),
  'step.mmio.chunks': LABEL,
  'step.mmio.bf.s2': when((f) => isBlueFlame(f.mmioBytes) && !f.wqeFetchedByDma),
  'step.mmio.bf.payloadDma': when((f) => f.payloadFetches > 0),
  'step.mmio.bf.noPayloadRead': when((f) => f.op === 'read' && f.payloadFetches === 0),
  'step.mmio.bf.noPayloadEmpty': when((f) => f.messageBytes === 0 && f.op !== 'read' && f.payloadFetches === 0),
  'step.mmio.bf.s2Inline': when((f) => f.inlineCopy && f.payloadFetches === 0 && !f.wqeFetchedByDma),
  'step.mmio.bf.realityInline': when((f) => f.inlineCopy),
  'step.mmio.bf.reality': when((f) => isBlueFlame(f.mmioBytes) && f.payloadFetches > 0),
  'step.mmio.bf.realityNoPayload': when((f) => isBlueFlame(f.mmioBytes) && f.payloadFetches === 0 && !f.inlineCopy),
  'step.tlp.title': when((f) => f.role === 'mmio-tlp' && f.initiator === 'cpu'),
  'step.tlp.s1': when((f) => f.mmioBytes === 8 && f.initiator === 'cpu'),
  'step.tlp.s1Bf': when((f) => isBlueFlame(f.mmioBytes)),
  'step.tlp.below4G': when((f) => !f.barAbove4G),
  'step.tlp.above4G': when((f) => f.barAbove4G),
  'step.tlp.count': LABEL,
  'step.tlp.s2': GENERAL,
  'step.tlp.s2Bf': GENERAL,
  'step.tlp.reality': GENERAL,
  'step.aside.paths.title': GENERAL,
  'step.aside.paths.bf': when((f) => f.op !== 'read' && f.messageBytes > 0),
  'step.aside.paths.bfRead': when((f) => f.op === 'read'),
  'step.aside.paths.bfEmpty': when((f) => f.op !== 'read' && f.messageBytes === 0),
  'step.aside.paths.doorbell': GENERAL,
  'step.aside.paths.inline': GENERAL,
  'step.aside.paths.order': GENERAL,
  'step.wqeFetch.title': when((f) => f.role === 'fetch-wqe'),
  'step.wqeFetch.s1': when((f) => f.initiator === 'cpu'),
  'step.wqeFetch.s2': when((f) => f.op !== 'send' && f.messageBytes > 0),
  'step.wqeFetch.s2Empty': when((f) => f.op !== 'send' && f.messageBytes === 0),
  'step.wqeFetch.s2Send': when((f) => f.op === 'send' && f.messageBytes > 0),
  'step.wqeFetch.s2SendEmpty': when((f) => f.op === 'send' && f.messageBytes === 0),
  'step.wqeFetch.reality': GENERAL,
};

const wqeOpcode = (op: TraceContext['plan']['s']['op']) => ({ opcode: SEND_OP_OPCODE[op], name: SEND_OP_NAME[op] });

export function wqeText(c: TraceContext): StepText {
  const { s } = c.plan;
  const inline = c.plan.payloadInline;
  const empty = s.messageBytes === 0;
  const size = byteCount(s.messageBytes);
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
  const op = wqeOpcode(s.op);
  // GPU-initiated (IBGDA): a GPU thread writes the same WQE into the send queue in GPU memory.
  const gpu = s.initiator === 'gpu';
  return {
    title: msg(gpu ? 'step.wqe.titleGpu' : 'step.wqe.title'),
    summary: [
      msg(gpu ? 'step.wqe.s1Gpu' : 'step.wqe.s1', {
        bytes: c.wqe.bytes.length,
        n: c.wqe.basicBlocks,
        // NVSHMEM's builder for this operation (ibgda_device.cuh): IBGDA posts RDMA WRITE and READ.
        ...(gpu ? { fn: s.op === 'read' ? 'ibgda_write_rdma_read_wqe' : 'ibgda_write_rdma_write_wqe' } : {}),
      }),
      second,
      ...(s.op === 'write-imm' ? [msg('step.wqe.s3Imm', { imm: hex(s.immData) })] : []),
    ],
    reality: msg(gpu ? 'step.wqe.realityGpu' : 'step.wqe.reality', {
      opcode: `0x${op.opcode.toString(16).padStart(2, '0')}`,
      name: op.name,
    }),
  };
}

export function dbrText(counter: number, gpu = false): StepText {
  return {
    title: msg(gpu ? 'step.dbr.titleGpu' : 'step.dbr.title'),
    summary: [msg(gpu ? 'step.dbr.s1Gpu' : 'step.dbr.s1', { counter: String(counter) }), msg('step.dbr.s2')],
    reality: msg(gpu ? 'step.dbr.realityGpu' : 'step.dbr.reality'),
  };
}

/** What the CPU's stores into the BAR are: the 8-B doorbell, or a BlueFlame copy of the whole WQE. */
export function mmioText(c: TraceContext): StepText {
  const { plan } = c;
  const { s } = plan;
  const addr = hex(plan.addr.doorbell);
  if (plan.wqeByDma && s.initiator === 'gpu') {
    return {
      title: msg('step.mmio.doorbell.titleGpu'),
      summary: [msg('step.mmio.doorbell.s1Gpu', { addr, offset: hex(MLX5_BF_OFFSET) }), msg('step.mmio.doorbell.s2Gpu')],
      reality: msg('step.mmio.doorbell.realityGpu'),
    };
  }
  if (plan.wqeByDma) {
    return {
      title: msg('step.mmio.doorbell.title'),
      summary: [msg('step.mmio.doorbell.s1', { addr }), msg('step.mmio.doorbell.s2')],
      reality: msg('step.mmio.doorbell.reality', { bytes: byteCount(s.messageBytes) }),
      asides: [postPathsAside(s)],
    };
  }
  const { bytes: n, stores, chunks } = plan.barStores;
  const inline = plan.payloadInline;
  // Whether HCA A will still read a payload: not for inline data, a READ (the data comes from B) or an empty message.
  const payload = inline
    ? msg('step.mmio.bf.s2Inline')
    : plan.payloadFetch
      ? msg('step.mmio.bf.payloadDma')
      : msg(s.op === 'read' ? 'step.mmio.bf.noPayloadRead' : 'step.mmio.bf.noPayloadEmpty');
  return {
    title: msg(inline ? 'step.mmio.inline.title' : 'step.mmio.blueflame.title'),
    summary: [
      msg('step.mmio.bf.s1', {
        wqe: c.wqe.bytes.length,
        bytes: n,
        addr,
        stores,
        chunks: msg('step.mmio.chunks', { n: chunks }),
      }),
      ...(inline ? [] : [msg('step.mmio.bf.s2')]),
      payload,
    ],
    reality: msg(inline ? 'step.mmio.bf.realityInline' : plan.payloadFetch ? 'step.mmio.bf.reality' : 'step.mmio.bf.realityNoPayload'),
    asides: [postPathsAside(s)],
  };
}

/**
 * When libmlx5 takes each path, from post_send_db: BlueFlame only for a
 * single posted WQE on a BlueFlame-capable register, when the WQE is inline
 * or prefer_bf is on (the default), and the WQE fits half a BlueFlame
 * register (rdma-core providers/mlx5/qp.c, post_send_db; mlx5.c; util/udma_barrier.h).
 */
function postPathsAside(s: TraceContext['plan']['s']): Aside {
  // What the BlueFlame copy leaves to DMA: a WRITE's or SEND's payload; a READ's data comes back; a zero-length message has none.
  const bf = s.op === 'read' ? 'step.aside.paths.bfRead' : s.messageBytes === 0 ? 'step.aside.paths.bfEmpty' : 'step.aside.paths.bf';
  return {
    kind: 'post-paths',
    title: msg('step.aside.paths.title'),
    points: [msg(bf), msg('step.aside.paths.doorbell'), msg('step.aside.paths.inline'), msg('step.aside.paths.order')],
  };
}

/** The stores become Memory Write TLPs to HCA A's BAR0. */
export function tlpText(c: TraceContext, headerBytes: number, mmioBytes: number, chunks: number): StepText {
  const { plan } = c;
  if (plan.s.initiator === 'gpu')
    return {
      title: msg('step.tlp.titleGpu'),
      summary: [
        msg('step.tlp.s1Gpu', {
          addr: hex(plan.addr.doorbell),
          dw: headerBytes / 4,
          where: msg(headerBytes === 12 ? 'step.tlp.below4G' : 'step.tlp.above4G'),
          bytes: byteCount(mmioBytes),
          route: gpuRoute(plan.s, 'A'),
        }),
        msg('step.tlp.s2Gpu'),
      ],
      reality: msg('step.tlp.reality'),
    };
  return {
    title: msg('step.tlp.title'),
    summary: [
      msg(plan.wqeByDma ? 'step.tlp.s1' : 'step.tlp.s1Bf', {
        addr: hex(plan.addr.doorbell),
        dw: headerBytes / 4,
        where: msg(headerBytes === 12 ? 'step.tlp.below4G' : 'step.tlp.above4G'),
        bytes: byteCount(mmioBytes),
        tlps: msg('step.tlp.count', { n: chunks }),
      }),
      msg(plan.wqeByDma ? 'step.tlp.s2' : 'step.tlp.s2Bf'),
    ],
    reality: msg('step.tlp.reality'),
  };
}

/** Doorbell mode: HCA A reads the WQE by DMA. */
export function wqeFetchText(c: TraceContext): StepText {
  const { s } = c.plan;
  const empty = s.messageBytes === 0;
  const second =
    s.op === 'send' ? (empty ? 'step.wqeFetch.s2SendEmpty' : 'step.wqeFetch.s2Send') : empty ? 'step.wqeFetch.s2Empty' : 'step.wqeFetch.s2';
  const gpu = s.initiator === 'gpu';
  return {
    title: msg('step.wqeFetch.title'),
    summary: [gpu ? msg('step.wqeFetch.s1Gpu', { addr: hex(c.plan.addr.sqSlotDma) }) : msg('step.wqeFetch.s1'), msg(second)],
    reality: msg(gpu ? 'step.wqeFetch.realityGpu' : 'step.wqeFetch.reality'),
  };
}
