import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allFields, coverageProblems, type Field, leafFields } from '../../../src/sim/bytes/field';
import { toHex } from '../../../src/sim/bytes/hex';
import {
  CQE_SYNDROME,
  cqeSyndrome,
  decodeCqe,
  type ErrorCqeSpec,
  encodeErrorCqe,
  encodeRequesterCqe,
  encodeResponderCqe,
  IBV_WC_STATUS,
  MLX5_CQE_REQ_ERR,
  MLX5_CQE_RESP_ERR,
  type ResponderCqeSpec,
  syndromeOf,
  wcStatusOf,
} from '../../../src/sim/mlx5/cqe';
import { SEND_OP_OPCODE } from '../../../src/sim/mlx5/sendOps';
import { en } from '../support/en';

const field = (fields: Field[], path: string) => {
  const f = allFields(fields).find((x) => x.path === path);
  if (!f) throw new Error(`no field ${path}`);
  return f;
};
const meaning = (fields: Field[], path: string) => en(field(fields, path).meaning);

function expectExplained(cqe: { bytes: Uint8Array; fields: Field[] }) {
  expect(cqe.bytes.length).toBe(64);
  expect(coverageProblems(cqe.fields, 64)).toEqual([]);
  for (const f of leafFields(cqe.fields)) expect(en(f.meaning).length, f.path).toBeGreaterThan(1);
}

const TS = 0x0102030405060708n;
const RESP: ResponderCqeSpec = {
  opcode: 'resp-write-imm',
  qpn: 0x13,
  wqeCounter: 5,
  byteCount: 8,
  imm: 0xdeadbeef,
  srcQpn: 0x12,
  slid: 0x0001,
  owner: 1,
  timestamp: TS,
};

