import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allFields, coverageProblems } from '../../../src/sim/bytes/field';
import { toHex } from '../../../src/sim/bytes/hex';
import { CQE_BYTES, decodeCqe, encodeRequesterCqe } from '../../../src/sim/mlx5/cqe';
import { en } from '../support/en';

describe('requester CQE (struct mlx5_cqe64)', () => {
  const spec = { qpn: 0x12, wqeCounter: 1, sendOpcode: 0x08, owner: 1 as const, timestamp: 0x0102030405060708n };
  const cqe = encodeRequesterCqe(spec);

  it('is 64 B with the fields at their struct offsets', () => {
    expect(cqe.bytes.length).toBe(CQE_BYTES);
    expect(toHex(cqe.bytes.subarray(0, 44))).toBe('00'.repeat(44));
    expect(toHex(cqe.bytes.subarray(44, 48))).toBe('00000000'); // byte_cnt: not used for an RDMA WRITE
    expect(toHex(cqe.bytes.subarray(48, 56))).toBe('0102030405060708');
    expect(toHex(cqe.bytes.subarray(56, 60))).toBe('08000012'); // sop_drop_qpn: opcode << 24 | qpn
    expect(toHex(cqe.bytes.subarray(60, 64))).toBe('0001' + '00' + '01'); // wqe_counter, signature, op_own
    expect(coverageProblems(cqe.fields, 64)).toEqual([]);
  });

  it.each([
    ['cqe64.wqe_id', 2],
    ['cqe64.ml_path', 17],
    ['cqe64.slid', 22],
    ['cqe64.flags_rqpn', 24],
    ['cqe64.hds_ip_ext', 28],
    ['cqe64.vlan_info', 30],
    ['cqe64.srqn_uidx', 32],
    ['cqe64.imm_inval_pkey', 36],
    ['cqe64.app', 40],
    ['cqe64.app_op', 41],
    ['cqe64.app_info', 42],
    ['cqe64.byte_cnt', 44],
    ['cqe64.timestamp', 48],
    ['cqe64.sop_drop_qpn', 56],
    ['cqe64.wqe_counter', 60],
    ['cqe64.signature', 62],
    ['cqe64.op_own', 63],
  ])('%s at byte %i', (path, offset) => {
    expect(allFields(cqe.fields).find((f) => f.path === path)?.offset).toBe(offset);
  });

  it('names the op_own bits and the RDMA WRITE send opcode, and says byte_cnt is ignored', () => {
    const paths = allFields(cqe.fields).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['cqe64.op_own.opcode', 'cqe64.op_own.format', 'cqe64.op_own.se', 'cqe64.op_own.owner']));
    const f = (p: string) => allFields(cqe.fields).find((x) => x.path === p)!;
    expect(en(f('cqe64.sop_drop_qpn.sop').meaning)).toMatch(/MLX5_OPCODE_RDMA_WRITE/);
    expect(en(f('cqe64.byte_cnt').meaning)).toMatch(/only for an RDMA READ/);
    expect(f('cqe64.wqe_counter').link).toBe('wqeIndex');
    expect(f('cqe64.sop_drop_qpn.qpn').link).toBe('qpnA');
  });

  it('decode(encode(x)) == x', () => {
    fc.assert(
      fc.property(
        fc.record({
          qpn: fc.integer({ min: 0, max: 0xffffff }),
          wqeCounter: fc.integer({ min: 0, max: 0xffff }),
          sendOpcode: fc.integer({ min: 0, max: 0xff }),
          owner: fc.constantFrom(0 as const, 1 as const),
          timestamp: fc.bigInt(0n, (1n << 64n) - 1n),
        }),
        (x) => {
          const c = encodeRequesterCqe(x);
          expect(coverageProblems(c.fields, c.bytes.length)).toEqual([]);
          const d = decodeCqe(c.bytes);
          if (d.kind !== 'requester') throw new Error(`decoded as ${d.kind}`);
          expect({ qpn: d.qpn, wqeCounter: d.wqeCounter, sendOpcode: d.sendOpcode, owner: d.owner, timestamp: d.timestamp }).toEqual(x);
          expect(d).toMatchObject({ opcode: 0, format: 0, se: 0, byteCount: 0 });
        },
      ),
    );
  });
});
