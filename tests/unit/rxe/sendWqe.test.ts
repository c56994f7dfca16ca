import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leafFields } from '../../../src/sim/bytes/field';
import { toHex } from '../../../src/sim/bytes/hex';
import { RXE_MAX_INLINE_DATA, type RxeSendOp } from '../../../src/sim/rxe/constants';
import { decodeRxeSendWqe, encodeRxeSendWqe, type RxeSendWqeSpec } from '../../../src/sim/rxe/sendWqe';
import { propertyRuns } from '../support/propertyRuns';
import { expectExplained, hexRows, meaningOf, offsets, zeros } from './support';

const WR_ID = 0x1122334455667788n;
const REMOTE = 0x00007f0000001000n;
const SGE = { addr: 0x00007f1234560000n, length: 1000, lkey: 0x5678 };
const WRITE: RxeSendWqeSpec = { op: 'write', wrId: WR_ID, signaled: true, remoteVa: REMOTE, rkey: 0x1234, length: 1000, sge: SGE };

describe('golden send WQEs (librxe init_send_wqe, x86_64 little-endian)', () => {
  it('RDMA WRITE, one SGE, signaled: 208-B struct rxe_send_wqe and one 16-B rxe_sge', () => {
    const wqe = encodeRxeSendWqe(WRITE);
    expect(toHex(wqe.bytes)).toBe(
      hexRows(
        '8877665544332211', // wr.wr_id
        '00000000', // wr.reserved
        '00000000', // wr.opcode = IBV_WR_RDMA_WRITE (0)
        '02000000', // wr.send_flags = IBV_SEND_SIGNALED
        '00000000', // wr.ex.imm_data (big-endian, 0)
        '0010000000 7f0000', // wr.wr.rdma.remote_addr 0x7f0000001000
        '34120000', // wr.wr.rdma.rkey 0x1234
        '00000000', // wr.wr.rdma.reserved
        zeros(104), // rest of union wr (bytes 40-143)
        '00000000', // status @144
        '00000000', // state @148 = wqe_state_posted
        '0010000000 7f0000', // iova @152 = remote_addr
        zeros(24), // mask, first_psn, last_psn, ack_length, ssn, has_rd_atomic @160-183
        'e8030000', // dma.length @184 = 1000
        'e8030000', // dma.resid @188 = 1000
        '00000000', // dma.cur_sge @192
        '01000000', // dma.num_sge @196 = 1
        '00000000', // dma.sge_offset @200
        '00000000', // dma.reserved @204
        '0000563412 7f0000', // dma.sge[0].addr @208
        'e8030000', // dma.sge[0].length @216
        '78560000', // dma.sge[0].lkey @220
      ),
    );
    expect(wqe.bytes.length).toBe(224);
    expectExplained(wqe);
    expect(meaningOf(wqe.fields, 'wr.wr.rdma.remote_addr')).toMatch(/^0x00007f0000001000: where in host B’s memory the write goes/);
    expect(meaningOf(wqe.fields, 'wr.send_flags')).toMatch(/IBV_SEND_SIGNALED: signaled/);
    expect(meaningOf(wqe.fields, 'ssn')).toMatch(/not written by librxe/);
    const links = Object.fromEntries(leafFields(wqe.fields).flatMap((f) => (f.link ? [[f.path, f.link]] : [])));
    expect(links).toEqual({
      'wr.wr.rdma.remote_addr': 'remoteVa',
      'wr.wr.rdma.rkey': 'rkey',
      iova: 'remoteVa',
      'dma.length': 'length',
      'dma.sge[0].addr': 'localVa',
      'dma.sge[0].length': 'length',
      'dma.sge[0].lkey': 'lkey',
    });
  });

  it('inline RDMA WRITE, not signaled: the 5 payload bytes follow the header, num_sge 1, no lkey kept', () => {
    const payload = new TextEncoder().encode('hello');
    const wqe = encodeRxeSendWqe({ op: 'write', wrId: 7n, signaled: false, remoteVa: REMOTE, rkey: 0xabcd, length: 5, inline: payload });
    expect(toHex(wqe.bytes)).toBe(
      hexRows(
        '0700000000000000', // wr.wr_id
        '00000000 00000000', // wr.reserved, wr.opcode = IBV_WR_RDMA_WRITE
        '08000000', // wr.send_flags = IBV_SEND_INLINE
        '00000000', // wr.ex.imm_data
        '0010000000 7f0000 cdab0000 00000000', // wr.wr.rdma: remote_addr, rkey, reserved
        zeros(104),
        '00000000 00000000', // status, state
        '0010000000 7f0000', // iova
        zeros(24),
        '05000000 05000000 00000000 01000000 00000000 00000000', // dma: length, resid, cur_sge, num_sge, sge_offset, reserved
        '68656c6c6f', // dma.inline_data "hello"
      ),
    );
    expectExplained(wqe);
    expect(meaningOf(wqe.fields, 'dma.inline_data')).toMatch(/^5 B of payload, copied here by init_send_wqe/);
    expect(leafFields(wqe.fields).find((f) => f.path === 'dma.inline_data')?.link).toBe('payload');
  });

  it('RDMA WRITE with immediate: opcode 1, imm_data stored big-endian', () => {
    const wqe = encodeRxeSendWqe({ ...WRITE, op: 'write-imm', imm: 0xdeadbeef });
    expect(toHex(wqe.bytes.subarray(0, 40))).toBe(
      hexRows(
        '8877665544332211', // wr.wr_id
        '00000000', // wr.reserved
        '01000000', // wr.opcode = IBV_WR_RDMA_WRITE_WITH_IMM
        '02000000', // wr.send_flags = IBV_SEND_SIGNALED
        'deadbeef', // wr.ex.imm_data: __be32, network order
        '0010000000 7f0000 34120000 00000000', // wr.wr.rdma
      ),
    );
    expect(toHex(wqe.bytes.subarray(40))).toBe(toHex(encodeRxeSendWqe(WRITE).bytes.subarray(40)));
    expectExplained(wqe);
    expect(meaningOf(wqe.fields, 'wr.ex.imm_data')).toMatch(/^0xdeadbeef: the immediate data/);
  });

  it('SEND: nothing in the union, rkey not kept, iova still the application’s wr.rdma.remote_addr', () => {
    const wqe = encodeRxeSendWqe({ ...WRITE, op: 'send', remoteVa: 0n });
    expect(toHex(wqe.bytes.subarray(12, 16))).toBe('02000000');
    expect(toHex(wqe.bytes.subarray(24, 144))).toBe(zeros(120));
    expectExplained(wqe);
    expect(decodeRxeSendWqe(wqe.bytes).spec.rkey).toBe(0);
  });

  it('RDMA READ: opcode 4; the SGE is the destination', () => {
    const wqe = encodeRxeSendWqe({ ...WRITE, op: 'read' });
    expect(toHex(wqe.bytes.subarray(12, 16))).toBe('04000000');
    expectExplained(wqe);
    expect(meaningOf(wqe.fields, 'dma.sge[0].addr')).toMatch(/destination buffer in process A/);
  });

  it('refuses what librxe or the model cannot post', () => {
    expect(() => encodeRxeSendWqe({ ...WRITE, length: 999 })).toThrow(/length 999/);
    expect(() => encodeRxeSendWqe({ ...WRITE, op: 'write-imm' })).toThrow(/needs imm/);
    expect(() => encodeRxeSendWqe({ ...WRITE, inline: new Uint8Array(1000) })).toThrow(/not both/);
    expect(() => encodeRxeSendWqe({ ...WRITE, op: 'read', sge: undefined, length: 3, inline: new Uint8Array(3) })).toThrow(/READ/);
    const big = RXE_MAX_INLINE_DATA + 1;
    expect(() => encodeRxeSendWqe({ ...WRITE, sge: undefined, length: big, inline: new Uint8Array(big) })).toThrow(/RXE_MAX_INLINE_DATA/);
    expect(() => encodeRxeSendWqe({ ...WRITE, rkey: 2 ** 32 })).toThrow(RangeError);
    expect(() => decodeRxeSendWqe(new Uint8Array(100))).toThrow(RangeError);
  });
});

