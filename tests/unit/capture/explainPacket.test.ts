// A real packet explained by the model's own encoders: decoded, re-encoded, and kept only when the bytes are the
// captured bytes, so every byte has its field and meaning, with the real values. Wireshark's sample capture holds
// packets from real HCAs: all its RC packets are explained byte for byte.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageProblems, leafFields } from '../../../src/sim/bytes/field';
import { capturedPacket, isRdma } from '../../../src/sim/capture/capturedPacket';
import { readCapture } from '../../../src/sim/capture/captureFile';
import { explainPacket } from '../../../src/sim/capture/explainPacket';
import { readPcap } from '../../../src/sim/export/pcapFile';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { en } from '../support/en';
import { scenario } from '../trace/helpers';

const exportOf = (input: Record<string, unknown>) => readPcap(traceToPcap(buildTrace(scenario(input))));

describe('a real packet, every byte explained by the model’s encoders', () => {
  it.each([
    ['RoCEv2 over IPv4', { transport: 'rocev2', messageBytes: 9000, pathMtu: 4096, fault: 'drop:2' }],
    ['RoCEv2 over IPv6', { transport: 'rocev2', roceIp: 'ipv6', op: 'read', messageBytes: 3000, pathMtu: 1024 }],
    ['native InfiniBand in ERF', { op: 'write-imm', messageBytes: 5000, pathMtu: 2048 }],
    ['soft-RoCE', { preset: 'rxe', op: 'send', messageBytes: 100 }],
  ])('%s: each packet, all its bits covered, each field with a meaning', (_what, input) => {
    const f = exportOf(input);
    for (const r of f.records) {
      const e = explainPacket(f.linktype, r.data);
      expect(e, `record of ${r.data.length} B`).not.toBeNull();
      if (!e) continue;
      expect(coverageProblems(e.fields, e.bytes.length)).toEqual([]);
      for (const x of leafFields(e.fields)) expect(en(x.meaning).length, x.path).toBeGreaterThan(1);
    }
  });

  it('Wireshark’s sample capture: every RC packet of its real HCAs, byte for byte', () => {
    const c = readCapture(new Uint8Array(readFileSync(join(__dirname, '../../fixtures/captures/native-ib-endace.erf.pcap'))));
    const rc = c.records.filter((r) => {
      const p = capturedPacket(r);
      return isRdma(p) && p.transport === 'rc';
    });
    expect(rc).toHaveLength(19);
    for (const r of rc) expect(explainPacket(r.linkType, r.data)?.bytes.length).toBeGreaterThan(0);
  });

  it('keeps a damaged ICRC as captured, and refuses bytes the encoders would not write (a wrong IPv4 checksum, a VLAN tag)', () => {
    const f = exportOf({ transport: 'rocev2', messageBytes: 300 });
    const damaged = new Uint8Array(f.records[0].data);
    damaged[damaged.length - 1] ^= 0xff;
    expect(explainPacket(1, damaged)?.bytes).toEqual(damaged);
    const badChecksum = new Uint8Array(f.records[0].data);
    badChecksum[24] ^= 1; // IPv4 header checksum: the encoder computes it
    expect(explainPacket(1, badChecksum)).toBeNull();
    const d = f.records[0].data;
    const tagged = Uint8Array.from([...d.subarray(0, 12), 0x81, 0x00, 0x00, 0x2a, ...d.subarray(12)]);
    expect(explainPacket(1, tagged)).toBeNull();
  });
});
