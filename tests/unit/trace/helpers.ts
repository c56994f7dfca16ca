import fc from 'fast-check';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import type { Scenario } from '../../../src/sim/scenario/types';
import { en } from '../support/en';

/** Parses a scenario that the test knows is valid (fails the test loudly otherwise). */
export function scenario(input: Record<string, unknown> = {}): Scenario {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.errors.map((e) => en(e.message)).join('; '));
  return r.scenario;
}

const sizes = [128, 256, 512, 1024, 2048, 4096];

/** Random valid scenarios, small enough to check every artifact (<= 40 KiB). */
export const arbScenario = fc
  .record({
    messageBytes: fc.oneof(fc.integer({ min: 0, max: 40_000 }), fc.constantFrom(0, 1, 3, 256, 4096, 8192, 12_288)),
    pathMtu: fc.constantFrom(256, 512, 1024, 2048, 4096),
    post: fc.constantFrom('doorbell', 'blueflame', 'inline'),
    signaled: fc.boolean(),
    mps: fc.constantFrom(...sizes),
    mrrs: fc.constantFrom(...sizes),
    switchHops: fc.integer({ min: 0, max: 4 }),
    startPsn: fc.oneof(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0xffffff - 40, max: 0xffffff })),
    remoteOff: fc.integer({ min: 0, max: 8191 }),
    localOff: fc.integer({ min: 0, max: 8191 }),
    iommu: fc.boolean(),
    payloadHex: fc.constantFrom('', 'de', 'deadbeef01'),
  })
  .map((r) =>
    scenario({
      messageBytes: r.post === 'inline' ? Math.min(r.messageBytes, 220) : r.messageBytes,
      pathMtu: r.pathMtu,
      post: r.post,
      signaled: r.signaled,
      pcie: { mps: r.mps, mrrs: r.mrrs },
      ib: { switchHops: r.switchHops },
      startPsn: r.startPsn,
      remoteVa: `0x${(0x7f0000000000 + r.remoteOff).toString(16)}`,
      localVa: `0x${(0x7f1234560000 + r.localOff).toString(16)}`,
      iommu: r.iommu,
      payloadHex: r.payloadHex,
    }),
  );
