import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { decodeTlp } from '../../../src/sim/pcie/tlp';
import { ROOT_COMPLEX_ID } from '../../../src/sim/platform/addressMap';
import { arbScenario } from './helpers';

/** B2 shows the TLPs HCA B builds; B3 is where they cross the link: count them once. */
const CROSSING = (id: string) => id !== 'B2.translate';

describe('the counters agree with the artifacts', () => {
  it('TLPs per host and direction, and their bytes, equal what the steps carry', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const t = buildTrace(s);
        const sum = { A: { up: 0, down: 0, upB: 0, downB: 0 }, B: { up: 0, down: 0, upB: 0, downB: 0 } };
        for (const step of t.steps.filter((x) => CROSSING(x.id))) {
          for (const set of step.artifacts.filter((a) => a.kind === 'tlp')) {
            for (let i = 0; i < set.count; i++) {
              const a = set.at(i);
              const d = decodeTlp(a.bytes);
              const up = d.kind === 'MRd' || (d.kind === 'MWr' && d.requesterId !== ROOT_COMPLEX_ID);
              const c = sum[a.host];
              if (up) {
                c.up++;
                c.upB += a.bytes.length;
              } else {
                c.down++;
                c.downB += a.bytes.length;
              }
            }
          }
        }
        const end = t.steps[t.steps.length - 1].state;
        for (const h of ['A', 'B'] as const) {
          expect({ up: end[h].tlpsUp, down: end[h].tlpsDown }).toEqual({ up: sum[h].up, down: sum[h].down });
          // Byte counters use the transaction-layer size: header + payload, byte-enable padding aside.
          expect(Math.abs(end[h].tlpBytesUp - sum[h].upB)).toBeLessThanOrEqual(8 * sum[h].up);
          expect(Math.abs(end[h].tlpBytesDown - sum[h].downB)).toBeLessThanOrEqual(8 * sum[h].down);
        }
        const ibA = t.steps.find((x) => x.id === 'A3.transmit')!.artifacts[0];
        let wire = 0;
        for (let i = 0; i < ibA.count; i++) wire += ibA.at(i).bytes.length;
        expect(end.ib.bytesAtoB).toBe(wire);
        expect(end.ib.packetsAtoB).toBe(ibA.count);
      }),
      { numRuns: 40 },
    );
  });
});
