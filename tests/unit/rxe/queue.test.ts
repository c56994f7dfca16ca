import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../../src/sim/bytes/hex';
import {
  CONSUMER_INDEX_OFFSET,
  decodeProducerIndexStore,
  PRODUCER_INDEX_OFFSET,
  producerIndexStore,
  RXE_CQ_SLOT_BYTES,
  RXE_QUEUE_HEADER_BYTES,
  rxeRecvWqeSlot,
  rxeSendWqeSlot,
  rxeSlotBytes,
  rxeSlotOffset,
} from '../../../src/sim/rxe/queue';
import { propertyRuns } from '../support/propertyRuns';
import { expectExplained, meaningOf } from './support';

describe('the ring header (struct rxe_queue_buf)', () => {
  it('puts the producer and consumer indices and the data where gcc does', () => {
    // linux v6.8 include/uapi/rdma/rdma_user_rxe.h L220-L229: producer_index at 128, consumer_index at 256,
    // data[] at 384, sizeof 384 (offsetof printed by gcc 12.2 on x86_64).
    expect([PRODUCER_INDEX_OFFSET, CONSUMER_INDEX_OFFSET, RXE_QUEUE_HEADER_BYTES]).toEqual([128, 256, 384]);
    expect(rxeSlotOffset(0, 256)).toBe(384);
    expect(rxeSlotOffset(3, 256)).toBe(384 + 768);
  });

  it('the producer-index store is 4 bytes, little-endian, one field', () => {
    const s = producerIndexStore(0x0102);
    expect(toHex(s.bytes)).toBe('02010000');
    expect(s.fields).toHaveLength(1);
    expectExplained(s);
    expect(meaningOf(s.fields, 'producer_index')).toMatch(
      /^258: the ring’s new producer index.* at byte 128 of the ring with release order/,
    );
    expect(() => producerIndexStore(-1)).toThrow(RangeError);
    expect(() => decodeProducerIndexStore(new Uint8Array(8))).toThrow(RangeError);
  });

  it('decodes any index back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (i) => {
        expect(decodeProducerIndexStore(producerIndexStore(i).bytes)).toBe(i);
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});

describe('slot sizes (rxe_queue_init, rxe_init_sq, rxe_init_rq, rxe_cq_from_init)', () => {
  it.each([
    [0, 64],
    [1, 64],
    [64, 64],
    [65, 128],
    [208, 256],
    [224, 256],
    [257, 512],
  ])('element of %i B -> %i-B slot', (elem, slot) => {
    expect(rxeSlotBytes(elem)).toBe(slot);
  });

  it('SQ: 208 + max(16 x max_send_sge, max_inline_data), rounded up', () => {
    expect(rxeSendWqeSlot(1, 0)).toBe(256); // 224
    expect(rxeSendWqeSlot(1, 64)).toBe(512); // 272
    expect(rxeSendWqeSlot(3, 0)).toBe(256); // 256
    expect(rxeSendWqeSlot(32, 512)).toBe(1024); // 720
    expect(() => rxeSendWqeSlot(33, 0)).toThrow(/RXE_MAX_SGE/);
    expect(() => rxeSendWqeSlot(1, 513)).toThrow(/RXE_MAX_INLINE_DATA/);
  });

  it('RQ: 40 + 16 x max_recv_sge, rounded up; CQ: 72 B -> 128', () => {
    expect(rxeRecvWqeSlot(1)).toBe(64); // 56
    expect(rxeRecvWqeSlot(2)).toBe(128); // 72
    expect(rxeRecvWqeSlot(0)).toBe(64);
    expect(() => rxeRecvWqeSlot(-1)).toThrow(RangeError);
    expect(RXE_CQ_SLOT_BYTES).toBe(128);
  });
});