describe('responder CQE (struct mlx5_cqe64, handle_responder)', () => {
  const cqe = encodeResponderCqe(RESP);

  it('golden bytes for an RDMA WRITE WITH IMM completion', () => {
    const b = cqe.bytes;
    expect(toHex(b.subarray(0, 22))).toBe('00'.repeat(22)); // rsvd0, wqe_id, rsvd4, ml_path, rsvd20
    expect(toHex(b.subarray(22, 24))).toBe('0001'); // slid
    expect(toHex(b.subarray(24, 28))).toBe('00000012'); // flags_rqpn: g 0, sl 0, src_qp 0x12
    expect(toHex(b.subarray(28, 36))).toBe('00'.repeat(8)); // hds_ip_ext, l4_hdr_type_etc, vlan_info, srqn_uidx
    expect(toHex(b.subarray(36, 40))).toBe('deadbeef'); // imm_inval_pkey: the immediate, as on the wire
    expect(toHex(b.subarray(40, 44))).toBe('00000000'); // app, app_op, app_info
    expect(toHex(b.subarray(44, 48))).toBe('00000008'); // byte_cnt
    expect(toHex(b.subarray(48, 56))).toBe('0102030405060708'); // timestamp
    expect(toHex(b.subarray(56, 60))).toBe('00000013'); // sop_drop_qpn: the responder's QPN
    expect(toHex(b.subarray(60, 64))).toBe('0005' + '00' + '11'); // wqe_counter, signature, op_own = 1 << 4 | owner
    expectExplained(cqe);
  });

  it('op_own opcode 2 for a SEND, 3 for a SEND with immediate; SL in flags_rqpn bits 27:24', () => {
    const send = encodeResponderCqe({ ...RESP, opcode: 'resp-send', imm: undefined, owner: 0 });
    expect(send.bytes[63]).toBe(0x20);
    expect(toHex(send.bytes.subarray(36, 40))).toBe('00000000');
    expect(meaning(send.fields, 'cqe64.imm_inval_pkey')).toMatch(/wc.pkey_index/);
    const sendImm = encodeResponderCqe({ ...RESP, opcode: 'resp-send', sl: 3 });
    expect(sendImm.bytes[63]).toBe(0x31);
    expect(toHex(sendImm.bytes.subarray(24, 28))).toBe('03000012');
    expectExplained(send);
    expectExplained(sendImm);
  });

  it.each([
    ['cqe64.slid', 22],
    ['cqe64.flags_rqpn', 24],
    ['cqe64.flags_rqpn.sl', 24],
    ['cqe64.flags_rqpn.src_qp', 25],
    ['cqe64.srqn_uidx', 32],
    ['cqe64.imm_inval_pkey', 36],
    ['cqe64.byte_cnt', 44],
    ['cqe64.timestamp', 48],
    ['cqe64.sop_drop_qpn.qpn', 57],
    ['cqe64.wqe_counter', 60],
    ['cqe64.op_own', 63],
  ])('%s at byte %i', (path, offset) => {
    expect(field(cqe.fields, path).offset).toBe(offset);
  });

  it('says which ibv_wc field each value becomes', () => {
    expect(meaning(cqe.fields, 'cqe64.op_own.opcode')).toMatch(/MLX5_CQE_RESP_WR_IMM.*IBV_WC_RECV_RDMA_WITH_IMM/);
    expect(meaning(cqe.fields, 'cqe64.imm_inval_pkey')).toMatch(/^0xdeadbeef: .*wc.imm_data.*IBV_WC_WITH_IMM/);
    expect(meaning(cqe.fields, 'cqe64.byte_cnt')).toMatch(/wc.byte_len/);
    expect(meaning(cqe.fields, 'cqe64.slid')).toMatch(/wc.slid/);
    expect(meaning(cqe.fields, 'cqe64.flags_rqpn.src_qp')).toMatch(/wc.src_qp/);
    expect(meaning(cqe.fields, 'cqe64.flags_rqpn.sl')).toMatch(/wc.sl/);
    expect(meaning(cqe.fields, 'cqe64.flags_rqpn.g')).toMatch(/IBV_WC_GRH/);
    expect(meaning(cqe.fields, 'cqe64.sop_drop_qpn.qpn')).toMatch(/wc.qp_num/);
    expect(field(cqe.fields, 'cqe64.sop_drop_qpn.qpn').link).toBe('qpnB');
    expect(field(cqe.fields, 'cqe64.flags_rqpn.src_qp').link).toBe('qpnA');
  });

  it('rejects a WRITE WITH IMM completion without imm, and an SL beyond 4 bits', () => {
    expect(() => encodeResponderCqe({ ...RESP, imm: undefined })).toThrow(/needs imm/);
    expect(() => encodeResponderCqe({ ...RESP, sl: 16 })).toThrow(/4 bits/);
  });
});

