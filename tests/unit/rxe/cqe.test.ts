import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../../src/sim/bytes/hex';
import {
  IB_WC_GRH,
  IB_WC_RECV,
  IB_WC_RECV_RDMA_WITH_IMM,
  IB_WC_REM_ACCESS_ERR,
  IB_WC_STATUS_NAMES,
  IB_WC_SUCCESS,
  IB_WC_WITH_IMM,
  IB_WC_WR_FLUSH_ERR,
  RXE_WC_OPCODE,
  type RxeSendOp,
} from '../../../src/sim/rxe/constants';
import { decodeRxeCqe, rxeRecvCqe, rxeSendCqe } from '../../../src/sim/rxe/cqe';
import { propertyRuns } from '../support/propertyRuns';
import { expectExplained, hexRows, meaningOf, offsets } from './support';

describe('golden CQEs (struct ib_uverbs_wc, what rxe_poll_cq copies out)', () => {
  it('send CQE of a signaled RDMA WRITE with immediate: IB_WC_RDMA_WRITE, byte_len = dma.length, IB_WC_WITH_IMM, no imm value', () => {
    const cqe = rxeSendCqe({ wrId: 0x1122334455667788n, status: IB_WC_SUCCESS, op: 'write-imm', byteLen: 1000, qpNum: 0x11 });
    expect(toHex(cqe.bytes)).toBe(
      hexRows(
        '8877665544332211', // wr_id
        '00000000', // status = IB_WC_SUCCESS
        '01000000', // opcode = IB_WC_RDMA_WRITE
        '00000000', // vendor_err
        'e8030000', // byte_len = 1000
        '00000000', // ex.imm_data: make_send_cqe does not copy it
        '11000000', // qp_num
        '00000000', // src_qp
        '02000000', // wc_flags = IB_WC_WITH_IMM
        '0000 0000 00 00 00 00', // pkey_index, slid, sl, dlid_path_bits, port_num, reserved
      ),
    );
    expectExplained(cqe);
    expect(meaningOf(cqe.fields, 'opcode')).toBe('1 = IB_WC_RDMA_WRITE: what wr_to_wc_opcode makes of IBV_WR_RDMA_WRITE_WITH_IMM');
  });

  it('receive CQE of an RDMA WRITE with immediate: IB_WC_RECV_RDMA_WITH_IMM, imm big-endian, GRH | WITH_IMM, port 1', () => {
    const cqe = rxeRecvCqe({
      wrId: 0x42n,
      status: IB_WC_SUCCESS,
      withImm: true,
      imm: 0xdeadbeef,
      byteLen: 1000,
      qpNum: 0x12,
      writeImm: true,
    });
    expect(toHex(cqe.bytes)).toBe(
      hexRows(
        '4200000000000000', // wr_id
        '00000000', // status
        '81000000', // opcode = IB_WC_RECV_RDMA_WITH_IMM (129)
        '00000000', // vendor_err
        'e8030000', // byte_len = the RETH length
        'deadbeef', // ex.imm_data, __be32
        '12000000', // qp_num
        '00000000', // src_qp: no DETH on RC
        '03000000', // wc_flags = IB_WC_GRH | IB_WC_WITH_IMM
        '0000 0000 00 00 01 00', // pkey_index, slid, sl, dlid_path_bits, port_num = 1, reserved
      ),
    );
    expectExplained(cqe);
  });

  it('receive CQE of a SEND: IB_WC_RECV, IB_WC_GRH only', () => {
    const cqe = rxeRecvCqe({ wrId: 1n, status: IB_WC_SUCCESS, withImm: false, byteLen: 64, qpNum: 0x12, writeImm: false });
    const d = decodeRxeCqe(cqe.bytes);
    expect([d.opcode, d.wcFlags, d.byteLen, d.imm]).toEqual([IB_WC_RECV, IB_WC_GRH, 64, 0]);
    expectExplained(cqe);
  });

  it('an error sets only wr_id, status and qp_num (make_send_cqe, do_complete, the flush paths)', () => {
    const send = rxeSendCqe({ wrId: 5n, status: IB_WC_REM_ACCESS_ERR, op: 'write-imm', byteLen: 1000, qpNum: 0x11 });
    expect(toHex(send.bytes)).toBe(
      hexRows(
        '0500000000000000', // wr_id
        '0a000000', // status = IB_WC_REM_ACCESS_ERR (10)
        '00000000 00000000 00000000 00000000', // opcode, vendor_err, byte_len, ex.imm_data: set on success only
        '11000000', // qp_num
        '00'.repeat(16), // src_qp .. reserved
      ),
    );
    expectExplained(send);
    expect(meaningOf(send.fields, 'status')).toMatch(/^10 = IB_WC_REM_ACCESS_ERR: the work request failed/);
    const recv = rxeRecvCqe({ wrId: 6n, status: IB_WC_WR_FLUSH_ERR, withImm: true, imm: 1, byteLen: 9, qpNum: 0x12, writeImm: true });
    expect(decodeRxeCqe(recv.bytes)).toEqual({
      wrId: 6n,
      status: IB_WC_WR_FLUSH_ERR,
      opcode: 0,
      vendorErr: 0,
      byteLen: 0,
      imm: 0,
      qpNum: 0x12,
      srcQp: 0,
      wcFlags: 0,
      pkeyIndex: 0,
      slid: 0,
      sl: 0,
      dlidPathBits: 0,
      portNum: 0,
    });
    expectExplained(recv);
  });

  it('refuses impossible inputs', () => {
    const ok = { wrId: 1n, status: 0, withImm: false, byteLen: 1, qpNum: 1, writeImm: false };
    expect(() => rxeRecvCqe({ ...ok, writeImm: true })).toThrow(/only with immediate/);
    expect(() => rxeRecvCqe({ ...ok, withImm: true })).toThrow(/needs imm/);
    expect(() => rxeRecvCqe({ ...ok, status: IB_WC_STATUS_NAMES.length })).toThrow(RangeError);
    expect(() => rxeSendCqe({ wrId: 1n, status: 0, op: 'write', byteLen: 1, qpNum: 1 << 24 })).toThrow(RangeError);
    expect(() => decodeRxeCqe(new Uint8Array(47))).toThrow(RangeError);
  });
});

