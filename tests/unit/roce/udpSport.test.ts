import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rdmaCalcFlowLabel, rdmaFlowLabelToUdpSport, rdmaGetUdpSport } from '../../../src/sim/roce/udpSport';

/**
 * The kernel's helpers [include/rdma/ib_verbs.h]:
 *   rdma_flow_label_to_udp_sport(fl) = (fl & 0x3fff) ^ ((fl & 0xfc000) >> 14) | 0xc000
 *   rdma_calc_flow_label(l, r): v = (u64)l * r; v ^= v >> 20; v ^= v >> 40; return v & 0xfffff
 * The expected values below were worked out by hand from those lines.
 */
describe('UDP source port from the flow label or the QPNs', () => {
  it('flow label to port: the low 14 bits XOR the high 6, in 0xC000..0xFFFF', () => {
    expect(rdmaFlowLabelToUdpSport(0)).toBe(0xc000);
    // 0xFFFFF: 0x3FFF ^ 0x3F = 0x3FC0 -> 0xFFC0
    expect(rdmaFlowLabelToUdpSport(0xfffff)).toBe(0xffc0);
    // 0x12345: low 0x2345, high 0x10000 >> 14 = 0x4 -> 0x2341 -> 0xE341
    expect(rdmaFlowLabelToUdpSport(0x12345)).toBe(0xe341);
  });

  it('flow label from two QPNs', () => {
    // 0x11 x 0x12 = 0x132: nothing above bit 20 to fold.
    expect(rdmaCalcFlowLabel(0x11, 0x12)).toBe(0x132);
    // 0xABCDEF x 0x123456 = 0xC379A59BA4A; ^ (>> 20 = 0xC379A5) = 0xC379A9AC3EF; ^ (>> 40 = 0xC) = 0xC379A9AC3E3; & 0xFFFFF = 0xAC3E3
    expect(rdmaCalcFlowLabel(0xabcdef, 0x123456)).toBe(0xac3e3);
    // 0xFFFFFF^2 = 0xFFFFFE000001; ^ 0xFFFFFE0 = 0xFFFFF1FFFFE1; ^ 0xFF = 0xFFFFF1FFFF1E; & 0xFFFFF = 0xFFF1E
    expect(rdmaCalcFlowLabel(0xffffff, 0xffffff)).toBe(0xfff1e);
  });

  it('the port of a connection, the same from both ends', () => {
    expect(rdmaGetUdpSport(0, 0x11, 0x12)).toBe(0xc132);
    // 0xAC3E3: low 0x03E3, high 0xAC000 >> 14 = 0x2B -> 0x03C8 -> 0xC3C8
    expect(rdmaGetUdpSport(0, 0xabcdef, 0x123456)).toBe(0xc3c8);
    expect(rdmaGetUdpSport(0xfffff, 0x11, 0x12)).toBe(0xffc0); // a set flow label wins over the QPNs
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff }), (l, r) => {
        const port = rdmaGetUdpSport(0, l, r);
        expect(port).toBe(rdmaGetUdpSport(0, r, l));
        expect(port >= 0xc000 && port <= 0xffff).toBe(true);
      }),
    );
  });

  it('refuses a QPN wider than 24 bits', () => {
    expect(() => rdmaCalcFlowLabel(0x1000000, 1)).toThrow(RangeError);
  });
});