describe('field offsets are the compiled layout', () => {
  it('struct rxe_send_wqe, rxe_send_wr, rxe_dma_info and rxe_sge as gcc lays them out on x86_64', () => {
    // linux v6.8 include/uapi/rdma/rdma_user_rxe.h: struct rxe_send_wr L75-L133, rxe_sge L135-L139,
    // rxe_dma_info L147-L159, rxe_send_wqe L161-L173 (offsetof printed by gcc 12.2 on x86_64).
    expect(offsets(encodeRxeSendWqe(WRITE).fields)).toEqual({
      'wr.wr_id': 0,
      'wr.reserved': 8,
      'wr.opcode': 12,
      'wr.send_flags': 16,
      'wr.ex.imm_data': 20,
      'wr.wr.rdma.remote_addr': 24,
      'wr.wr.rdma.rkey': 32,
      'wr.wr.rdma.reserved': 36,
      'wr.wr.unused': 40,
      status: 144,
      state: 148,
      iova: 152,
      mask: 160,
      first_psn: 164,
      last_psn: 168,
      ack_length: 172,
      ssn: 176,
      has_rd_atomic: 180,
      'dma.length': 184,
      'dma.resid': 188,
      'dma.cur_sge': 192,
      'dma.num_sge': 196,
      'dma.sge_offset': 200,
      'dma.reserved': 204,
      'dma.sge[0].addr': 208,
      'dma.sge[0].length': 216,
      'dma.sge[0].lkey': 220,
    });
    const inline = encodeRxeSendWqe({ ...WRITE, sge: undefined, length: 2, inline: new Uint8Array(2) });
    expect(offsets(inline.fields)['dma.inline_data']).toBe(208);
  });
});

