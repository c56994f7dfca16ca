import { msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import { checkU64, checkUint } from './constants';

/** enum ib_uverbs_write_cmds: the 29th entry, counted from IB_USER_VERBS_CMD_GET_CONTEXT = 0 (linux v6.8 include/uapi/rdma/ib_user_verbs.h L49-L78). */
export const IB_USER_VERBS_CMD_POST_SEND = 28;
/** sizeof(struct ib_uverbs_cmd_hdr): command __u32, in_words __u16, out_words __u16 (ib_user_verbs.h L158-L162). */
export const UVERBS_CMD_HDR_BYTES = 8;
/** sizeof(struct ib_uverbs_post_send) without its flexible send_wr[]: response, qp_handle, wr_count, sge_count, wqe_size (L837-L844). */
export const UVERBS_POST_SEND_BYTES = 24;
/**
 * sizeof(struct ibv_post_send) = header + ib_uverbs_post_send, which rdma-core's DECLARE_CMDX static_asserts
 * (rdma-core v50.0 libibverbs/kern-abi.h L76-L94; DECLARE_CMD(IB_USER_VERBS_CMD_POST_SEND, ...) at L200).
 */
export const RXE_POST_SEND_CMD_BYTES = UVERBS_CMD_HDR_BYTES + UVERBS_POST_SEND_BYTES;
/** sizeof(struct ib_uverbs_post_send_resp) = { __u32 bad_wr } (ib_user_verbs.h L846-L848). */
export const UVERBS_POST_SEND_RESP_BYTES = 4;
/**
 * sizeof(struct ibv_send_wr) on x86_64 (rdma-core v50.0 libibverbs/verbs.h L1150-L1198): 128 B, printed by gcc for
 * the same definition.
 */
export const IBV_SEND_WR_BYTES = 128;

export interface PostSendCmdSpec {
  /** ibqp->handle: the QP's handle in this process's uverbs context (not its QP number). */
  qpHandle: number;
  /** &resp: the address of post_send_db's local struct ib_uverbs_post_send_resp, on the caller's stack. */
  responseVa: bigint;
}

export interface DecodedPostSendCmd {
  command: number;
  inWords: number;
  outWords: number;
  responseVa: bigint;
  qpHandle: number;
  wrCount: number;
  sgeCount: number;
  wqeSize: number;
}

const LE = { littleEndian: true } as const;

/**
 * The 32 bytes librxe's post_send_db hands to write(cmd_fd) after posting ("send a null post send as a doorbell",
 * rdma-core v50.0 providers/rxe/rxe.c L1632-L1651): no work request travels in it, the WQEs are already in the
 * shared SQ ring. The kernel's ib_uverbs_post_send copies none (its loop runs wr_count = 0 times) and calls
 * rxe_post_send with wr = NULL, which for a user QP runs the requester (linux v6.8
 * drivers/infiniband/core/uverbs_cmd.c L1994-L2186; drivers/infiniband/sw/rxe/rxe_verbs.c L937-L939).
 */
export function encodePostSendCmd(spec: PostSendCmdSpec): { bytes: Uint8Array; fields: Field[] } {
  checkUint('post_send_db: qp_handle', spec.qpHandle, 32);
  checkU64('post_send_db: response', spec.responseVa);
  const w = new ByteWriter(RXE_POST_SEND_CMD_BYTES);
  const inWords = RXE_POST_SEND_CMD_BYTES / 4;
  const outWords = UVERBS_POST_SEND_RESP_BYTES / 4;
  w.group('hdr', msg('field.rxe.cmd.hdr'), () => {
    w.u32('command', IB_USER_VERBS_CMD_POST_SEND, msg('field.rxe.cmd.command', { value: IB_USER_VERBS_CMD_POST_SEND }), {
      ...LE,
      display: String(IB_USER_VERBS_CMD_POST_SEND),
    });
    w.u16('in_words', inWords, msg('field.rxe.cmd.inWords', { words: inWords, bytes: RXE_POST_SEND_CMD_BYTES }), {
      ...LE,
      display: String(inWords),
    });
    w.u16('out_words', outWords, msg('field.rxe.cmd.outWords', { words: outWords, bytes: UVERBS_POST_SEND_RESP_BYTES }), {
      ...LE,
      display: String(outWords),
    });
  });
  w.group('cmd', msg('field.rxe.cmd.postSend'), () => {
    w.u64('response', spec.responseVa, msg('field.rxe.cmd.response', { va: hexValue(spec.responseVa, 16) }), LE);
    w.u32('qp_handle', spec.qpHandle, msg('field.rxe.cmd.qpHandle', { handle: spec.qpHandle }), { ...LE, display: String(spec.qpHandle) });
    w.u32('wr_count', 0, msg('field.rxe.cmd.wrCount'), { ...LE, display: '0' });
    w.u32('sge_count', 0, msg('field.rxe.cmd.sgeCount'), { ...LE, display: '0' });
    w.u32('wqe_size', IBV_SEND_WR_BYTES, msg('field.rxe.cmd.wqeSize', { bytes: IBV_SEND_WR_BYTES }), {
      ...LE,
      display: String(IBV_SEND_WR_BYTES),
    });
  });
  return w.finish();
}

export function decodePostSendCmd(bytes: Uint8Array): DecodedPostSendCmd {
  if (bytes.length !== RXE_POST_SEND_CMD_BYTES)
    throw new RangeError(`post_send_db: expected ${RXE_POST_SEND_CMD_BYTES} B, got ${bytes.length}`);
  const r = new ByteReader(bytes);
  const command = r.u32le();
  const inWords = r.u16le();
  const outWords = r.u16le();
  const responseVa = r.u64le();
  const qpHandle = r.u32le();
  const wrCount = r.u32le();
  const sgeCount = r.u32le();
  const wqeSize = r.u32le();
  return { command, inWords, outWords, responseVa, qpHandle, wrCount, sgeCount, wqeSize };
}
