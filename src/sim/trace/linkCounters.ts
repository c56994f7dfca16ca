import type { StateDelta } from './state';
import type { ArtifactSet, StepRole } from './types';

/**
 * How a step's artifacts cross a link, by the step's role:
 * - `cpu-to-hca`: the root complex's posted writes to BAR0 travel down the host's PCIe link;
 * - `hca-dma`: the HCA's Memory Reads and Writes travel up, the root complex's Completions down;
 * - `wire`: the step puts packets on the fabric, from the host that sent them.
 * Other roles show artifacts that are being built, checked or forwarded, and count nothing.
 * (The misconception's imagined steps state their own counters: nothing of theirs exists.)
 */
const LINK_OF_ROLE: Partial<Record<StepRole, 'cpu-to-hca' | 'hca-dma' | 'wire'>> = {
  'mmio-tlp': 'cpu-to-hca',
  'fetch-wqe': 'hca-dma',
  'fetch-payload': 'hca-dma',
  'fetch-recv-wqe': 'hca-dma',
  'read-memory': 'hca-dma',
  'pcie-write': 'hca-dma',
  'write-completion': 'hca-dma',
  'responder-completion': 'hca-dma',
  transmit: 'wire',
  acknowledge: 'wire',
  nak: 'wire',
};

/** Whether a step of this role has its link counters derived from its artifacts. */
export const countsLinks = (role: StepRole): boolean => LINK_OF_ROLE[role] !== undefined;

/** The TLP and packet counters a step adds, from the artifacts it moves across a link (count and bytes of each run). */
export function linkDelta(role: StepRole, artifacts: readonly ArtifactSet[]): StateDelta {
  const link = LINK_OF_ROLE[role];
  const d: Required<Pick<StateDelta, 'A' | 'B' | 'ib'>> = { A: {}, B: {}, ib: {} };
  const add = <T extends Record<string, number | undefined>>(o: T, k: keyof T, v: number) => {
    (o as Record<string, number>)[k as string] = ((o[k] as number | undefined) ?? 0) + v;
  };
  for (const set of artifacts) {
    if (link === 'wire' && set.kind === 'packet') {
      const aToB = set.host === 'A';
      add(d.ib, aToB ? 'packetsAtoB' : 'packetsBtoA', set.count);
      add(d.ib, aToB ? 'bytesAtoB' : 'bytesBtoA', set.bytes);
    } else if (link !== undefined && link !== 'wire' && set.kind === 'tlp' && set.count > 0) {
      const type = set.at(0).type;
      const down = link === 'cpu-to-hca' || type === 'CplD' || type === 'Cpl';
      const h = d[set.host];
      add(h, down ? 'tlpsDown' : 'tlpsUp', set.count);
      add(h, down ? 'tlpBytesDown' : 'tlpBytesUp', set.bytes);
    }
  }
  return d;
}

/** The link counters of a delta, which steps of a counting role must leave to `linkDelta`. */
export const LINK_COUNTER_KEYS = ['tlpsDown', 'tlpsUp', 'tlpBytesDown', 'tlpBytesUp'] as const;
