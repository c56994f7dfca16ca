import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeIbPacket } from '../../../src/sim/ib/packet';
import { decodeTlp } from '../../../src/sim/pcie/tlp';
import { translate } from '../../../src/sim/platform/pageMap';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Step, Trace } from '../../../src/sim/trace/types';
import { payloadSlice } from '../../../src/sim/transfer/payload';
import { propertyRuns } from '../support/propertyRuns';
import { arbScenario } from './helpers';

const step = (t: Trace, id: string): Step => {
  const s = t.steps.find((x) => x.id === id);
  if (!s) throw new Error(`no step ${id}`);
  return s;
};
const all = <T>(set: { count: number; at(i: number): T }): T[] => Array.from({ length: set.count }, (_, i) => set.at(i));
const crosses4k = (addr: bigint, len: number) => len > 0 && addr >> 12n !== (addr + BigInt(len) - 1n) >> 12n;

describe('trace invariants on random valid scenarios', () => {
  it('B receives exactly A’s bytes, in packets and TLPs that obey MTU, MPS, MRRS and 4 KiB rules', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const t = buildTrace(s);
        const source = payloadSlice(s, 0, s.messageBytes);

        // IB: payload <= MTU, all but the last exactly MTU, consecutive PSNs, right PktLen, RETH on the first.
        const packets = all(step(t, 'A3.transmit').artifacts[0]).map((a) => ({ a, d: decodeIbPacket(a.bytes) }));
        expect(packets.length).toBe(Math.max(1, Math.ceil(s.messageBytes / s.pathMtu)));
        const carried: number[] = [];
        packets.forEach(({ a, d }, k) => {
          expect(d.icrcOk && d.vcrcOk).toBe(true);
          expect(d.payload.length).toBeLessThanOrEqual(s.pathMtu);
          if (k < packets.length - 1) expect(d.payload.length).toBe(s.pathMtu);
          expect(d.bth.psn).toBe((s.startPsn + k) % 2 ** 24);
          expect(d.bth.destQp).toBe(s.qpnB);
          expect(d.bth.ackReq).toBe(k === packets.length - 1);
          expect(d.lrh.pktLen * 4 + 2).toBe(a.bytes.length);
          expect(d.bth.padCnt).toBe((4 - (d.payload.length % 4)) % 4);
          if (k === 0) expect(d.reth).toEqual({ va: s.remoteVa, rkey: s.rkey, dmaLength: s.messageBytes });
          else expect(d.reth).toBeUndefined();
          carried.push(...d.payload);
        });
        expect(Uint8Array.from(carried)).toEqual(source);

        // A's payload reads: MRd <= MRRS, CplD <= MPS, none crossing 4 KiB; completions return the source bytes.
        const fetch = t.steps.find((x) => x.id === 'A3.payload-fetch');
        if (s.post === 'inline' || s.messageBytes === 0) expect(fetch).toBeUndefined();
        else {
          const [mrd, cpld] = fetch!.artifacts;
          let readBytes = 0;
          for (const a of all(mrd)) {
            const d = decodeTlp(a.bytes);
            if (d.kind !== 'MRd') throw new Error('not an MRd');
            expect(d.length).toBeLessThanOrEqual(s.pcie.mrrs);
            expect(crosses4k(d.address, d.length)).toBe(false);
            readBytes += d.length;
          }
          expect(readBytes).toBe(s.messageBytes);
          const returned: number[] = [];
          for (const a of all(cpld)) {
            const d = decodeTlp(a.bytes);
            if (d.kind !== 'CplD') throw new Error('not a CplD');
            expect(d.data.length).toBeLessThanOrEqual(s.pcie.mps);
            returned.push(...d.data);
          }
          expect(Uint8Array.from(returned)).toEqual(source);
        }

        // B: MWr <= MPS, no 4 KiB crossing; the bytes land at the right physical addresses, equal to A's.
        const b3 = step(t, 'B3.pcie');
        const b4 = step(t, 'B4.land');
        if (s.messageBytes === 0) {
          expect(b3.artifacts).toHaveLength(0);
          expect(b4.artifacts).toHaveLength(0);
          expect(b4.state.memory.landedBytesB).toBe(0);
        } else {
          const landed = new Uint8Array(s.messageBytes);
          const writes = all(b3.artifacts[0]);
          const mems = all(b4.artifacts[0]);
          expect(mems.length).toBe(writes.length);
          // Writes come in message order: write i covers the bytes after write i-1.
          let off = 0;
          writes.forEach((a, i) => {
            const d = decodeTlp(a.bytes);
            if (d.kind !== 'MWr') throw new Error('not an MWr');
            expect(d.data.length).toBeLessThanOrEqual(s.pcie.mps);
            expect(crosses4k(d.address, d.data.length)).toBe(false);
            const where = translate('B.mr', s.remoteVa, s.remoteVa + BigInt(off), s.iommu);
            expect(d.address).toBe(where.dma);
            expect(mems[i].address).toBe(where.phys);
            expect(mems[i].bytes).toEqual(d.data);
            landed.set(d.data, off);
            off += d.data.length;
          });
          expect(off).toBe(s.messageBytes);
          expect(landed).toEqual(source);
          expect(b4.state.memory.landedBytesB).toBe(s.messageBytes);
        }

        // B's CPU is idle through the whole transfer; A's copies the payload only into an inline WQE.
        const last = t.steps[t.steps.length - 1].state;
        expect(last.B.cpuNs + last.B.cpuStoreBytes + last.B.cpuMmioBytes + last.B.cpuPollLoads + last.B.cpuCopyBytes).toBe(0);
        expect(last.A.cpuCopyBytes).toBe(s.post === 'inline' ? s.messageBytes : 0);
        expect(last.B.memWriteBytes).toBe(s.messageBytes);
      }),
      { numRuns: propertyRuns(60) },
    );
  });
});
