import { msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import { checkU64, RXE_RECV_WQE_BYTES, RXE_SGE_BYTES } from './constants';
import { checkSge, type RxeDmaInfo, type RxeSge, readDmaHead, readRxeSge, writeDmaHead, writeRxeSge } from './dmaInfo';

export interface RxeRecvWqeSpec {
  /** ibv_recv_wr.wr_id, returned in the receive CQE. */
  wrId: bigint;
  /** The one receive buffer. */
  sge: RxeSge;
}

export interface DecodedRxeRecvWqe {
  spec: RxeRecvWqeSpec;
  reserved: number;
  padding: number;
  dma: RxeDmaInfo;
}

const LE = { littleEndian: true } as const;

/**
 * A receive WQE as librxe's rxe_post_one_recv writes it into the RQ ring slot at the producer index (rdma-core v50.0
 * providers/rxe/rxe.c L720-L759): `struct rxe_recv_wqe` (linux v6.8 include/uapi/rdma/rdma_user_rxe.h L175-L180,
 * 40 B) and one `struct rxe_sge`. It sets wr_id (L741), copies the SGE list (L743-L744) and fills dma: length = resid
 * = the sum of the SGE lengths, cur_sge 0, num_sge, sge_offset 0 (L746-L753). reserved, padding and dma.reserved are
 * not written: the slot's old bytes, 0 on the ring's first pass (vmalloc_user, rxe_queue.c L89). No system call
 * follows: the producer-index store alone publishes it (rxe_post_recv L1691-L1726 makes none).
 */
export function encodeRxeRecvWqe(spec: RxeRecvWqeSpec): { bytes: Uint8Array; fields: Field[] } {
  checkU64('rxe recv WQE: wr_id', spec.wrId);
  checkSge('rxe recv WQE', spec.sge);
  const w = new ByteWriter(RXE_RECV_WQE_BYTES + RXE_SGE_BYTES);
  const bytes = String(spec.sge.length);
  w.u64('wr_id', spec.wrId, msg('field.rxe.wrId', { id: hexValue(spec.wrId, 16) }), LE);
  w.u32('reserved', 0, msg('field.rxe.recv.reserved'), LE);
  w.u32('padding', 0, msg('field.rxe.recv.padding'), LE);
  w.group('dma', msg('field.rxe.dma.recv'), () => {
    writeDmaHead(w, spec.sge.length, 1, {
      length: msg('field.rxe.dma.length.recv', { bytes }),
      resid: msg('field.rxe.dma.resid.recv', { bytes }),
      numSge: msg('field.rxe.dma.numSge', { n: 1 }),
    });
    writeRxeSge(w, 0, spec.sge, 'recv');
  });
  return w.finish();
}

/** Reads a receive WQE (or a whole RQ slot) back; the model posts one SGE. */
export function decodeRxeRecvWqe(bytes: Uint8Array): DecodedRxeRecvWqe {
  if (bytes.length < RXE_RECV_WQE_BYTES + RXE_SGE_BYTES) throw new RangeError(`rxe recv WQE: ${bytes.length} B, less than one SGE's WQE`);
  const r = new ByteReader(bytes);
  const wrId = r.u64le();
  const reserved = r.u32le();
  const padding = r.u32le();
  const dma = readDmaHead(r);
  if (dma.numSge !== 1) throw new RangeError(`rxe recv WQE: ${dma.numSge} SGEs; the model posts one`);
  return { spec: { wrId, sge: readRxeSge(r) }, reserved, padding, dma };
}
