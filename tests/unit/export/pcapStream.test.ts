import { describe, expect, it } from 'vitest';
import { type PcapPacket, writeErfPcap } from '../../../src/sim/export/erfPcap';
import { writeEthernetPcap } from '../../../src/sim/export/ethernetPcap';
import { middlePackets, VERIFY_EVERY } from '../../../src/sim/export/middlePackets';
import { concatChunks } from '../../../src/sim/export/pcapFile';
import { traceJsonBytesEstimate, traceJsonChunks } from '../../../src/sim/export/traceJson';
import { tracePackets, tracePcapBytes, tracePcapChunks, traceToPcap } from '../../../src/sim/export/tracePcap';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Trace } from '../../../src/sim/trace/types';
import { scenario } from '../trace/helpers';

/** The export as it was: every packet built by the encoder, all in one array, stably sorted by time. */
function referencePackets(t: Trace): PcapPacket[] {
  const out: PcapPacket[] = [];
  for (const step of t.steps) {
    if (!['transmit', 'acknowledge', 'nak'].includes(step.role)) continue;
    for (const set of step.artifacts) {
      if (set.kind !== 'packet') continue;
      for (let i = 0; i < set.count; i++) {
        const a = set.at(i);
        out.push({ timeNs: a.timeNs ?? step.startNs, bytes: a.bytes, iface: a.host === 'A' ? 0 : 1 });
      }
    }
  }
  return out.sort((a, b) => a.timeNs - b.timeNs);
}

function referencePcap(t: Trace, opts: { linktype?: 197 | 247 } = {}): Uint8Array {
  const packets = referencePackets(t);
  if (t.scenario.transport === 'rocev2') return writeEthernetPcap(packets.map((p) => ({ ...p, hasFcs: true })));
  return writeErfPcap(packets, opts);
}

const CASES: Record<string, unknown>[] = [
  { messageBytes: 8 },
  { messageBytes: 0 },
  { messageBytes: 65536 },
  { messageBytes: 6000, pathMtu: 256 },
  { messageBytes: 6000, pathMtu: 256, startPsn: '0xfffff0' },
  { messageBytes: 9000, pathMtu: 512, payloadHex: 'deadbeef01' },
  { messageBytes: 6000, pathMtu: 256, fault: 'drop:3' },
  { messageBytes: 6000, pathMtu: 256, fault: 'drop:1' },
  { messageBytes: 6000, pathMtu: 256, fault: 'drop:24' },
  { messageBytes: 6000, pathMtu: 256, fault: 'corrupt-icrc:12' },
  { messageBytes: 6000, pathMtu: 256, fault: 'bad-rkey' },
  { messageBytes: 6000, pathMtu: 256, op: 'write-imm' },
  { messageBytes: 6000, pathMtu: 256, op: 'send', recvPosted: false },
  { messageBytes: 6000, pathMtu: 256, op: 'read' },
  { messageBytes: 6000, pathMtu: 256, op: 'read', fault: 'drop:20' },
  { messageBytes: 6000, pathMtu: 256, op: 'read', fault: 'corrupt-icrc:2' },
  { messageBytes: 6000, pathMtu: 256, transport: 'rocev2' },
  { messageBytes: 20_000, pathMtu: 1024, transport: 'rocev2', roceIp: 'ipv6', fault: 'drop:5' },
  { messageBytes: 6000, pathMtu: 256, transport: 'rocev2', op: 'read', payloadHex: 'ab' },
  { messageBytes: 6000, pathMtu: 256, 'ib.switchHops': 0, fault: 'corrupt-icrc:7' },
];

describe('the streamed pcap export', () => {
  it.each(CASES)('has the bytes of the one-array export for %o', (input) => {
    const t = buildTrace(scenario(input));
    const want = referencePcap(t);
    expect(traceToPcap(t)).toEqual(want);
    expect(tracePcapBytes(t)).toBe(want.length);
    // Small chunks: records straddle no chunk, and the joined chunks are the same file.
    const chunks = Array.from(tracePcapChunks(t, {}, 4096));
    expect(concatChunks(chunks)).toEqual(want);
    if (t.scenario.transport === 'ib') {
      const raw = referencePcap(t, { linktype: 247 });
      expect(traceToPcap(t, { linktype: 247 })).toEqual(raw);
      expect(tracePcapBytes(t, { linktype: 247 })).toBe(raw.length);
    }
  });

  it('lists the packets of the one-array export', () => {
    for (const input of CASES.slice(5, 10)) {
      const t = buildTrace(scenario(input));
      expect(tracePackets(t)).toEqual(referencePackets(t));
    }
  });

  it.each([
    ['a WRITE', {}],
    ['a READ’s responses', { op: 'read' }],
    ['RoCEv2 over IPv4', { transport: 'rocev2' }],
    ['RoCEv2 over IPv6', { transport: 'rocev2', roceIp: 'ipv6' }],
    ['a payload pattern', { payloadHex: '0102030405060708090a0b' }],
  ])('builds the middle packets of %s without the encoder', (_what, input) => {
    const t = buildTrace(scenario({ messageBytes: 40_000, pathMtu: 256, ...input }));
    const runs = t.steps.filter((s) => s.role === 'transmit').flatMap((s) => s.artifacts.filter((a) => a.kind === 'packet'));
    const long = runs.filter((r) => r.count >= 16);
    expect(long.length).toBeGreaterThan(0);
    for (const r of long) expect(middlePackets(t, r)).not.toBeNull();
  });
});

describe('the checks of the patched packets', () => {
  it('one packet in VERIFY_EVERY is built by the encoder too: a difference throws rather than writing a wrong file', () => {
    const t = buildTrace(scenario({ messageBytes: 1_100_000, pathMtu: 256 }));
    const set = t.steps.find((s) => s.id === 'A3.transmit')?.artifacts.find((a) => a.kind === 'packet');
    if (!set) throw new Error('no transmit step');
    expect(set.count).toBeGreaterThan(VERIFY_EVERY + 1);
    const tampered = {
      ...set,
      at: (i: number) => {
        const a = set.at(i);
        if (i !== VERIFY_EVERY) return a;
        const bytes = new Uint8Array(a.bytes);
        bytes[bytes.length - 1] ^= 1;
        return { ...a, bytes };
      },
    };
    const fast = middlePackets(t, tampered);
    if (!fast) throw new Error('expected the patched middle packets');
    expect(() => fast.packet(VERIFY_EVERY - 1)).not.toThrow();
    expect(() => fast.packet(VERIFY_EVERY)).toThrow(/differs from its encoder/);
  });
});

describe('the JSON size known up front', () => {
  it.each([
    {},
    { messageBytes: 65536, pathMtu: 1024, fault: 'drop:3' },
    { messageBytes: 2 ** 21 },
    { transport: 'rocev2', op: 'read', messageBytes: 5000 },
  ])('is within 15 percent of the JSON written for %o', (input) => {
    const t = buildTrace(scenario(input));
    let bytes = 0;
    for (const c of traceJsonChunks(t)) bytes += Buffer.byteLength(c);
    const est = traceJsonBytesEstimate(t);
    expect(est / bytes).toBeGreaterThan(0.85);
    expect(est / bytes).toBeLessThan(1.15);
  });
});
