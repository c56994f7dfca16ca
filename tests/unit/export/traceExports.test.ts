import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { erfPayload, readPcap } from '../../../src/sim/export/erfPcap';
import { traceToJson } from '../../../src/sim/export/traceJson';
import { tracePackets, traceToPcap } from '../../../src/sim/export/tracePcap';
import { ARTIFACT_KINDS, artifactKind, packetTypeOf } from '../../../src/sim/trace/artifactTypes';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { toolPath } from '../../support/tools';
import { scenario } from '../trace/helpers';

describe('JSON export', () => {
  it('has the documented shape, lists every artifact up to 1 MiB, and every hex matches its fields', () => {
    const t = buildTrace(scenario({ messageBytes: 20_000, pathMtu: 2048 }));
    const j = JSON.parse(traceToJson(t));
    expect(Object.keys(j)).toEqual(['scenario', 'steps']);
    expect(j.scenario.messageBytes).toBe(20_000);
    expect(j.steps.map((s: { id: string }) => s.id)).toEqual(t.steps.map((s) => s.id));
    for (const [i, s] of j.steps.entries()) {
      for (const k of ['id', 'role', 'phase', 'title', 'actor', 'startNs', 'endNs', 'artifacts']) expect(s).toHaveProperty(k);
      expect(s.role).toBe(t.steps[i].role);
      const expected = t.steps[i].artifacts.reduce((n, set) => n + set.count, 0);
      expect(s.artifacts).toHaveLength(expected);
      for (const a of s.artifacts) {
        expect(ARTIFACT_KINDS).toContain(a.kind);
        expect(a.kind).toBe(artifactKind(a.type));
        expect(['A', 'B']).toContain(a.host);
        expect(a.hex).toMatch(/^([0-9a-f]{2})*$/);
        const last = a.fields[a.fields.length - 1];
        expect((last.offset * 8 + last.bitOffset + last.bitLength) / 8).toBe(a.hex.length / 2);
      }
    }
    const transmit = j.steps.find((s: { id: string }) => s.id === 'A3.transmit');
    expect(transmit.artifacts).toHaveLength(10);
  });

  it('aggregates repeated artifacts with a count above 1 MiB', () => {
    const t = buildTrace(scenario({ messageBytes: 2 ** 21 }));
    const j = JSON.parse(traceToJson(t));
    const transmit = j.steps.find((s: { id: string }) => s.id === 'A3.transmit');
    expect(transmit.artifacts).toHaveLength(1);
    expect(transmit.artifacts[0].count).toBe(512);
    expect(transmit.artifacts[0].aggregated).toMatch(/512 artifacts/);
  });
});

describe('pcap export', () => {
  it('holds every IB packet in time order, LRH to VCRC, in ERF records', () => {
    const t = buildTrace(scenario({ messageBytes: 5000, pathMtu: 1024 }));
    const { linktype, records } = readPcap(traceToPcap(t));
    expect(linktype).toBe(197);
    expect(records).toHaveLength(6); // 5 data packets + the ACK
    const pkts = tracePackets(t);
    for (const [i, r] of records.entries()) expect(erfPayload(r)).toEqual(pkts[i].bytes);
    for (let i = 1; i < records.length; i++) expect(records[i].tsNs).toBeGreaterThanOrEqual(records[i - 1].tsNs);
    expect(readPcap(traceToPcap(t, { linktype: 247 })).linktype).toBe(247);
  });

  it('opens in tshark, which reports our opcodes, QPNs, PSNs, RETH, AETH and MigReq', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-pcap-'));
    try {
      const file = join(dir, 'trace.pcap');
      writeFileSync(
        file,
        traceToPcap(buildTrace(scenario({ messageBytes: 2500, pathMtu: 1024, startPsn: '0xffffff', qpnB: '0xabcd', rkey: '0xdeadbeef' }))),
      );
      const out = execFileSync(
        toolPath('tshark'),
        [
          '-r',
          file,
          '-T',
          'fields',
          '-E',
          'separator=,',
          '-e',
          'infiniband.bth.opcode',
          '-e',
          'infiniband.bth.destqp',
          '-e',
          'infiniband.bth.psn',
          '-e',
          'infiniband.reth.va',
          '-e',
          'infiniband.reth.r_key',
          '-e',
          'infiniband.reth.dmalen',
          '-e',
          'infiniband.aeth.syndrome',
          '-e',
          'infiniband.aeth.msn',
          '-e',
          'infiniband.bth.m',
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(out.trim().split('\n')).toEqual([
        // MigReq 1 on every packet, and the ACK's credit code 0 (B posted no receive), as ConnectX sends them.
        '6,0x00abcd,16777215,0x00007f0000001000,0xdeadbeef,2500,,,1',
        '7,0x00abcd,0,,,,,,1',
        '8,0x00abcd,1,,,,,,1',
        '17,0x000011,1,,,,0,1,1',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('JSON export: every artifact says what it is, and its bytes agree', () => {
  /** Fmt/Type byte 0 of each TLP type, 3-DW and 4-DW forms (PCILeech pcileech/tlp.h; go-pcie-tlp pcie/tlp.go). */
  const TLP_BYTE0: Record<string, number[]> = { MWr: [0x40, 0x60], MRd: [0x00, 0x20], CplD: [0x4a], Cpl: [0x0a] };
  it.each([
    {},
    { messageBytes: 20_000, pathMtu: 1024, iommu: true },
    { post: 'blueflame', messageBytes: 300 },
    { post: 'inline', messageBytes: 64, bar0: '0x10000000000' },
  ])('types match Fmt/Type bytes and BTH opcodes (%o)', (input) => {
    const t = buildTrace(scenario(input));
    const j = JSON.parse(traceToJson(t));
    let tlps = 0;
    let packets = 0;
    for (const step of j.steps) {
      for (const a of step.artifacts) {
        const bytes = Uint8Array.from(a.hex.match(/../g) ?? [], (h: string) => Number.parseInt(h, 16));
        if (a.kind === 'tlp') {
          tlps++;
          expect(TLP_BYTE0[a.type], a.label).toContain(bytes[0]);
        } else if (a.kind === 'packet') {
          packets++;
          // Local packets: the BTH follows the 8-byte LRH; its first byte is the opcode.
          expect(a.type, a.label).toBe(packetTypeOf(bytes[8]));
        } else {
          expect(a.type).toBe(a.kind);
        }
      }
    }
    expect(tlps).toBeGreaterThan(0);
    expect(packets).toBeGreaterThan(0);
  });
});
