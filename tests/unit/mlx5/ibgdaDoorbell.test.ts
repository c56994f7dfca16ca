import { describe, expect, it } from 'vitest';
import { decodeIbgdaDoorbell, encodeIbgdaDoorbell } from '../../../src/sim/mlx5/ibgdaDoorbell';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { scenario } from '../trace/helpers';

describe('the doorbell a GPU thread rings (NVSHMEM ibgda_ring_db)', () => {
  it('is {prod_idx << 8, qpn << 8} big-endian, opcode and ds 0, and reads back', () => {
    const { bytes } = encodeIbgdaDoorbell(1, 0x11);
    expect(Buffer.from(bytes).toString('hex')).toBe('0000010000001100');
    expect(decodeIbgdaDoorbell(bytes)).toEqual({ prodIdx: 1, qpn: 0x11, opcode: 0, ds: 0 });
    for (const [p, q] of [
      [0, 2],
      [0xffff, 0xffffff],
      [12345, 0xabcdef],
    ])
      expect(decodeIbgdaDoorbell(encodeIbgdaDoorbell(p, q).bytes)).toMatchObject({ prodIdx: p, qpn: q });
  });

  it('is what A1 stores under initiator gpu (a CPU stores the WQE’s own first 8 bytes instead)', () => {
    const gpu = buildTrace(scenario({ initiator: 'gpu', post: 'doorbell', qpnA: 0x11 }));
    const cpu = buildTrace(scenario({ post: 'doorbell', qpnA: 0x11 }));
    const stored = (t: typeof gpu) => Buffer.from(t.steps.find((x) => x.id === 'A1.mmio')?.artifacts[0].at(0).bytes ?? []).toString('hex');
    expect(stored(gpu)).toBe('0000010000001100');
    expect(stored(cpu)).toBe('0000000800001103');
  });
});
