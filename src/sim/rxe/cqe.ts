import { type Msg, msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field, LinkKey } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import {
  checkU64,
  checkUint,
  hasImm,
  IB_WC_GRH,
  IB_WC_RECV,
  IB_WC_RECV_RDMA_WITH_IMM,
  IB_WC_STATUS_NAMES,
  IB_WC_SUCCESS,
  IB_WC_WITH_IMM,
  RXE_WC_OPCODE,
  RXE_WR_OPCODE,
  type RxeSendOp,
} from './constants';

/** sizeof(struct ib_uverbs_wc) = sizeof(struct ibv_wc): what rxe_poll_cq memcpy's out of a CQ slot. */
export const RXE_UVERBS_WC_BYTES = 48;

export interface RxeSendCqeSpec {
  wrId: bigint;
  /** enum ib_wc_status, 0 = IB_WC_SUCCESS. */
  status: number;
  op: RxeSendOp;
  /** The WQE's dma.length (reported on success only). */
  byteLen: number;
  /** QP A's number. */
  qpNum: number;
}

export interface RxeRecvCqeSpec {
  wrId: bigint;
  status: number;
  /** The packet carried immediate data (SEND with immediate, or RDMA WRITE with immediate). */
  withImm: boolean;
  /** The ImmDt value (network order as a 32-bit number); required with withImm. */
  imm?: number;
  /** SEND: bytes received into the buffers; WRITE with immediate: the RETH DMA length. */
  byteLen: number;
  /** QP B's number. */
  qpNum: number;
  /** An RDMA WRITE with immediate consumed the receive WQE (needs withImm). */
  writeImm: boolean;
  /** qp->attr.port_num, 1 unless the QP was moved to INIT on another port. */
  portNum?: number;
}

/** struct ib_uverbs_wc read back (linux v6.8 include/uapi/rdma/ib_user_verbs.h L485-L504). */
export interface DecodedRxeCqe {
  wrId: bigint;
  status: number;
  opcode: number;
  vendorErr: number;
  byteLen: number;
  imm: number;
  qpNum: number;
  srcQp: number;
  wcFlags: number;
  pkeyIndex: number;
  slid: number;
  sl: number;
  dlidPathBits: number;
  portNum: number;
}

/** The values a CQE carries; every other field is the zero of the memset before it. */
interface CqeValues {
  wrId: bigint;
  status: number;
  opcode: { value: number; meaning: Msg };
  byteLen: { value: number; meaning: Msg; link?: LinkKey };
  imm: { value: number; meaning: Msg };
  qpNum: { value: number; meaning: Msg; link: LinkKey };
  wcFlags: { value: number; meaning: Msg };
  portNum: { value: number; meaning: Msg };
  /** The sentence for a field the kernel leaves at its memset 0. */
  unset: Msg;
}

const LE = { littleEndian: true } as const;

function checkCommon(what: string, wrId: bigint, status: number, byteLen: number, qpNum: number): void {
  checkU64(`${what}: wr_id`, wrId);
  if (!Number.isInteger(status) || status < 0 || status >= IB_WC_STATUS_NAMES.length) throw new RangeError(`${what}: status ${status}`);
  checkUint(`${what}: byte_len`, byteLen, 32);
  checkUint(`${what}: qp_num`, qpNum, 24);
}

function statusMeaning(status: number): Msg {
  return status === IB_WC_SUCCESS
    ? msg('field.rxe.cqe.status.success', { value: status })
    : msg('field.rxe.cqe.status.error', { value: status, name: IB_WC_STATUS_NAMES[status] });
}