describe('error CQE (struct mlx5_err_cqe, mlx5_handle_error_cqe)', () => {
  const spec = { syndrome: cqeSyndrome.REMOTE_ACCESS_ERR.code, qpn: 0x12, wqeCounter: 1, sendOpcode: 0x08, owner: 1 as const };
  const cqe = encodeErrorCqe(spec);

  it('golden bytes for a REMOTE_ACCESS_ERR on an RDMA WRITE', () => {
    const b = cqe.bytes;
    expect(toHex(b.subarray(0, 54))).toBe('00'.repeat(54)); // rsvd0[32], srqn, rsvd1[18]
    expect(toHex(b.subarray(54, 56))).toBe('00' + '13'); // vendor_err_synd (firmware-specific: 0 here), syndrome
    expect(toHex(b.subarray(56, 60))).toBe('08000012'); // s_wqe_opcode_qpn: RDMA_WRITE << 24 | QPN
    expect(toHex(b.subarray(60, 64))).toBe('0001' + '00' + 'd1'); // wqe_counter, signature, op_own = 13 << 4 | owner
    expectExplained(cqe);
  });

  it.each([
    ['err_cqe.srqn', 32],
    ['err_cqe.vendor_err_synd', 54],
    ['err_cqe.syndrome', 55],
    ['err_cqe.s_wqe_opcode_qpn', 56],
    ['err_cqe.wqe_counter', 60],
    ['err_cqe.signature', 62],
    ['err_cqe.op_own', 63],
  ])('%s at byte %i', (path, offset) => {
    expect(field(cqe.fields, path).offset).toBe(offset);
  });

  it('names the syndrome and the wc.status it becomes; vendor_err_synd is firmware-specific', () => {
    expect(meaning(cqe.fields, 'err_cqe.syndrome')).toBe(
      '0x13 = MLX5_CQE_SYNDROME_REMOTE_ACCESS_ERR: why the WQE failed; libmlx5 reports wc.status = IBV_WC_REM_ACCESS_ERR (10)',
    );
    expect(meaning(cqe.fields, 'err_cqe.vendor_err_synd')).toMatch(/wc.vendor_err.*firmware-specific.*shown as 0/);
    expect(meaning(cqe.fields, 'err_cqe.op_own.opcode')).toMatch(/MLX5_CQE_REQ_ERR/);
    const other = encodeErrorCqe({ ...spec, syndrome: 0x30 });
    expect(meaning(other.fields, 'err_cqe.syndrome')).toMatch(/IBV_WC_GENERAL_ERR \(21\)/);
  });

  it('the syndrome table is mlx5dv.h with the mapping of mlx5_handle_error_cqe and the ibv_wc_status values of verbs.h', () => {
    expect(cqeSyndrome.REMOTE_ACCESS_ERR).toEqual({
      code: 0x13,
      name: 'MLX5_CQE_SYNDROME_REMOTE_ACCESS_ERR',
      wcStatus: 'IBV_WC_REM_ACCESS_ERR',
      wcStatusValue: 10,
    });
    const table = Object.fromEntries(Object.entries(cqeSyndrome).map(([k, s]) => [k, [s.code, s.wcStatus, s.wcStatusValue]]));
    expect(table).toEqual({
      LOCAL_LENGTH_ERR: [0x01, 'IBV_WC_LOC_LEN_ERR', 1],
      LOCAL_QP_OP_ERR: [0x02, 'IBV_WC_LOC_QP_OP_ERR', 2],
      LOCAL_PROT_ERR: [0x04, 'IBV_WC_LOC_PROT_ERR', 4],
      WR_FLUSH_ERR: [0x05, 'IBV_WC_WR_FLUSH_ERR', 5],
      MW_BIND_ERR: [0x06, 'IBV_WC_MW_BIND_ERR', 6],
      BAD_RESP_ERR: [0x10, 'IBV_WC_BAD_RESP_ERR', 7],
      LOCAL_ACCESS_ERR: [0x11, 'IBV_WC_LOC_ACCESS_ERR', 8],
      REMOTE_INVAL_REQ_ERR: [0x12, 'IBV_WC_REM_INV_REQ_ERR', 9],
      REMOTE_ACCESS_ERR: [0x13, 'IBV_WC_REM_ACCESS_ERR', 10],
      REMOTE_OP_ERR: [0x14, 'IBV_WC_REM_OP_ERR', 11],
      TRANSPORT_RETRY_EXC_ERR: [0x15, 'IBV_WC_RETRY_EXC_ERR', 12],
      RNR_RETRY_EXC_ERR: [0x16, 'IBV_WC_RNR_RETRY_EXC_ERR', 13],
      REMOTE_ABORTED_ERR: [0x22, 'IBV_WC_REM_ABORT_ERR', 16],
    });
    expect(syndromeOf(0x16)?.name).toBe('MLX5_CQE_SYNDROME_RNR_RETRY_EXC_ERR');
    expect(syndromeOf(0x03)).toBeUndefined();
    expect(wcStatusOf(0x03)).toEqual({ wcStatus: 'IBV_WC_GENERAL_ERR', wcStatusValue: IBV_WC_STATUS.IBV_WC_GENERAL_ERR });
  });
});

