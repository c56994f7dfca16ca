// What the round trip cannot show, from captures built for it: a PSN gap (a loss before the capture point), a damaged
// ICRC, a packet cut by the snapshot length, another transport (Wireshark's sample: UD management traffic), a
// congestion notification from a real ConnectX-4 Lx, a READ request sent before the previous READ's responses, and
// messages of every kind by their last opcode.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CapturedPacket, capturedPacket, isRdma } from '../../../src/sim/capture/capturedPacket';
import { readCapture } from '../../../src/sim/capture/captureFile';
import type { CaptureRecord } from '../../../src/sim/capture/captureRecord';
import { reconstruct } from '../../../src/sim/capture/reconstruct';
import { readPcap } from '../../../src/sim/export/pcapFile';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { scenario } from '../trace/helpers';

const FIXTURES = join(__dirname, '../../fixtures/captures');

/** The records of a model export, each decoded (`edit` may change a record's bytes first). */
function exported(input: Record<string, unknown>, edit?: (r: CaptureRecord) => CaptureRecord | null): CapturedPacket[] {
  const f = readPcap(traceToPcap(buildTrace(scenario({ transport: 'rocev2', ...input }))));
  const out: CapturedPacket[] = [];
  f.records.forEach((rec, index) => {
    const r0: CaptureRecord = {
      index,
      offset: 0,
      iface: 0,
      linkType: f.linktype,
      timeNs: BigInt(rec.tsNs),
      data: rec.data,
      originalLength: rec.data.length,
    };
    const r = edit ? edit(r0) : r0;
    if (!r) return;
    const p = capturedPacket(r);
    if (isRdma(p)) out.push(p);
  });
  return out;
}

describe('anomalies a capture shows', () => {
  it('a packet missing from the capture is a PSN gap, with how many PSNs were not seen', () => {
    const x = reconstruct(exported({ messageBytes: 4096 * 4 }, (r) => (r.index === 1 ? null : r)));
    expect(x.anomalies).toEqual([{ kind: 'psn-gap', packets: [2], connection: 0, detail: '1 PSN not seen before 3' }]);
  });

  it('a flipped payload byte is a bad ICRC; a record cut by the snapshot length is read, its ICRC not checked', () => {
    const flipped = exported({ messageBytes: 300 }, (r) => {
      if (r.index !== 0) return r;
      const d = new Uint8Array(r.data);
      d[d.length - 10] ^= 1;
      return { ...r, data: d };
    });
    expect(flipped[0].icrcOk).toBe(false);
    expect(reconstruct(flipped).anomalies.map((a) => a.kind)).toEqual(['bad-icrc']);
    const cut = exported({ messageBytes: 300 }, (r) => (r.index === 0 ? { ...r, data: r.data.subarray(0, 80) } : r));
    expect([cut[0].cut, cut[0].icrcOk, cut[0].bth.psn]).toEqual([true, null, 1]);
    expect(reconstruct(cut).anomalies.map((a) => a.kind)).toEqual(['cut']);
  });

  it('native InfiniBand: a flipped VCRC byte is a bad VCRC (the link damaged it), the ICRC still good', () => {
    const flipped = exported({ transport: 'ib', messageBytes: 300 }, (r) => {
      if (r.index !== 0) return r;
      const d = new Uint8Array(r.data);
      d[d.length - 1] ^= 0x40; // the VCRC's second byte: it ends the ERF record
      return { ...r, data: d };
    });
    expect([flipped[0].icrcOk, flipped[0].vcrcOk]).toEqual([true, false]);
    expect(reconstruct(flipped).anomalies.map((a) => a.kind)).toEqual(['bad-vcrc']);
  });

  it('Wireshark’s sample: its UD traffic is named and counted once (its 9 CM MADs apart), its RC SENDs and ACKs walked', () => {
    const c = readCapture(new Uint8Array(readFileSync(join(FIXTURES, 'native-ib-endace.erf.pcap'))));
    const x = reconstruct(c.records.map((r) => capturedPacket(r)).filter(isRdma));
    const other = x.anomalies.filter((a) => a.kind === 'other-transport');
    expect(other.map((a) => [a.detail, a.packets.length])).toEqual([['ud', 15]]);
    expect(x.messages.every((m) => m.kind === 'send')).toBe(true);
    expect(x.transports).toEqual({ ud: 15, cm: 9, rc: 19 });
  });

  it('a real ConnectX-4 Lx CNP (opcode 0x81) decodes with a good ICRC and counts as congestion, not as a message', () => {
    const hex = readFileSync(join(FIXTURES, 'rocev2-cnp-connectx4lx.hex'), 'utf8').match(/[0-9a-f]{2}/g) ?? [];
    const data = Uint8Array.from(hex.map((h) => Number.parseInt(h, 16)));
    const p = capturedPacket({ index: 0, offset: 0, iface: 0, linkType: 1, timeNs: 0n, data, originalLength: data.length });
    expect(isRdma(p) && [p.transport, p.bth.opcode, p.icrcOk, p.ecn]).toEqual(['cnp', 0x81, true, 2]);
    expect(reconstruct([p as CapturedPacket]).messages).toEqual([]);
  });

  it('each message kind by its opcodes: WRITE, WRITE with immediate, SEND, READ and its responses', () => {
    const kinds = (input: Record<string, unknown>) => reconstruct(exported(input)).messages.map((m) => [m.kind, m.bytes]);
    expect(kinds({ op: 'write', messageBytes: 5000 })).toEqual([['write', 5000]]);
    expect(kinds({ op: 'write-imm', messageBytes: 5000 })).toEqual([['write-imm', 5000]]);
    expect(kinds({ op: 'send', messageBytes: 5000 })).toEqual([['send', 5000]]);
    const read = reconstruct(exported({ op: 'read', messageBytes: 9000, pathMtu: 1024 })).messages[0];
    expect([read.kind, read.bytes, read.responses.length, read.lastPsn - read.firstPsn]).toEqual(['read', 9000, 9, 8]);
  });
});