/** `struct ib_uverbs_wc` field by field, in the order and sizes of ib_user_verbs.h L485-L504. */
function writeUverbsWc(v: CqeValues): { bytes: Uint8Array; fields: Field[] } {
  const w = new ByteWriter(RXE_UVERBS_WC_BYTES);
  w.u64('wr_id', v.wrId, msg('field.rxe.cqe.wrId', { id: hexValue(v.wrId, 16) }), LE);
  w.u32('status', v.status, statusMeaning(v.status), { ...LE, display: String(v.status) });
  w.u32('opcode', v.opcode.value, v.opcode.meaning, { ...LE, display: String(v.opcode.value) });
  w.u32('vendor_err', 0, msg('field.rxe.cqe.vendorErr'), LE);
  w.u32('byte_len', v.byteLen.value, v.byteLen.meaning, { ...LE, display: String(v.byteLen.value), link: v.byteLen.link });
  // __be32: the packet's ImmDt bytes as they came, so the value is stored big-endian.
  w.u32('ex.imm_data', v.imm.value, v.imm.meaning);
  w.u32('qp_num', v.qpNum.value, v.qpNum.meaning, { ...LE, link: v.qpNum.link });
  w.u32('src_qp', 0, msg('field.rxe.cqe.srcQp'), LE);
  w.u32('wc_flags', v.wcFlags.value, v.wcFlags.meaning, LE);
  w.u16('pkey_index', 0, v.unset, LE);
  w.u16('slid', 0, v.unset, LE);
  w.u8('sl', 0, v.unset);
  w.u8('dlid_path_bits', 0, v.unset);
  w.u8('port_num', v.portNum.value, v.portNum.meaning, { display: String(v.portNum.value) });
  w.u8('reserved', 0, msg('field.rxe.cqe.reserved'));
  return w.finish();
}

/**
 * A send completion as the kernel's completer writes it into A's CQ ring (linux v6.8
 * drivers/infiniband/sw/rxe/rxe_comp.c, make_send_cqe L402-L439, posted by do_complete L449-L481 through
 * rxe_cq_post): the CQE is memset to 0, then for a user QP wr_id, status and qp_num are set; on success also
 * opcode = wr_to_wc_opcode (L91-L113), byte_len = dma.length and, for a *_WITH_IMM, wc_flags = IB_WC_WITH_IMM.
 * The immediate data itself is not copied. These are the 48 B (struct ib_uverbs_wc) rxe_poll_cq copies to the
 * application's struct ibv_wc (rdma-core v50.0 providers/rxe/rxe.c L555-L576).
 */
export function rxeSendCqe(spec: RxeSendCqeSpec): { bytes: Uint8Array; fields: Field[] } {
  if (!(spec.op in RXE_WR_OPCODE)) throw new RangeError(`rxe send CQE: unknown operation ${String(spec.op)}`);
  checkCommon('rxe send CQE', spec.wrId, spec.status, spec.byteLen, spec.qpNum);
  const ok = spec.status === IB_WC_SUCCESS;
  const unset = msg('field.rxe.cqe.send.unset');
  const notOnError = msg('field.rxe.cqe.notOnError');
  const wc = RXE_WC_OPCODE[spec.op];
  const imm = ok && hasImm(spec.op);
  const bytes = String(spec.byteLen);
  return writeUverbsWc({
    wrId: spec.wrId,
    status: spec.status,
    opcode: ok
      ? { value: wc.value, meaning: msg('field.rxe.cqe.opcode.send', { value: wc.value, name: wc.name, wr: RXE_WR_OPCODE[spec.op].name }) }
      : { value: 0, meaning: notOnError },
    byteLen: ok
      ? { value: spec.byteLen, meaning: msg('field.rxe.cqe.byteLen.send', { bytes }), link: 'length' }
      : { value: 0, meaning: notOnError },
    imm: { value: 0, meaning: msg('field.rxe.cqe.imm.send') },
    qpNum: { value: spec.qpNum, meaning: msg('field.rxe.cqe.qpNum.send', { qpn: hexValue(spec.qpNum, 6) }), link: 'qpnA' },
    wcFlags: imm
      ? { value: IB_WC_WITH_IMM, meaning: msg('field.rxe.cqe.wcFlags.sendImm', { value: hexValue(IB_WC_WITH_IMM, 8) }) }
      : { value: 0, meaning: ok ? msg('field.rxe.cqe.wcFlags.none') : notOnError },
    portNum: { value: 0, meaning: unset },
    unset,
  });
}

/**
 * A receive completion as the kernel's responder writes it into B's CQ ring (linux v6.8
 * drivers/infiniband/sw/rxe/rxe_resp.c, do_complete L1051-L1163): memset to 0, then wr_id, status and qp_num for a
 * user CQ (L1066-L1069); on success also opcode IB_WC_RECV_RDMA_WITH_IMM for a WRITE with immediate, else IB_WC_RECV
 * (L1078-L1080), byte_len = the RETH length or dma.length - dma.resid (L1081-L1083), wc_flags IB_WC_GRH, plus
 * IB_WC_WITH_IMM and ex.imm_data when the packet had an ImmDt (L1089-L1094), and port_num (L1104). src_qp comes only
 * from a DETH (L1101-L1102), which RC packets do not have. A flushed receive (flush_recv_wqe, L1426-L1448) sets the
 * same three fields as an error here.
 */
