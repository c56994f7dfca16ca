import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverageProblems } from '../../../src/sim/bytes/field';
import { toHex } from '../../../src/sim/bytes/hex';
import { decodeSqDoorbellRecord, encodeSqDoorbellRecord } from '../../../src/sim/mlx5/doorbellRecord';
import {
  BAR0_BYTES,
  BF_BUF_BYTES,
  BF_REG_BYTES,
  bfRegisterAddress,
  cqDoorbellAddress,
  MLX5_BF_OFFSET,
  MLX5_CQ_DOORBELL,
  MLX5_SEND_WQE_BB,
  NUM_BFREGS_PER_UAR,
  UAR_PAGE_BYTES,
  uarPageAddress,
} from '../../../src/sim/mlx5/uar';

describe('SQ doorbell record', () => {
  it('is htobe32(cur_post & 0xffff)', () => {
    expect(toHex(encodeSqDoorbellRecord(2).bytes)).toBe('00000002');
    expect(toHex(encodeSqDoorbellRecord(0x12345).bytes)).toBe('00002345');
    expect(coverageProblems(encodeSqDoorbellRecord(2).fields, 4)).toEqual([]);
  });

  it('decode(encode(x)) == x', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), (counter) => {
        const r = encodeSqDoorbellRecord(counter);
        expect(coverageProblems(r.fields, r.bytes.length)).toEqual([]);
        expect(decodeSqDoorbellRecord(r.bytes)).toEqual({ counter });
      }),
    );
  });
});

describe('UAR page and BlueFlame addresses', () => {
  it('has the rdma-core and Linux constants', () => {
    expect([UAR_PAGE_BYTES, MLX5_BF_OFFSET, NUM_BFREGS_PER_UAR, BF_REG_BYTES, BF_BUF_BYTES]).toEqual([4096, 0x800, 4, 512, 256]);
    expect([MLX5_CQ_DOORBELL, BAR0_BYTES, MLX5_SEND_WQE_BB]).toEqual([0x20, 32 << 20, 64]);
    expect(MLX5_BF_OFFSET + NUM_BFREGS_PER_UAR * BF_REG_BYTES).toBe(UAR_PAGE_BYTES);
  });

  it('puts the worked example’s doorbells where the TLPs go', () => {
    expect(bfRegisterAddress(0xe4000000n, 16, 0, 0)).toBe(0xe4010800n);
    expect(bfRegisterAddress(0x4_0000_0000n, 16, 0, 0)).toBe(0x4_0001_0800n);
    expect(bfRegisterAddress(0xe4000000n, 16, 0, 1)).toBe(0xe4010900n);
    expect(bfRegisterAddress(0xe4000000n, 16, 3, 1)).toBe(0xe4010f00n);
    expect(uarPageAddress(0xe4000000n, 8191)).toBe(0xe4000000n + 8191n * 4096n);
    expect(cqDoorbellAddress(0xe4000000n, 1)).toBe(0xe4001020n);
  });

  it('rejects indexes outside the BAR and UAR page', () => {
    expect(() => bfRegisterAddress(0xe4000000n, 8192, 0, 0)).toThrow(RangeError);
    expect(() => bfRegisterAddress(0xe4000000n, 0, 4, 0)).toThrow(RangeError);
    expect(() => bfRegisterAddress(0xe4001000n, 0, 0, 0)).toThrow(/aligned/);
  });
});
