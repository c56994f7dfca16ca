import { describe, expect, it } from 'vitest';
import { BAR0_BYTES } from '../../../src/sim/mlx5/uar';
import { decodeTlp } from '../../../src/sim/pcie/decodeTlp';
import { ROOT_COMPLEX_ID } from '../../../src/sim/platform/addressMap';
import { POST_MODES } from '../../../src/sim/scenario/values';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { scenario } from './helpers';

/**
 * CPU stores reach the BAR through 64-B write-combining buffers and
 * mlx5_bf_copy copies 64 B at a time, so no Memory Write the CPU issues into
 * BAR0 carries more than 64 B; a BlueFlame copy is ceil(bytes / 64) of them,
 * in address order (rdma-core providers/mlx5/qp.c, mlx5_bf_copy; util/mmio.h).
 */
const sizes = (post: string) => (post === 'inline' ? Array.from({ length: 221 }, (_, i) => i) : [0, 1, 8, 63, 64, 65, 4096, 65_536]);

describe('no CPU-issued MWr into the BAR exceeds 64 B', () => {
  for (const post of POST_MODES) {
    it(`${post}: every size`, () => {
      for (const messageBytes of sizes(post)) {
        const s = scenario({ post, messageBytes });
        const t = buildTrace(s);
        const mmio = t.steps.find((x) => x.role === 'post-mmio');
        const tlps = t.steps
          .filter((x) => x.role === 'mmio-tlp')
          .flatMap((x) => x.artifacts.flatMap((set) => Array.from({ length: set.count }, (_, i) => set.at(i))));
        expect(tlps.length, `${post} ${messageBytes}`).toBeGreaterThan(0);
        let next = t.plan.addr.doorbell;
        const carried: number[] = [];
        for (const a of tlps) {
          const d = decodeTlp(a.bytes);
          if (d.kind !== 'MWr') throw new Error('not a memory write');
          expect(d.requesterId).toBe(ROOT_COMPLEX_ID);
          expect(d.address >= s.bar0 && d.address < s.bar0 + BigInt(BAR0_BYTES)).toBe(true);
          expect(d.data.length, `${post} ${messageBytes}`).toBeLessThanOrEqual(64);
          // In address order, each chunk right after the last.
          expect(d.address).toBe(next);
          next += BigInt(d.data.length);
          carried.push(...d.data);
        }
        // Together they carry exactly what the CPU stored: 8 B for a doorbell, the WQE rounded up to 64 B for BlueFlame.
        const stored = mmio?.artifacts.flatMap((set) => Array.from({ length: set.count }, (_, i) => [...set.at(i).bytes])).flat() ?? [];
        expect(carried).toEqual(stored);
        expect(tlps.length).toBe(post === 'doorbell' ? 1 : Math.ceil(stored.length / 64));
      }
    });
  }
});