describe('receive error CQE (MLX5_CQE_RESP_ERR): a flushed receive WQE', () => {
  const cqe = encodeErrorCqe({
    opcode: MLX5_CQE_RESP_ERR,
    syndrome: CQE_SYNDROME.WR_FLUSH_ERR.code,
    qpn: 0x13,
    wqeCounter: 0,
    sendOpcode: 0,
    owner: 0,
  });

  it('golden bytes: syndrome 0x05, the responder QPN, op_own 0xe0', () => {
    expect(toHex(cqe.bytes.subarray(0, 55))).toBe('00'.repeat(55)); // rsvd0[32], srqn, rsvd1[18], vendor_err_synd
    expect(toHex(cqe.bytes.subarray(55, 64))).toBe('05' + '00000013' + '0000' + '00' + 'e0'); // syndrome, 0 | qpn, wqe_counter, signature, op_own 14 << 4
    expectExplained(cqe);
  });

  it('speaks of the receive queue, and refuses a send opcode', () => {
    expect(meaning(cqe.fields, 'err_cqe.op_own.opcode')).toMatch(/MLX5_CQE_RESP_ERR/);
    expect(meaning(cqe.fields, 'err_cqe.syndrome')).toMatch(/IBV_WC_WR_FLUSH_ERR \(5\)/);
    expect(meaning(cqe.fields, 'err_cqe.wqe_counter')).toMatch(/rq.tail/);
    expect(field(cqe.fields, 'err_cqe.s_wqe_opcode_qpn.qpn').link).toBe('qpnB');
    expect(() => encodeErrorCqe({ opcode: MLX5_CQE_RESP_ERR, syndrome: 5, qpn: 1, wqeCounter: 0, sendOpcode: 0x08, owner: 0 })).toThrow(
      /no send opcode/,
    );
  });

  it('the names the trace code imports are the same tables', () => {
    expect(CQE_SYNDROME).toBe(cqeSyndrome);
    expect(SEND_OP_OPCODE).toEqual({ write: 0x08, 'write-imm': 0x09, send: 0x0a, read: 0x10 });
    expect([MLX5_CQE_REQ_ERR, MLX5_CQE_RESP_ERR]).toEqual([13, 14]);
  });
});

describe('requester CQE for other send opcodes', () => {
  const base = { qpn: 0x12, wqeCounter: 1, owner: 1 as const, timestamp: 5n };

  it('an RDMA READ reports its byte count in byte_cnt (wc.byte_len)', () => {
    const cqe = encodeRequesterCqe({ ...base, sendOpcode: 0x10, byteCount: 4096 });
    expect(toHex(cqe.bytes.subarray(44, 48))).toBe('00001000');
    expect(meaning(cqe.fields, 'cqe64.byte_cnt')).toMatch(/^4096 B read: .*wc.byte_len/);
    expect(meaning(cqe.fields, 'cqe64.sop_drop_qpn.sop')).toMatch(/MLX5_OPCODE_RDMA_READ.*IBV_WC_RDMA_READ/);
    expectExplained(cqe);
  });

  it('names WRITE WITH IMM and SEND, and refuses a byte count libmlx5 would not read', () => {
    expect(meaning(encodeRequesterCqe({ ...base, sendOpcode: 0x09 }).fields, 'cqe64.sop_drop_qpn.sop')).toMatch(/IBV_WC_WITH_IMM/);
    expect(meaning(encodeRequesterCqe({ ...base, sendOpcode: 0x0a }).fields, 'cqe64.sop_drop_qpn.sop')).toMatch(/IBV_WC_SEND/);
    expect(() => encodeRequesterCqe({ ...base, sendOpcode: 0x08, byteCount: 8 })).toThrow(/only for an RDMA READ/);
  });
});

