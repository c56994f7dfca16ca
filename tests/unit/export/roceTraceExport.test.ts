import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEthernetPcap } from '../../../src/sim/export/ethernetPcap';
import { tracePackets, traceToPcap } from '../../../src/sim/export/tracePcap';
import { decodeRoceV2Packet } from '../../../src/sim/roce/roceV2Packet';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { toolPath } from '../../support/tools';
import { scenario } from '../trace/helpers';

function tshark(file: string, fields: string[], extra: string[] = []): string[][] {
  const args = ['-r', file, ...extra, '-T', 'fields', ...fields.flatMap((f) => ['-e', f])];
  const text = execFileSync(toolPath('tshark'), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return text
    .trimEnd()
    .split('\n')
    .map((line) => line.split('\t'));
}

/** A RoCEv2 trace exported and read back by tshark: what it decodes, one row per frame. */
function dissect(input: Record<string, unknown>) {
  const t = buildTrace(scenario({ transport: 'rocev2', ...input }));
  const dir = mkdtempSync(join(tmpdir(), 'rdma-roce-trace-'));
  const file = join(dir, 'trace.pcap');
  writeFileSync(file, traceToPcap(t));
  try {
    // IPv6 with a zero UDP checksum is what soft-RoCE sends; tshark would flag it, so tell it RoCE does this.
    const rows = tshark(
      file,
      ['frame.protocols', 'udp.dstport', 'infiniband.bth.opcode', 'infiniband.bth.psn', '_ws.expert.severity'],
      ['-o', 'udp.ignore_ipv6_zero_checksum:TRUE'],
    );
    return { t, file, rows };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a RoCEv2 trace exports as Ethernet frames that Wireshark decodes as InfiniBand over UDP 4791', () => {
  it('writes link type 1 frames without the FCS, each with a valid ICRC, in the trace’s order', () => {
    const t = buildTrace(scenario({ transport: 'rocev2', messageBytes: 9000, pathMtu: 4096 }));
    const frames = readEthernetPcap(traceToPcap(t));
    const packets = tracePackets(t);
    expect(frames).toHaveLength(packets.length);
    frames.forEach((f, i) => {
      expect(f.bytes.length).toBe(packets[i].bytes.length - 4);
      expect(decodeRoceV2Packet(f.bytes, { fcs: false }).icrcOk).toBe(true);
    });
  });

  it('IPv4 WRITE with a lost packet: the opcodes and PSNs of both rounds and the NAK, as the trace has them', () => {
    const { t, rows } = dissect({ messageBytes: 12_288, pathMtu: 4096, fault: 'drop:2', startPsn: 7 });
    expect(rows.every((r) => r[0].startsWith('eth:ethertype:ip:udp:infiniband'))).toBe(true);
    expect(rows.every((r) => r[1] === '4791')).toBe(true);
    // FIRST MIDDLE LAST, the NAK, then MIDDLE LAST again, the ACK.
    expect(rows.map((r) => Number(r[2]))).toEqual([6, 7, 8, 17, 7, 8, 17]);
    expect(rows.map((r) => Number(r[3]))).toEqual([7, 8, 9, 8, 8, 9, 9]);
    expect(rows.every((r) => (r[4] ?? '') === '')).toBe(true);
    expect(tracePackets(t)).toHaveLength(rows.length);
  });

  it('IPv6 READ: the request and the responses', () => {
    const { rows } = dissect({ op: 'read', roceIp: 'ipv6', messageBytes: 9000, pathMtu: 4096 });
    expect(rows.every((r) => r[0].startsWith('eth:ethertype:ipv6:udp:infiniband'))).toBe(true);
    expect(rows.map((r) => Number(r[2]))).toEqual([12, 13, 14, 15]);
    expect(rows.every((r) => (r[4] ?? '') === '')).toBe(true);
  });

  it('SEND and WRITE with immediate keep their opcodes (with ImmDt on the last)', () => {
    expect(dissect({ op: 'send', messageBytes: 5000, pathMtu: 4096 }).rows.map((r) => Number(r[2]))).toEqual([0, 2, 17]);
    expect(dissect({ op: 'write-imm', messageBytes: 100 }).rows.map((r) => Number(r[2]))).toEqual([11, 17]);
  });

  it('carries what ConnectX cards write (src/sim/wire/hcaWire.ts), as tshark reads it: MigReq 1, ECN ECT(0), an IPv4 ID that counts up per sender', () => {
    // A lost packet: A sends five data packets and resends two, B a NAK and an ACK.
    const t = buildTrace(scenario({ transport: 'rocev2', messageBytes: 12_288, pathMtu: 4096, fault: 'drop:2' }));
    const dir = mkdtempSync(join(tmpdir(), 'rdma-roce-wire-'));
    const file = join(dir, 'trace.pcap');
    writeFileSync(file, traceToPcap(t));
    try {
      const rows = tshark(file, ['ip.src', 'ip.id', 'ip.dsfield.dscp', 'ip.dsfield.ecn', 'infiniband.bth.m', 'infiniband.aeth.syndrome']);
      expect(rows.every((r) => r[2] === '0' && r[3] === '2' && r[4] === '1')).toBe(true);
      for (const src of ['192.168.1.1', '192.168.1.2']) {
        const ids = rows.filter((r) => r[0] === src).map((r) => Number(r[1]));
        expect(ids.length).toBeGreaterThan(1);
        for (let i = 1; i < ids.length; i++) expect(ids[i], `${src} packet ${i + 1}`).toBe((ids[i - 1] + 1) & 0xffff);
      }
      // The NAK (0x60: PSN sequence error), then the ACK with credit code 0: a WRITE takes no receive WQE.
      expect(rows.filter((r) => r[5] !== '').map((r) => Number(r[5]))).toEqual([0x60, 0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a soft-RoCE trace (preset rxe) exports as Wireshark reads rxe’s own packets', () => {
  it.each(['ipv4', 'ipv6'])(
    '%s, a WRITE with immediate and its ACK: MigReq 0, Not-ECT, AETH 0x1F, UDP checksum 0, no expert warning',
    (roceIp) => {
      const t = buildTrace(scenario({ preset: 'rxe', roceIp, op: 'write-imm', messageBytes: 3000, pathMtu: 1024 }));
      const dir = mkdtempSync(join(tmpdir(), 'rdma-rxe-trace-'));
      const file = join(dir, 'trace.pcap');
      writeFileSync(file, traceToPcap(t));
      try {
        const ecn = roceIp === 'ipv4' ? 'ip.dsfield.ecn' : 'ipv6.tclass.ecn';
        const rows = tshark(
          file,
          ['infiniband.bth.opcode', 'infiniband.bth.m', ecn, 'udp.checksum', 'infiniband.aeth.syndrome', '_ws.expert.severity'],
          ['-o', 'udp.ignore_ipv6_zero_checksum:TRUE'],
        );
        // FIRST, MIDDLE, LAST with immediate, then B's ACK.
        expect(rows.map((r) => Number(r[0]))).toEqual([6, 7, 9, 17]);
        expect(rows.every((r) => r[1] === '0' && Number(r[2]) === 0 && r[3] === '0x0000' && (r[5] ?? '') === '')).toBe(true);
        expect(Number(rows[3][4])).toBe(0x1f);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