describe('decodeRxeSendWqe(encodeRxeSendWqe(x)) == x', () => {
  const u32 = fc.integer({ min: 0, max: 0xffffffff });
  const u64 = fc.bigInt(0n, (1n << 64n) - 1n);
  const op = fc.constantFrom<RxeSendOp>('write', 'write-imm', 'read', 'send', 'send-imm');
  const data = fc.oneof(
    fc.record({ addr: u64, length: u32, lkey: u32 }).map((sge) => ({ sge, length: sge.length })),
    fc.uint8Array({ maxLength: RXE_MAX_INLINE_DATA }).map((inline) => ({ inline, length: inline.length })),
    fc.constant({ length: 0 }),
  );
  const spec = fc
    .record({ op, wrId: u64, signaled: fc.boolean(), imm: fc.option(u32, { nil: undefined }), remoteVa: u64, rkey: u32, data })
    .map(({ data: d, ...rest }): RxeSendWqeSpec => {
      const imm = rest.op.endsWith('-imm') ? (rest.imm ?? 0) : rest.imm;
      // A READ cannot be inline: give it no data instead.
      const dd = rest.op === 'read' && 'inline' in d ? { length: 0 } : d;
      return { ...rest, imm, ...dd };
    });

  it('any work request, every byte explained', () => {
    fc.assert(
      fc.property(spec, (x) => {
        const wqe = encodeRxeSendWqe(x);
        expectExplained(wqe);
        const back = decodeRxeSendWqe(wqe.bytes);
        const rdma = x.op === 'write' || x.op === 'write-imm' || x.op === 'read';
        expect(back.spec).toEqual({ ...x, imm: x.imm ?? 0, rkey: rdma ? x.rkey : 0 });
        expect(back.iova).toBe(x.remoteVa);
        expect(back.dma).toMatchObject({ length: x.length, resid: x.length, curSge: 0, sgeOffset: 0 });
        expect(back.kernel).toEqual({ status: 0, state: 0, mask: 0, firstPsn: 0, lastPsn: 0, ackLength: 0, ssn: 0, hasRdAtomic: 0 });
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