describe('decodeCqe tells the three kinds apart and round-trips each', () => {
  const u16 = fc.integer({ min: 0, max: 0xffff });
  const u24 = fc.integer({ min: 0, max: 0xffffff });
  const u32 = fc.integer({ min: 0, max: 0xffffffff });
  const owner = fc.constantFrom(0 as const, 1 as const);
  const ts = fc.bigInt(0n, (1n << 64n) - 1n);

  it('requester', () => {
    fc.assert(
      fc.property(
        fc.record({ qpn: u24, wqeCounter: u16, sendOpcode: fc.constantFrom(0x08, 0x09, 0x0a, 0x10), owner, timestamp: ts, byteCount: u32 }),
        (x) => {
          const spec = { ...x, byteCount: x.sendOpcode === 0x10 ? x.byteCount : 0 };
          const cqe = encodeRequesterCqe(spec);
          expectExplained(cqe);
          expect(decodeCqe(cqe.bytes)).toEqual({ kind: 'requester', cqeOpcode: 0, opcode: 0, format: 0, se: 0, ...spec });
        },
      ),
    );
  });

  it('responder', () => {
    const spec: fc.Arbitrary<ResponderCqeSpec> = fc
      .record({
        opcode: fc.constantFrom('resp-write-imm' as const, 'resp-send' as const),
        qpn: u24,
        wqeCounter: u16,
        byteCount: u32,
        imm: fc.option(u32, { nil: undefined }),
        srcQpn: u24,
        slid: u16,
        sl: fc.integer({ min: 0, max: 15 }),
        owner,
        timestamp: ts,
      })
      .map((x) => (x.opcode === 'resp-write-imm' && x.imm === undefined ? { ...x, imm: 0 } : x));
    fc.assert(
      fc.property(spec, (x) => {
        const cqe = encodeResponderCqe(x);
        expectExplained(cqe);
        const d = decodeCqe(cqe.bytes);
        if (d.kind !== 'responder') throw new Error(`decoded as ${d.kind}`);
        const { kind, cqeOpcode, format, se, ...back } = d;
        expect(cqeOpcode).toBe(x.opcode === 'resp-write-imm' ? 1 : x.imm === undefined ? 2 : 3);
        expect([format, se]).toEqual([0, 0]);
        const expected: ResponderCqeSpec = { ...x };
        if (expected.imm === undefined) delete expected.imm;
        expect(back).toEqual(expected);
      }),
    );
  });

  it('error, requester (13) and responder (14)', () => {
    const syndromes = [...Object.values(cqeSyndrome).map((s) => s.code), 0x00, 0x30, 0xff];
    const spec = fc
      .record({
        opcode: fc.constantFrom(undefined, MLX5_CQE_REQ_ERR, MLX5_CQE_RESP_ERR),
        syndrome: fc.constantFrom(...syndromes),
        qpn: u24,
        wqeCounter: u16,
        sendOpcode: fc.integer({ min: 0, max: 0xff }),
        owner,
      })
      .map(
        ({ opcode, ...x }): ErrorCqeSpec =>
          opcode === undefined ? x : { ...x, opcode, sendOpcode: opcode === MLX5_CQE_RESP_ERR ? 0 : x.sendOpcode },
      );
    fc.assert(
      fc.property(spec, (x) => {
        const cqe = encodeErrorCqe(x);
        expectExplained(cqe);
        const opcode = x.opcode ?? MLX5_CQE_REQ_ERR;
        expect(decodeCqe(cqe.bytes)).toEqual({
          kind: 'error',
          cqeOpcode: opcode,
          format: 0,
          se: 0,
          vendorErrSynd: 0,
          ...x,
          opcode,
          ...wcStatusOf(x.syndrome),
        });
      }),
    );
  });

  it('refuses opcodes it does not model and CQEs that are not 64 B', () => {
    const invalid = new Uint8Array(64);
    invalid[63] = 0xf0; // MLX5_CQE_INVALID, as a fresh CQ ring holds
    expect(() => decodeCqe(invalid)).toThrow(/opcode 15 is not modelled/);
    expect(() => decodeCqe(new Uint8Array(63))).toThrow(/expected 64 B/);
  });
});