describe('offsets are the compiled layout', () => {
  it('struct ib_uverbs_wc, 48 B', () => {
    // linux v6.8 include/uapi/rdma/ib_user_verbs.h L485-L504, struct ib_uverbs_wc (offsetof printed by gcc 12.2
    // on x86_64; struct ibv_wc of rdma-core v50.0 libibverbs/verbs.h L588 has the same offsets for bytes 0-45).
    const cqe = rxeRecvCqe({ wrId: 1n, status: 0, withImm: false, byteLen: 1, qpNum: 1, writeImm: false });
    expect(offsets(cqe.fields)).toEqual({
      wr_id: 0,
      status: 8,
      opcode: 12,
      vendor_err: 16,
      byte_len: 20,
      'ex.imm_data': 24,
      qp_num: 28,
      src_qp: 32,
      wc_flags: 36,
      pkey_index: 40,
      slid: 42,
      sl: 44,
      dlid_path_bits: 45,
      port_num: 46,
      reserved: 47,
    });
    expect(cqe.bytes.length).toBe(48);
  });
});

describe('decodeRxeCqe(encode(x)) gives back what the kernel sets', () => {
  const u32 = fc.integer({ min: 0, max: 0xffffffff });
  const u64 = fc.bigInt(0n, (1n << 64n) - 1n);
  const status = fc.oneof(fc.constant(IB_WC_SUCCESS), fc.integer({ min: 0, max: IB_WC_STATUS_NAMES.length - 1 }));
  const qpNum = fc.integer({ min: 0, max: 0xffffff });

  it('send CQEs', () => {
    const op = fc.constantFrom<RxeSendOp>('write', 'write-imm', 'read', 'send', 'send-imm');
    fc.assert(
      fc.property(fc.record({ wrId: u64, status, op, byteLen: u32, qpNum }), (x) => {
        const cqe = rxeSendCqe(x);
        expectExplained(cqe);
        const ok = x.status === IB_WC_SUCCESS;
        expect(decodeRxeCqe(cqe.bytes)).toMatchObject({
          wrId: x.wrId,
          status: x.status,
          qpNum: x.qpNum,
          opcode: ok ? RXE_WC_OPCODE[x.op].value : 0,
          byteLen: ok ? x.byteLen : 0,
          wcFlags: ok && x.op.endsWith('-imm') ? IB_WC_WITH_IMM : 0,
          imm: 0,
          portNum: 0,
        });
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('receive CQEs', () => {
    const kind = fc.constantFrom('send', 'send-imm', 'write-imm');
    fc.assert(
      fc.property(fc.record({ wrId: u64, status, kind, imm: u32, byteLen: u32, qpNum, portNum: fc.integer({ min: 1, max: 255 }) }), (x) => {
        const withImm = x.kind !== 'send';
        const writeImm = x.kind === 'write-imm';
        const cqe = rxeRecvCqe({
          wrId: x.wrId,
          status: x.status,
          withImm,
          imm: withImm ? x.imm : undefined,
          byteLen: x.byteLen,
          qpNum: x.qpNum,
          writeImm,
          portNum: x.portNum,
        });
        expectExplained(cqe);
        const ok = x.status === IB_WC_SUCCESS;
        expect(decodeRxeCqe(cqe.bytes)).toEqual({
          wrId: x.wrId,
          status: x.status,
          opcode: ok ? (writeImm ? IB_WC_RECV_RDMA_WITH_IMM : IB_WC_RECV) : 0,
          vendorErr: 0,
          byteLen: ok ? x.byteLen : 0,
          imm: ok && withImm ? x.imm : 0,
          qpNum: x.qpNum,
          srcQp: 0,
          wcFlags: ok ? IB_WC_GRH | (withImm ? IB_WC_WITH_IMM : 0) : 0,
          pkeyIndex: 0,
          slid: 0,
          sl: 0,
          dlidPathBits: 0,
          portNum: ok ? x.portNum : 0,
        });
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
