import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msg } from '../../../src/i18n/msg';
import { decodeTlp } from '../../../src/sim/pcie/tlp';
import { HCA_REQUESTER_ID } from '../../../src/sim/platform/addressMap';
import type { Scenario } from '../../../src/sim/scenario/types';
import { artifactKind } from '../../../src/sim/trace/artifactTypes';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { PREAMBLE_AND_GAP_BYTES } from '../../../src/sim/trace/exchange/wireSize';
import type { StepSpec } from '../../../src/sim/trace/stepSpec';
import { stepsFromSpecs } from '../../../src/sim/trace/stepSpec';
import type { Artifact } from '../../../src/sim/trace/types';
import { arbAnyScenario } from '../support/arbScenarios';
import { propertyRuns } from '../support/propertyRuns';
import { arbScenario } from './helpers';

/** The write scenarios of the trace tests, and any operation, fault and transport up to 64 KiB. */
const SMALL_ANY = fc.oneof(
  arbScenario,
  arbAnyScenario.filter((s) => s.messageBytes <= 65_536),
);

/** The translate step shows the TLPs an HCA builds; the next step is where they cross the link: count them once. */
const CROSSING = (role: string) => role !== 'translate';

describe('the counters agree with the artifacts', () => {
  it('TLPs per host and direction, and their bytes, equal what the steps carry', () => {
    fc.assert(
      fc.property(SMALL_ANY, (s) => {
        const t = buildTrace(s);
        const sum = { A: { up: 0, down: 0, upB: 0, downB: 0 }, B: { up: 0, down: 0, upB: 0, downB: 0 } };
        for (const step of t.steps.filter((x) => CROSSING(x.role))) {
          for (const set of step.artifacts.filter((a) => a.kind === 'tlp')) {
            for (let i = 0; i < set.count; i++) {
              const a = set.at(i);
              const d = decodeTlp(a.bytes);
              // Up the HCA's link: what the HCA sends (its reads and writes); down: the root complex's or a GPU's writes (a
              // GPU thread's doorbell, IBGDA) and the completions that answer the HCA.
              const up = (d.kind === 'MRd' || d.kind === 'MWr') && d.requesterId === HCA_REQUESTER_ID;
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
        // Every packet A put on its link, in every round (a retransmission counts again).
        let wire = 0;
        let packets = 0;
        for (const step of t.steps.filter((x) => x.role === 'transmit')) {
          for (const set of step.artifacts.filter((a) => a.kind === 'packet' && a.host === 'A')) {
            for (let i = 0; i < set.count; i++) wire += sizeOf(set.at(i), s);
            packets += set.count;
          }
        }
        expect(end.ib.bytesAtoB).toBe(wire);
        expect(end.ib.packetsAtoB).toBe(packets);
      }),
      { numRuns: propertyRuns(40) },
    );
  });
});

/** What one artifact adds to its run's `bytes`: a TLP's header and unpadded payload, a packet its link time in bytes. */
function sizeOf(a: Artifact, s: Scenario): number {
  if (artifactKind(a.type) === 'packet') return a.bytes.length + (s.transport === 'rocev2' ? PREAMBLE_AND_GAP_BYTES : 0);
  if (a.type !== 'MWr' && a.type !== 'MRd' && a.type !== 'CplD' && a.type !== 'Cpl') return a.bytes.length;
  const d = decodeTlp(a.bytes);
  return d.headerBytes + (d.kind === 'MRd' ? 0 : d.data.length);
}

describe('each step counts its links from its artifacts', () => {
  it("every run's size is what its artifacts add up to", () => {
    fc.assert(
      fc.property(SMALL_ANY, (s) => {
        for (const step of buildTrace(s).steps) {
          for (const set of step.artifacts) {
            let sum = 0;
            for (let i = 0; i < set.count; i++) sum += sizeOf(set.at(i), s);
            expect(set.bytes, `${step.id} ${set.kind}`).toBe(sum);
          }
        }
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it('refuses a step that states the link counters its artifacts give (the rule can fail)', () => {
    const spec = (delta: StepSpec['delta']): StepSpec => ({
      id: 'X',
      role: 'transmit',
      phase: 'A3',
      actor: 'hcaA',
      path: ['A.hca.port', 'fabric'],
      span: { start: 0, end: 1 },
      text: { title: msg('common.raw', { text: 'x' }), summary: [] },
      artifacts: [],
      delta,
    });
    expect(() => stepsFromSpecs([spec({ ib: { packetsAtoB: 1 } })])).toThrow(/come from its artifacts/);
    expect(() => stepsFromSpecs([spec({ A: { tlpsUp: 1 } })])).toThrow(/come from its artifacts/);
    expect(stepsFromSpecs([spec({ hcaBufferBytes: { A: 0 } })])).toHaveLength(1);
  });
});
