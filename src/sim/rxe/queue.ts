import { msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { checkUint, RXE_MAX_INLINE_DATA, RXE_MAX_SGE, RXE_RECV_WQE_BYTES, RXE_SEND_WQE_BYTES, RXE_SGE_BYTES } from './constants';

/**
 * `struct rxe_queue_buf` (linux v6.8 include/uapi/rdma/rdma_user_rxe.h L220-L229): the 384-B header at the start of
 * every SQ, RQ and CQ ring the kernel allocates with vmalloc_user and user space mmaps. log2_elem_size @0,
 * index_mask @4, pad_1[30], producer_index @128, pad_2[31], consumer_index @256, pad_3[31], data[] @384: "arrange to
 * have producer and consumer indices in separate cache lines" (the comment at L210-L219).
 */
export const RXE_QUEUE_HEADER_BYTES = 384;
export const PRODUCER_INDEX_OFFSET = 128;
export const CONSUMER_INDEX_OFFSET = 256;

/** cache_line_size() on x86_64: the smallest slot rxe_queue_init makes. */
export const RXE_MIN_SLOT_BYTES = 64;

/**
 * sizeof(struct rxe_cqe) on x86_64: a union of the kernel's struct ib_wc (72 B) and struct ib_uverbs_wc (48 B)
 * (linux v6.8 drivers/infiniband/sw/rxe/rxe_verbs.h L53-L58), the element rxe_cq_from_init asks for (rxe_cq.c L50-L51).
 */
export const RXE_CQE_ELEM_BYTES = 72;

/**
 * The slot size rxe_queue_init gives an element: at least a cache line, rounded up to a power of two
 * (linux v6.8 drivers/infiniband/sw/rxe/rxe_queue.c L76-L79). Slot i is at data + (i << log2_elem_size)
 * (rdma-core v50.0 providers/rxe/rxe_queue.h, producer_addr L140-L147).
 */
export function rxeSlotBytes(elemSize: number): number {
  checkUint('rxe queue: element size', elemSize, 31);
  let slot = 1;
  while (slot < Math.max(elemSize, RXE_MIN_SLOT_BYTES)) slot *= 2;
  return slot;
}

/** A CQ slot: sizeof(struct rxe_cqe) = 72 rounded up, 128 B, of which user space reads the first 48 (struct ib_uverbs_wc). */
export const RXE_CQ_SLOT_BYTES = rxeSlotBytes(RXE_CQE_ELEM_BYTES);

/**
 * An SQ slot: rxe_init_sq asks for sizeof(struct rxe_send_wqe) + max(max_send_sge x sizeof(struct ib_sge),
 * max_inline_data) (linux v6.8 drivers/infiniband/sw/rxe/rxe_qp.c L194-L199), which rxe_queue_init rounds up.
 * rxe_qp_chk_cap refuses more than RXE_MAX_SGE SGEs or RXE_MAX_INLINE_DATA inline bytes (rxe_qp.c L27-L51).
 */
export function rxeSendWqeSlot(maxSendSge: number, maxInline: number): number {
  checkUint('rxe SQ: max_send_sge', maxSendSge, 31);
  checkUint('rxe SQ: max_inline_data', maxInline, 31);
  if (maxSendSge > RXE_MAX_SGE) throw new RangeError(`rxe SQ: max_send_sge ${maxSendSge} > RXE_MAX_SGE (${RXE_MAX_SGE})`);
  if (maxInline > RXE_MAX_INLINE_DATA)
    throw new RangeError(`rxe SQ: max_inline_data ${maxInline} > RXE_MAX_INLINE_DATA (${RXE_MAX_INLINE_DATA})`);
  return rxeSlotBytes(RXE_SEND_WQE_BYTES + Math.max(maxSendSge * RXE_SGE_BYTES, maxInline));
}

/** An RQ slot: sizeof(struct rxe_recv_wqe) + max_recv_sge x sizeof(struct ib_sge) (rxe_init_rq, rxe_qp.c L289-L290), rounded up. */
export function rxeRecvWqeSlot(maxRecvSge: number): number {
  checkUint('rxe RQ: max_recv_sge', maxRecvSge, 31);
  if (maxRecvSge > RXE_MAX_SGE) throw new RangeError(`rxe RQ: max_recv_sge ${maxRecvSge} > RXE_MAX_SGE (${RXE_MAX_SGE})`);
  return rxeSlotBytes(RXE_RECV_WQE_BYTES + maxRecvSge * RXE_SGE_BYTES);
}

/** Byte offset of slot `index` from the start of the mmapped ring (header included). */
export function rxeSlotOffset(index: number, slotBytes: number): number {
  return RXE_QUEUE_HEADER_BYTES + index * slotBytes;
}

/**
 * The one store that publishes a WQE: advance_producer writes (prod + 1) & index_mask to producer_index with
 * memory_order_release (rdma-core v50.0 providers/rxe/rxe_queue.h L92-L100), a plain 4-B store on x86_64 at
 * byte PRODUCER_INDEX_OFFSET of the ring. The kernel reads it with smp_load_acquire (linux v6.8
 * drivers/infiniband/sw/rxe/rxe_queue.h, queue_get_producer L100-L109), so it sees the WQE's bytes first.
 * Pass the new index (already masked).
 */
export function producerIndexStore(index: number): { bytes: Uint8Array; fields: Field[] } {
  checkUint('rxe producer index', index, 32);
  const w = new ByteWriter(4);
  w.u32('producer_index', index, msg('field.rxe.producerIndex', { index, offset: PRODUCER_INDEX_OFFSET }), {
    littleEndian: true,
    display: String(index),
  });
  return w.finish();
}

export function decodeProducerIndexStore(bytes: Uint8Array): number {
  if (bytes.length !== 4) throw new RangeError(`rxe producer index: expected 4 B, got ${bytes.length}`);
  return new ByteReader(bytes).u32le();
}
