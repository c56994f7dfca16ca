import { type Msg, msg } from '../../i18n/msg';
import type { ByteReader } from '../bytes/byteReader';
import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import { checkU64, checkUint } from './constants';

/** One `struct rxe_sge` (linux v6.8 include/uapi/rdma/rdma_user_rxe.h L135-L139): the layout of struct ibv_sge. */
export interface RxeSge {
  addr: bigint;
  length: number;
  lkey: number;
}

/** The fixed part of `struct rxe_dma_info` (rdma_user_rxe.h L147-L159). */
export interface RxeDmaInfo {
  length: number;
  resid: number;
  curSge: number;
  numSge: number;
  sgeOffset: number;
  reserved: number;
}

/** Whose buffer an SGE names: A's source (WRITE, SEND), A's destination (READ), or B's receive buffer. */
export type SgeRole = 'send' | 'read' | 'recv';

const LE = { littleEndian: true } as const;

export function checkSge(what: string, sge: RxeSge): void {
  checkU64(`${what}: SGE addr`, sge.addr);
  checkUint(`${what}: SGE length`, sge.length, 32);
  checkUint(`${what}: SGE lkey`, sge.lkey, 32);
}

/**
 * dma.sge[index]: librxe copies the application's ibv_sge list here with one memcpy (rdma-core v50.0
 * providers/rxe/rxe.c, init_send_wqe L1576-L1577 and rxe_post_one_recv L743-L744), which works because
 * struct rxe_sge and struct ibv_sge are the same 16 bytes.
 */
export function writeRxeSge(w: ByteWriter, index: number, sge: RxeSge, role: SgeRole): void {
  // A's buffers are the ones the other artifacts follow (the source or destination of the transfer).
  const onA = role !== 'recv';
  const bytes = String(sge.length);
  w.group(`sge[${index}]`, msg('field.rxe.sge', { index }), () => {
    const addr: Msg =
      role === 'send'
        ? msg('field.rxe.sge.addr.send', { va: hexValue(sge.addr, 16) })
        : role === 'read'
          ? msg('field.rxe.sge.addr.read', { va: hexValue(sge.addr, 16) })
          : msg('field.rxe.sge.addr.recv', { va: hexValue(sge.addr, 16) });
    w.u64('addr', sge.addr, addr, { ...LE, link: onA ? 'localVa' : undefined });
    w.u32('length', sge.length, msg('field.rxe.sge.length', { bytes }), { ...LE, display: bytes, link: onA ? 'length' : undefined });
    w.u32('lkey', sge.lkey, msg('field.rxe.sge.lkey', { lkey: hexValue(sge.lkey, 8), host: onA ? 'A' : 'B' }), {
      ...LE,
      link: onA ? 'lkey' : undefined,
    });
  });
}

export function readRxeSge(r: ByteReader): RxeSge {
  const addr = r.u64le();
  const length = r.u32le();
  const lkey = r.u32le();
  return { addr, length, lkey };
}

/** What differs between the send and the receive WQE's dma header: the sentences for length, resid and num_sge. */
export interface DmaMeanings {
  length: Msg;
  resid: Msg;
  numSge: Msg;
  /** Link for dma.length (the send WQE's message length). */
  lengthLink?: 'length';
}

/**
 * The 24-B head of `struct rxe_dma_info` as librxe fills it: length and resid = the total of the SGE lengths,
 * cur_sge 0, num_sge, sge_offset 0 (rdma-core v50.0 providers/rxe/rxe.c, init_send_wqe L1585-L1589 and
 * rxe_post_one_recv L749-L753). Neither function writes `reserved`: it keeps the slot's old bytes, 0 on the ring's
 * first pass because the kernel allocates the ring with vmalloc_user, which zeroes it (linux v6.8
 * drivers/infiniband/sw/rxe/rxe_queue.c, rxe_queue_init L89).
 */
export function writeDmaHead(w: ByteWriter, length: number, numSge: number, m: DmaMeanings): void {
  w.u32('length', length, m.length, { ...LE, display: String(length), link: m.lengthLink });
  w.u32('resid', length, m.resid, { ...LE, display: String(length) });
  w.u32('cur_sge', 0, msg('field.rxe.dma.curSge'), LE);
  w.u32('num_sge', numSge, m.numSge, { ...LE, display: String(numSge) });
  w.u32('sge_offset', 0, msg('field.rxe.dma.sgeOffset'), LE);
  w.u32('reserved', 0, msg('field.rxe.dma.reserved'), LE);
}

export function readDmaHead(r: ByteReader): RxeDmaInfo {
  const length = r.u32le();
  const resid = r.u32le();
  const curSge = r.u32le();
  const numSge = r.u32le();
  const sgeOffset = r.u32le();
  const reserved = r.u32le();
  return { length, resid, curSge, numSge, sgeOffset, reserved };
}
