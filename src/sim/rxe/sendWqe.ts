import { type Msg, msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import {
  checkU64,
  checkUint,
  hasImm,
  IBV_SEND_FENCE,
  IBV_SEND_INLINE,
  IBV_SEND_SIGNALED,
  IBV_SEND_SOLICITED,
  isRdmaOp,
  RXE_MAX_INLINE_DATA,
  RXE_SEND_WQE_BYTES,
  RXE_SEND_WR_BYTES,
  RXE_SEND_WR_UNION_BYTES,
  RXE_SGE_BYTES,
  RXE_WR_OPCODE,
  type RxeSendOp,
  rxeSendOpOf,
} from './constants';
import { checkSge, type RxeDmaInfo, type RxeSge, readDmaHead, readRxeSge, writeDmaHead, writeRxeSge } from './dmaInfo';

export interface RxeSendWqeSpec {
  op: RxeSendOp;
  /** ibv_send_wr.wr_id, returned in the CQE. */
  wrId: bigint;
  /** IBV_SEND_SIGNALED: the completer writes a CQE on success too. */
  signaled: boolean;
  /**
   * ibv_send_wr.imm_data as a 32-bit value in network byte order (big-endian in memory, as the application stores it).
   * Required for the *_WITH_IMM operations; convert_send_wr copies it for every opcode, so it may be given for others.
   */
  imm?: number;
  /**
   * ibv_send_wr.wr.rdma.remote_addr: host B's buffer for a WRITE or READ. For a SEND, whatever the application left
   * there (usually 0): init_send_wqe still copies it into iova, though nothing reads it.
   */
  remoteVa: bigint;
  /** ibv_send_wr.wr.rdma.rkey; not stored for a SEND (convert_send_wr copies wr.rdma for RDMA opcodes only). */
  rkey: number;
  /** Total bytes: the SGE's length, the inline data's length, or 0 with neither. */
  length: number;
  /** The one local buffer (IBV_SEND_INLINE not set). */
  sge?: RxeSge;
  /** IBV_SEND_INLINE: the payload bytes init_send_wqe copies into the WQE (from one SGE). */
  inline?: Uint8Array;
}

/** The fields the kernel owns after the post, as the slot holds them. */
export interface RxeSendWqeKernelFields {
  status: number;
  state: number;
  mask: number;
  firstPsn: number;
  lastPsn: number;
  ackLength: number;
  ssn: number;
  hasRdAtomic: number;
}

export interface DecodedRxeSendWqe {
  /** The work request as posted (a SEND's rkey reads 0, and its remoteVa is iova). */
  spec: RxeSendWqeSpec;
  sendFlags: number;
  iova: bigint;
  dma: RxeDmaInfo;
  kernel: RxeSendWqeKernelFields;
}

const LE = { littleEndian: true } as const;
const RDMA_BYTES = 16;

function check(spec: RxeSendWqeSpec): void {
  if (!(spec.op in RXE_WR_OPCODE)) throw new RangeError(`rxe send WQE: unknown operation ${String(spec.op)}`);
  checkU64('rxe send WQE: wr_id', spec.wrId);
  checkU64('rxe send WQE: remote address', spec.remoteVa);
  checkUint('rxe send WQE: rkey', spec.rkey, 32);
  checkUint('rxe send WQE: length', spec.length, 32);
  if (spec.imm !== undefined) checkUint('rxe send WQE: imm_data', spec.imm, 32);
  if (hasImm(spec.op) && spec.imm === undefined) throw new RangeError(`rxe send WQE: ${spec.op} needs imm`);
  if (spec.sge && spec.inline) throw new RangeError('rxe send WQE: give either an SGE or inline data, not both');
  if (spec.sge) checkSge('rxe send WQE', spec.sge);
  const have = spec.sge?.length ?? spec.inline?.length ?? 0;
  if (have !== spec.length) throw new RangeError(`rxe send WQE: length ${spec.length}, but the data is ${have} B`);
  if (spec.inline) {
    // IBV_SEND_INLINE is for SEND and RDMA WRITE (ibv_post_send(3)); a READ's data comes back into a buffer.
    if (spec.op === 'read') throw new RangeError('rxe send WQE: an RDMA READ cannot be inline');
    // validate_send_wr refuses length > sq->max_inline, which rxe_qp_chk_cap caps at RXE_MAX_INLINE_DATA.
    if (spec.inline.length > RXE_MAX_INLINE_DATA) {
      throw new RangeError(`rxe send WQE: ${spec.inline.length} B inline, more than RXE_MAX_INLINE_DATA (${RXE_MAX_INLINE_DATA})`);
    }
  }
}

function sendFlagsOf(spec: RxeSendWqeSpec): number {
  return (spec.signaled ? IBV_SEND_SIGNALED : 0) | (spec.inline ? IBV_SEND_INLINE : 0);
}

function flagNames(flags: number): string {
  const names: [number, string][] = [
    [IBV_SEND_FENCE, 'IBV_SEND_FENCE'],
    [IBV_SEND_SIGNALED, 'IBV_SEND_SIGNALED'],
    [IBV_SEND_SOLICITED, 'IBV_SEND_SOLICITED'],
    [IBV_SEND_INLINE, 'IBV_SEND_INLINE'],
  ];
  return names
    .filter(([bit]) => flags & bit)
    .map(([, name]) => name)
    .join(' | ');
}

/**
 * `struct rxe_send_wr` (linux v6.8 include/uapi/rdma/rdma_user_rxe.h L75-L133), as convert_send_wr fills it
 * (rdma-core v50.0 providers/rxe/rxe.c L1491-L1546): memset to 0 (L1497), then wr_id, opcode, send_flags and
 * ex.imm_data copied for every opcode (L1499-L1502), and wr.rdma only for RDMA WRITE, WRITE_WITH_IMM and READ
 * (L1505-L1510). An RC SEND puts nothing in the union (only UD fills wr.ud).
 */
function writeSendWr(w: ByteWriter, spec: RxeSendWqeSpec): void {
  const opcode = RXE_WR_OPCODE[spec.op];
  const flags = sendFlagsOf(spec);
  const imm = spec.imm ?? 0;
  w.group('wr', msg('field.rxe.wr', { bytes: RXE_SEND_WR_BYTES }), () => {
    w.u64('wr_id', spec.wrId, msg('field.rxe.wrId', { id: hexValue(spec.wrId, 16) }), LE);
    w.u32('reserved', 0, msg('field.rxe.wr.reserved'), LE);
    w.u32('opcode', opcode.value, msg('field.rxe.wr.opcode', { value: opcode.value, name: opcode.name }), {
      ...LE,
      display: String(opcode.value),
    });
    const flagsMeaning: Msg =
      flags === 0
        ? msg('field.rxe.wr.sendFlags.none')
        : msg(spec.signaled ? 'field.rxe.wr.sendFlags.signaled' : 'field.rxe.wr.sendFlags.unsignaled', {
            value: hexValue(flags, 8),
            flags: flagNames(flags),
          });
    w.u32('send_flags', flags, flagsMeaning, LE);
    // __be32 imm_data: the application stores it in network order and it is copied as is, so its bytes are big-endian.
    const immMeaning = hasImm(spec.op)
      ? msg('field.rxe.wr.imm', { imm: hexValue(imm, 8) })
      : msg('field.rxe.wr.imm.unused', { imm: hexValue(imm, 8) });
    w.u32('ex.imm_data', imm, immMeaning);
    w.group('wr', msg('field.rxe.wr.union', { bytes: RXE_SEND_WR_UNION_BYTES }), () => {
      if (!isRdmaOp(spec.op)) {
        w.bytes('unused', new Uint8Array(RXE_SEND_WR_UNION_BYTES), msg('field.rxe.wr.union.send', { bytes: RXE_SEND_WR_UNION_BYTES }));
        return;
      }
      const read = spec.op === 'read';
      w.group('rdma', msg(read ? 'field.rxe.wr.rdma.read' : 'field.rxe.wr.rdma.write'), () => {
        const va = hexValue(spec.remoteVa, 16);
        w.u64('remote_addr', spec.remoteVa, msg(read ? 'field.rxe.wr.remoteAddr.read' : 'field.rxe.wr.remoteAddr.write', { va }), {
          ...LE,
          link: 'remoteVa',
        });
        w.u32('rkey', spec.rkey, msg('field.rxe.wr.rkey', { rkey: hexValue(spec.rkey, 8) }), { ...LE, link: 'rkey' });
        w.u32('reserved', 0, msg('field.rxe.wr.rdma.reserved'), LE);
      });
      const rest = RXE_SEND_WR_UNION_BYTES - RDMA_BYTES;
      w.bytes('unused', new Uint8Array(rest), msg('field.rxe.wr.union.rest', { bytes: rest }));
    });
  });
}

/**
 * The words between wr and dma. librxe's init_send_wqe writes only state (0, L1590) and iova (L1579-L1583); the
 * others keep the slot's old bytes (0 on the ring's first pass: vmalloc_user zeroes it, rxe_queue_init L89) until
 * the kernel writes them: mask in req_next_wqe (drivers/infiniband/sw/rxe/rxe_req.c L194), first_psn and last_psn
 * in update_wqe_psn (L553-L574), has_rd_atomic in check_init_depth (L384-L402), status on an error (rxe_comp.c).
 * Nothing in rxe v6.8 reads or writes ack_length, and ssn is written only on the kernel's own post path
 * (rxe_verbs.c L853, kernel QPs) and read nowhere. (The ibv_wr_* builders memset the whole WQE instead, e.g.
 * wr_rdma_write, rxe.c L899-L918; this is the classic ibv_post_send path.)
 */
function writeKernelOwned(w: ByteWriter, spec: RxeSendWqeSpec): void {
  w.u32('status', 0, msg('field.rxe.wqe.status'), LE);
  w.u32('state', 0, msg('field.rxe.wqe.state', { value: 0 }), LE);
  const va = hexValue(spec.remoteVa, 16);
  const rdma = isRdmaOp(spec.op);
  w.u64('iova', spec.remoteVa, rdma ? msg('field.rxe.wqe.iova', { va }) : msg('field.rxe.wqe.iova.send', { va }), {
    ...LE,
    link: rdma ? 'remoteVa' : undefined,
  });
  w.u32('mask', 0, msg('field.rxe.wqe.mask'), LE);
  w.u32('first_psn', 0, msg('field.rxe.wqe.firstPsn'), LE);
  w.u32('last_psn', 0, msg('field.rxe.wqe.lastPsn'), LE);
  w.u32('ack_length', 0, msg('field.rxe.wqe.ackLength'), LE);
  w.u32('ssn', 0, msg('field.rxe.wqe.ssn'), LE);
  w.u32('has_rd_atomic', 0, msg('field.rxe.wqe.hasRdAtomic'), LE);
}

/**
 * dma (struct rxe_dma_info, rdma_user_rxe.h L147-L159) and the area after the 208-B header: the SGE list
 * (memcpy, init_send_wqe L1576-L1577) or, with IBV_SEND_INLINE, the SGEs' bytes back to back (L1566-L1574).
 * num_sge is ibwr->num_sge either way (L1587): for inline data the count of SGEs whose bytes were copied.
 */
function writeDma(w: ByteWriter, spec: RxeSendWqeSpec): void {
  const numSge = spec.sge || spec.inline ? 1 : 0;
  const bytes = String(spec.length);
  w.group('dma', msg('field.rxe.dma.send'), () => {
    writeDmaHead(w, spec.length, numSge, {
      length: msg('field.rxe.dma.length.send', { bytes }),
      resid: msg('field.rxe.dma.resid.send', { bytes }),
      numSge: msg(spec.inline ? 'field.rxe.dma.numSge.inline' : 'field.rxe.dma.numSge', { n: numSge }),
      lengthLink: 'length',
    });
    if (spec.inline) {
      w.bytes('inline_data', spec.inline, msg('field.rxe.dma.inline', { bytes: spec.inline.length }), { link: 'payload' });
    } else if (spec.sge) {
      writeRxeSge(w, 0, spec.sge, spec.op === 'read' ? 'read' : 'send');
    }
  });
}

/**
 * A send WQE as librxe's post_one_send writes it into the SQ ring slot at the producer index (rdma-core v50.0
 * providers/rxe/rxe.c, post_one_send L1595-L1630 and init_send_wqe L1548-L1593): `struct rxe_send_wqe` (linux v6.8
 * include/uapi/rdma/rdma_user_rxe.h L161-L173, 208 B) followed by the one SGE (16 B) or the inline bytes. Integers
 * are host order (little-endian on x86_64) except imm_data, a __be32. The rest of the slot is not written.
 */
export function encodeRxeSendWqe(spec: RxeSendWqeSpec): { bytes: Uint8Array; fields: Field[] } {
  check(spec);
  const area = spec.inline ? spec.inline.length : spec.sge ? RXE_SGE_BYTES : 0;
  const w = new ByteWriter(RXE_SEND_WQE_BYTES + area);
  writeSendWr(w, spec);
  writeKernelOwned(w, spec);
  writeDma(w, spec);
  return w.finish();
}

/** Reads a send WQE (or a whole SQ slot) back: the work request, the kernel-owned words and the dma header. */
export function decodeRxeSendWqe(bytes: Uint8Array): DecodedRxeSendWqe {
  if (bytes.length < RXE_SEND_WQE_BYTES) throw new RangeError(`rxe send WQE: ${bytes.length} B, less than ${RXE_SEND_WQE_BYTES}`);
  const r = new ByteReader(bytes);
  const wrId = r.u64le();
  r.u32le(); // reserved
  const opcode = r.u32le();
  const op = rxeSendOpOf(opcode);
  if (op === null) throw new RangeError(`rxe send WQE: opcode ${opcode} is not modelled`);
  const sendFlags = r.u32le();
  const imm = r.u32();
  const remoteAddr = r.u64le();
  const rkey = r.u32le();
  const k = new ByteReader(bytes, RXE_SEND_WR_BYTES);
  const status = k.u32le();
  const state = k.u32le();
  const iova = k.u64le();
  const kernel = {
    status,
    state,
    mask: k.u32le(),
    firstPsn: k.u32le(),
    lastPsn: k.u32le(),
    ackLength: k.u32le(),
    ssn: k.u32le(),
    hasRdAtomic: k.u32le(),
  };
  const dma = readDmaHead(k);
  const spec: RxeSendWqeSpec = {
    op,
    wrId,
    signaled: (sendFlags & IBV_SEND_SIGNALED) !== 0,
    imm,
    remoteVa: isRdmaOp(op) ? remoteAddr : iova,
    rkey,
    length: dma.length,
  };
  if (sendFlags & IBV_SEND_INLINE) {
    spec.inline = k.bytes(dma.length);
  } else if (dma.numSge > 0) {
    if (dma.numSge > 1) throw new RangeError(`rxe send WQE: ${dma.numSge} SGEs; the model posts one`);
    spec.sge = readRxeSge(k);
  }
  return { spec, sendFlags, iova, dma, kernel };
}
