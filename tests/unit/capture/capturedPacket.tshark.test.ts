// Every RDMA packet of a capture, as this reader decodes it, against what Wireshark's tshark decodes for the same
// packet: RoCEv2 over Ethernet (IPv4, IPv6, a VLAN tag), Linux cooked captures v1 and v2, raw IP, native
// InfiniBand in ERF records (the app's export and Wireshark's own sample capture).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CapturedPacket, capturedPacket, isRdma } from '../../../src/sim/capture/capturedPacket';
import { LINKTYPE_IPV4, LINKTYPE_LINUX_SLL, LINKTYPE_LINUX_SLL2, LINKTYPE_RAW } from '../../../src/sim/capture/linkLayer';
import { readPcap, writePcap } from '../../../src/sim/export/pcapFile';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { toolPath } from '../../support/tools';
import { scenario } from '../trace/helpers';

const FIELDS = [
  'infiniband.bth.opcode',
  'infiniband.bth.destqp',
  'infiniband.bth.psn',
  'infiniband.bth.a',
  'infiniband.bth.m',
  'infiniband.reth.va',
  'infiniband.reth.r_key',
  'infiniband.reth.dmalen',
  'infiniband.aeth.syndrome',
  'infiniband.aeth.msn',
];

/** tshark's fields for each packet of a pcap file (one row per frame). */
function tshark(bytes: Uint8Array): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'rdma-capture-'));
  const file = join(dir, 'c.pcap');
  writeFileSync(file, bytes);
  try {
    const out = execFileSync(
      toolPath('tshark'),
      ['-r', file, '-o', 'udp.ignore_ipv6_zero_checksum:TRUE', '-T', 'fields', '-E', 'occurrence=f', ...FIELDS.flatMap((f) => ['-e', f])],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return out
      .trimEnd()
      .split('\n')
      .map((l) => l.split('\t'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same fields, as this reader decodes them. */
const ours = (p: CapturedPacket): string[] => [
  String(p.bth.opcode),
  `0x${p.bth.destQp.toString(16).padStart(6, '0')}`,
  String(p.bth.psn),
  p.bth.ackReq ? 'True' : 'False',
  p.bth.migReq ? 'True' : 'False',
  p.reth ? `0x${p.reth.va.toString(16).padStart(16, '0')}` : '',
  p.reth ? `0x${p.reth.rkey.toString(16).padStart(8, '0')}` : '',
  p.reth ? String(p.reth.dmaLength) : '',
  p.aeth ? String(p.aeth.syndrome) : '',
  p.aeth ? String(p.aeth.msn) : '',
];

/** Reads a pcap with this reader: every record an RDMA packet, its fields as tshark names them. */
function decode(bytes: Uint8Array): { packets: CapturedPacket[]; rows: string[][] } {
  const f = readPcap(bytes);
  const decoded = f.records.map((r, index) =>
    capturedPacket({
      index,
      offset: 0,
      iface: 0,
      linkType: f.linktype,
      timeNs: BigInt(r.tsNs),
      data: r.data,
      originalLength: r.data.length,
    }),
  );
  expect(decoded.every(isRdma), JSON.stringify(decoded.filter((d) => !isRdma(d)))).toBe(true);
  const packets = decoded.filter(isRdma);
  return { packets, rows: packets.map(ours) };
}

function expectSame(bytes: Uint8Array) {
  const { packets, rows } = decode(bytes);
  const theirs = tshark(bytes);
  expect(theirs).toHaveLength(packets.length);
  // tshark prints a flag as 1/0 (older versions True/False) and hex in lower case: compare flags as flags.
  const fix = (r: string[]) => r.map((v, i) => (i === 3 || i === 4 ? String(v === '1' || v === 'True') : v.toLowerCase()));
  expect(rows.map(fix)).toEqual(theirs.map(fix));
  return packets;
}

/** The frames of an Ethernet export, re-framed by `frame` under another link type. */
function reframed(ethernetPcap: Uint8Array, linkType: number, frame: (eth: Uint8Array) => Uint8Array): Uint8Array {
  const f = readPcap(ethernetPcap);
  return writePcap(
    linkType,
    f.records.map((r) => ({ timeNs: r.tsNs, parts: [frame(r.data)] })),
  );
}

const roceExport = (input: Record<string, unknown>) => traceToPcap(buildTrace(scenario({ transport: 'rocev2', ...input })));

describe('every RDMA packet decodes as tshark decodes it', () => {
  it('RoCEv2 over Ethernet, IPv4 and IPv6: a WRITE with a lost packet, its NAK and resends; a READ and its responses', () => {
    for (const roceIp of ['ipv4', 'ipv6']) {
      expectSame(roceExport({ roceIp, messageBytes: 12_288, fault: 'drop:2' }));
      const read = expectSame(roceExport({ roceIp, op: 'read', messageBytes: 9000, pathMtu: 1024 }));
      expect(read.every((p) => p.carrier === 'rocev2' && p.icrcOk === true)).toBe(true);
    }
  });

  it('an 802.1Q VLAN tag, Linux cooked captures v1 and v2, and raw IP', () => {
    const eth = roceExport({ op: 'write-imm', messageBytes: 3000, pathMtu: 1024 });
    // 802.1Q: the tag (0x8100, VLAN 42) between the MACs and the EtherType.
    const vlan = reframed(eth, 1, (f) => Uint8Array.from([...f.subarray(0, 12), 0x81, 0x00, 0x00, 42, ...f.subarray(12)]));
    expect(expectSame(vlan)[0].eth?.vlans).toEqual([42]);
    // SLL v1: packet type, ARPHRD_ETHER, address length 6, the source MAC padded to 8, then the protocol.
    const sll = reframed(eth, LINKTYPE_LINUX_SLL, (f) =>
      Uint8Array.from([0, 4, 0, 1, 0, 6, ...f.subarray(6, 12), 0, 0, ...f.subarray(12)]),
    );
    expectSame(sll);
    // SLL v2: the protocol first, 2 reserved bytes, an interface index, ARPHRD, packet type, address length, address.
    const sll2 = reframed(eth, LINKTYPE_LINUX_SLL2, (f) =>
      Uint8Array.from([...f.subarray(12, 14), 0, 0, 0, 0, 0, 2, 0, 1, 4, 6, ...f.subarray(6, 12), 0, 0, ...f.subarray(14)]),
    );
    expectSame(sll2);
    expectSame(reframed(eth, LINKTYPE_RAW, (f) => f.subarray(14)));
    expectSame(reframed(eth, LINKTYPE_IPV4, (f) => f.subarray(14)));
  });

  it('native InfiniBand in ERF records: the app’s export, and Wireshark’s sample capture (a card’s real packets)', () => {
    const ib = expectSame(traceToPcap(buildTrace(scenario({ messageBytes: 9000, pathMtu: 2048, fault: 'drop:3' }))));
    expect(ib.every((p) => p.carrier === 'ib' && p.icrcOk === true && p.vcrcOk === true)).toBe(true);
    // The sample holds management and UD traffic too: compare the RC packets, which this reader decodes whole.
    const sample = new Uint8Array(readFileSync(join(__dirname, '../../fixtures/captures/native-ib-endace.erf.pcap')));
    const f = readPcap(sample);
    const decoded = f.records.map((r, index) =>
      capturedPacket({
        index,
        offset: 0,
        iface: 0,
        linkType: f.linktype,
        timeNs: BigInt(r.tsNs),
        data: r.data,
        originalLength: r.data.length,
      }),
    );
    const rc = decoded.filter(isRdma).filter((p) => p.transport === 'rc');
    expect(rc.length).toBeGreaterThanOrEqual(2);
    expect(rc.every((p) => p.icrcOk === true && p.vcrcOk === true)).toBe(true);
    const theirs = tshark(sample);
    for (const p of rc) expect(ours(p).slice(0, 3)).toEqual(theirs[p.index].slice(0, 3));
  });
});
