import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { erfHeader, erfPayload, readPcap, writeErfPcap } from '../../../src/sim/export/erfPcap';
import { writeOpcodeFor } from '../../../src/sim/ib/opcodes';
import { encodeIbPacket } from '../../../src/sim/ib/packet';
import { toolPath } from '../../support/tools';

const PMTU = 256;
const MESSAGE = 701; // 256 + 256 + 189: LAST carries 189 B and 3 pad bytes
const START_PSN = 0xfffffe; // the third packet wraps to PSN 0
const VA = 0x00007f0000001000n;

/** A 3-packet RDMA WRITE from A (LID 1, QP 0x34) to B (LID 2, QP 0x12), then B's ACK. */
function writeAndAck() {
  const lrh = { vl: 0, lver: 0, sl: 0, lnh: 2 };
  const bth = { se: false, migReq: false, tver: 0, pkey: 0xffff, fecn: false, becn: false };
  const message = Uint8Array.from({ length: MESSAGE }, (_, i) => i & 0xff);
  const out: { timeNs: number; bytes: Uint8Array; iface: number }[] = [];
  const n = Math.ceil(MESSAGE / PMTU);
  for (let i = 0; i < n; i++) {
    const opcode = writeOpcodeFor(i, n);
    const { bytes } = encodeIbPacket({
      lrh: { ...lrh, dlid: 2, slid: 1 },
      bth: { ...bth, opcode, destQp: 0x12, ackReq: i === n - 1, psn: (START_PSN + i) % 2 ** 24 },
      reth: i === 0 ? { va: VA, rkey: 0x1234, dmaLength: MESSAGE } : undefined,
      payload: message.subarray(i * PMTU, Math.min(MESSAGE, (i + 1) * PMTU)),
    });
    out.push({ timeNs: 1_000 + i * 25, bytes, iface: 0 });
  }
  const ack = encodeIbPacket({
    lrh: { ...lrh, dlid: 1, slid: 2 },
    bth: { ...bth, opcode: 0x11, destQp: 0x34, ackReq: false, psn: 0 },
    aeth: { syndrome: 0x1f, msn: 1 },
    payload: new Uint8Array(0),
  });
  out.push({ timeNs: 2_000, bytes: ack.bytes, iface: 1 });
  return out;
}

function tshark(file: string, fields: string[]): string[][] {
  const args = ['-r', file, '-T', 'fields', ...fields.flatMap((f) => ['-e', f])];
  const text = execFileSync(toolPath('tshark'), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return text
    .trimEnd()
    .split('\n')
    .map((line) => line.split('\t'));
}

describe('tshark dissects the ERF pcap we write', () => {
  it('reads opcode, QP, PSN, RETH and AETH of a 3-packet WRITE and its ACK', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-erf-'));
    const file = join(dir, 'write.pcap');
    const packets = writeAndAck();
    writeFileSync(file, writeErfPcap(packets));
    let rows: string[][];
    try {
      rows = tshark(file, [
        'infiniband.bth.opcode',
        'infiniband.bth.destqp',
        'infiniband.bth.psn',
        'infiniband.reth.va',
        'infiniband.reth.r_key',
        'infiniband.reth.dmalen',
        'infiniband.aeth.syndrome',
        'infiniband.aeth.msn',
        'infiniband.bth.padcnt',
        'infiniband.lrh.pktlen',
        'infiniband.invariant.crc',
        'infiniband.variant.crc',
        'erf.flags.cap',
        'frame.time_epoch',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(rows.map((r) => r.slice(0, 10))).toEqual([
      ['6', '0x000012', '16777214', '0x00007f0000001000', '0x00001234', '701', '', '', '0', '74'],
      ['7', '0x000012', '16777215', '', '', '', '', '', '0', '70'],
      ['8', '0x000012', '0', '', '', '', '', '', '3', '54'],
      ['17', '0x000034', '0', '', '', '', '31', '1', '0', '7'],
    ]);
    // tshark shows the CRC trailer big-endian, i.e. the wire bytes in order.
    rows.forEach((r, i) => {
      const p = packets[i].bytes;
      const hex = (a: Uint8Array) => `0x${Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('')}`;
      expect(r[10]).toBe(hex(p.subarray(p.length - 6, p.length - 2)));
      expect(r[11]).toBe(hex(p.subarray(p.length - 2)));
    });
    expect(rows.map((r) => r[12])).toEqual(['0', '0', '0', '1']);
    expect(rows.map((r) => r[13])).toEqual(['0.000001000', '0.000001025', '0.000001050', '0.000002000']);
  });

  it('the ERF header bytes match the sample capture for the same packets', () => {
    const sample = readPcap(new Uint8Array(readFileSync(new URL('../../fixtures/captures/native-ib-endace.erf.pcap', import.meta.url))));
    const again = readPcap(writeErfPcap(sample.records.map((r) => ({ timeNs: 0, bytes: erfPayload(r), iface: erfHeader(r).flags & 3 }))));
    sample.records.forEach((r, i) => {
      expect(again.records[i].data.subarray(8)).toEqual(r.data.subarray(8)); // all but the timestamp
    });
  });
});