export function rxeRecvCqe(spec: RxeRecvCqeSpec): { bytes: Uint8Array; fields: Field[] } {
  checkCommon('rxe recv CQE', spec.wrId, spec.status, spec.byteLen, spec.qpNum);
  if (spec.writeImm && !spec.withImm) throw new RangeError('rxe recv CQE: an RDMA WRITE consumes a receive WQE only with immediate data');
  if (spec.withImm && spec.imm === undefined) throw new RangeError('rxe recv CQE: withImm needs imm');
  if (spec.imm !== undefined) checkUint('rxe recv CQE: imm_data', spec.imm, 32);
  const portNum = spec.portNum ?? 1;
  checkUint('rxe recv CQE: port_num', portNum, 8);
  const ok = spec.status === IB_WC_SUCCESS;
  const unset = msg('field.rxe.cqe.recv.unset');
  const notOnError = msg('field.rxe.cqe.notOnError');
  const bytes = String(spec.byteLen);
  const opcode = spec.writeImm ? IB_WC_RECV_RDMA_WITH_IMM : IB_WC_RECV;
  const flags = IB_WC_GRH | (spec.withImm ? IB_WC_WITH_IMM : 0);
  const imm = ok && spec.withImm ? (spec.imm ?? 0) : 0;
  return writeUverbsWc({
    wrId: spec.wrId,
    status: spec.status,
    opcode: ok
      ? {
          value: opcode,
          meaning: msg(spec.writeImm ? 'field.rxe.cqe.opcode.recvWriteImm' : 'field.rxe.cqe.opcode.recv', { value: opcode }),
        }
      : { value: 0, meaning: notOnError },
    byteLen: ok
      ? {
          value: spec.byteLen,
          meaning: msg(spec.writeImm ? 'field.rxe.cqe.byteLen.writeImm' : 'field.rxe.cqe.byteLen.recv', { bytes }),
          link: 'length',
        }
      : { value: 0, meaning: notOnError },
    imm:
      ok && spec.withImm
        ? { value: imm, meaning: msg('field.rxe.cqe.imm.recv', { imm: hexValue(imm, 8) }) }
        : { value: 0, meaning: ok ? msg('field.rxe.cqe.imm.none') : notOnError },
    qpNum: { value: spec.qpNum, meaning: msg('field.rxe.cqe.qpNum.recv', { qpn: hexValue(spec.qpNum, 6) }), link: 'qpnB' },
    wcFlags: ok
      ? {
          value: flags,
          meaning: msg(spec.withImm ? 'field.rxe.cqe.wcFlags.recvImm' : 'field.rxe.cqe.wcFlags.recv', { value: hexValue(flags, 8) }),
        }
      : { value: 0, meaning: notOnError },
    portNum: ok ? { value: portNum, meaning: msg('field.rxe.cqe.portNum', { port: portNum }) } : { value: 0, meaning: notOnError },
    unset,
  });
}

/** Reads the 48 B user space sees of a CQ slot (a whole 128-B slot works too). */
export function decodeRxeCqe(bytes: Uint8Array): DecodedRxeCqe {
  if (bytes.length < RXE_UVERBS_WC_BYTES) throw new RangeError(`rxe CQE: ${bytes.length} B, less than ${RXE_UVERBS_WC_BYTES}`);
  const r = new ByteReader(bytes);
  const wrId = r.u64le();
  const status = r.u32le();
  const opcode = r.u32le();
  const vendorErr = r.u32le();
  const byteLen = r.u32le();
  const imm = r.u32();
  const qpNum = r.u32le();
  const srcQp = r.u32le();
  const wcFlags = r.u32le();
  const pkeyIndex = r.u16le();
  const slid = r.u16le();
  const sl = r.u8();
  const dlidPathBits = r.u8();
  const portNum = r.u8();
  return { wrId, status, opcode, vendorErr, byteLen, imm, qpNum, srcQp, wcFlags, pkeyIndex, slid, sl, dlidPathBits, portNum };
}
