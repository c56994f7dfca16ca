import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../../src/sim/bytes/hex';
import { decodeRxeRecvWqe, encodeRxeRecvWqe } from '../../../src/sim/rxe/recvWqe';
import { propertyRuns } from '../support/propertyRuns';
import { expectExplained, hexRows, meaningOf, offsets } from './support';

const SPEC = { wrId: 0x42n, sge: { addr: 0x00007f0000002000n, length: 4096, lkey: 0xabcd } };

describe('golden receive WQE (librxe rxe_post_one_recv)', () => {
  it('one SGE: 40-B struct rxe_recv_wqe and one 16-B rxe_sge, little-endian', () => {
    const wqe = encodeRxeRecvWqe(SPEC);
    expect(toHex(wqe.bytes)).toBe(
      hexRows(
        '4200000000000000', // wr_id
        '00000000', // reserved (not written)
        '00000000', // padding (not written)
        '00100000', // dma.length = 4096
        '00100000', // dma.resid = 4096
        '00000000', // dma.cur_sge
        '01000000', // dma.num_sge = 1
        '00000000', // dma.sge_offset
        '00000000', // dma.reserved (not written)
        '0020000000 7f0000', // dma.sge[0].addr
        '00100000', // dma.sge[0].length
        'cdab0000', // dma.sge[0].lkey
      ),
    );
    expectExplained(wqe);
    expect(meaningOf(wqe.fields, 'dma.sge[0].lkey')).toMatch(/^0x0000abcd: host B’s local key/);
    expect(meaningOf(wqe.fields, 'dma.resid')).toMatch(/reports length - resid as byte_len/);
  });

  it('offsets are the compiled layout', () => {
    // linux v6.8 include/uapi/rdma/rdma_user_rxe.h: struct rxe_recv_wqe L175-L180, rxe_dma_info L147-L159
    // (offsetof printed by gcc 12.2 on x86_64: dma at 16, dma.sge[0] at 40).
    expect(offsets(encodeRxeRecvWqe(SPEC).fields)).toEqual({
      wr_id: 0,
      reserved: 8,
      padding: 12,
      'dma.length': 16,
      'dma.resid': 20,
      'dma.cur_sge': 24,
      'dma.num_sge': 28,
      'dma.sge_offset': 32,
      'dma.reserved': 36,
      'dma.sge[0].addr': 40,
      'dma.sge[0].length': 48,
      'dma.sge[0].lkey': 52,
    });
  });

  it('refuses values that do not fit and a short slot', () => {
    expect(() => encodeRxeRecvWqe({ ...SPEC, sge: { ...SPEC.sge, length: 2 ** 32 } })).toThrow(RangeError);
    expect(() => encodeRxeRecvWqe({ ...SPEC, wrId: -1n })).toThrow(RangeError);
    expect(() => decodeRxeRecvWqe(new Uint8Array(40))).toThrow(RangeError);
  });
});

describe('decodeRxeRecvWqe(encodeRxeRecvWqe(x)) == x', () => {
  it('any wr_id and buffer', () => {
    const u32 = fc.integer({ min: 0, max: 0xffffffff });
    const u64 = fc.bigInt(0n, (1n << 64n) - 1n);
    fc.assert(
      fc.property(fc.record({ wrId: u64, sge: fc.record({ addr: u64, length: u32, lkey: u32 }) }), (x) => {
        const wqe = encodeRxeRecvWqe(x);
        expectExplained(wqe);
        const back = decodeRxeRecvWqe(wqe.bytes);
        expect(back.spec).toEqual(x);
        expect(back.dma).toEqual({ length: x.sge.length, resid: x.sge.length, curSge: 0, numSge: 1, sgeOffset: 0, reserved: 0 });
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
