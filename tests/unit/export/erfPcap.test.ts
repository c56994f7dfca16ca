import { describe, expect, it } from 'vitest';
import { erfHeader, erfPayload, readPcap, writeErfPcap } from '../../../src/sim/export/erfPcap';

const pkt = (n: number, fill: number) => new Uint8Array(n).fill(fill);

describe('ERF pcap writer', () => {
  const packets = [
    { timeNs: 0, bytes: pkt(50, 1) },
    { timeNs: 3, bytes: pkt(30, 2), iface: 1 }, // 3 ns later: must stay distinct
    { timeNs: 1_234_567_890_123, bytes: pkt(4138, 3) },
  ];
  const file = writeErfPcap(packets);
  const v = new DataView(file.buffer);

  it('writes a little-endian nanosecond pcap header, v2.4, snaplen 65535, link type 197', () => {
    expect(v.getUint32(0, true)).toBe(0xa1b23c4d);
    expect([v.getUint16(4, true), v.getUint16(6, true)]).toEqual([2, 4]);
    expect(v.getUint32(8, true)).toBe(0);
    expect(v.getUint32(12, true)).toBe(0);
    expect(v.getUint32(16, true)).toBe(65535);
    expect(v.getUint32(20, true)).toBe(197);
  });

  it('reads back the packets and ns timestamps', () => {
    const { linktype, records } = readPcap(file);
    expect(linktype).toBe(197);
    expect(records.map((r) => r.tsNs)).toEqual([0, 3, 1_234_567_890_123]);
    expect(records[2].tsSec).toBe(1234);
    expect(records[2].tsNsOfSecond).toBe(567_890_123);
    for (const [i, r] of records.entries()) expect(erfPayload(r)).toEqual(packets[i].bytes);
  });

  it('ERF headers copy the sample capture: type 0x15, flags vlen|iface, rlen rounded to 8, incl_len 16 + wlen', () => {
    const { records } = readPcap(file);
    const h = records.map(erfHeader);
    expect(h.map((x) => x.type)).toEqual([0x15, 0x15, 0x15]);
    expect(h.map((x) => x.flags)).toEqual([0x04, 0x05, 0x04]);
    expect(h.map((x) => x.wlen)).toEqual([50, 30, 4138]);
    expect(h.map((x) => x.rlen)).toEqual([72, 48, 4160]);
    expect(h.map((x) => x.lctr)).toEqual([0, 0, 0]);
    expect(records.map((r) => r.data.length)).toEqual([66, 46, 4154]);
    // First record header: incl_len = orig_len = 16 + wlen.
    expect([v.getUint32(24 + 8, true), v.getUint32(24 + 12, true)]).toEqual([66, 66]);
  });

  it('ERF timestamps are 32.32 fixed point seconds, within 1 ns of the pcap ones', () => {
    const { records } = readPcap(file);
    for (const r of records) {
      const h = erfHeader(r);
      expect(h.tsSec).toBe(r.tsSec);
      expect(Math.round((h.tsFraction * 1e9) / 2 ** 32)).toBe(r.tsNsOfSecond);
    }
    expect(erfHeader(records[1]).tsFraction).toBe(13); // 3 ns = 12.88 / 2^32 s
  });

  it('writes raw packets with link type 247 when asked', () => {
    const raw = writeErfPcap(packets.slice(0, 2), { linktype: 247 });
    const rv = new DataView(raw.buffer);
    expect(rv.getUint32(0, true)).toBe(0xa1b23c4d);
    expect(rv.getUint32(20, true)).toBe(247);
    expect(rv.getUint32(24 + 8, true)).toBe(50);
    expect(raw.length).toBe(24 + 16 + 50 + 16 + 30);
    const { linktype, records } = readPcap(raw);
    expect(linktype).toBe(247);
    expect(records[1].data).toEqual(packets[1].bytes);
  });

  it('reads microsecond and big-endian pcaps too', () => {
    const be = new Uint8Array(24 + 16 + 2);
    const d = new DataView(be.buffer);
    d.setUint32(0, 0xa1b2c3d4, false);
    d.setUint32(20, 247, false);
    d.setUint32(24, 5, false);
    d.setUint32(28, 7, false); // 7 us
    d.setUint32(32, 2, false);
    d.setUint32(36, 2, false);
    const { linktype, records } = readPcap(be);
    expect(linktype).toBe(247);
    expect(records[0].tsNs).toBe(5_000_007_000);
  });

  it('rejects negative times and a bad interface', () => {
    expect(() => writeErfPcap([{ timeNs: -1, bytes: pkt(30, 0) }])).toThrow(RangeError);
    expect(() => writeErfPcap([{ timeNs: 0, bytes: pkt(30, 0), iface: 4 }])).toThrow(RangeError);
  });
});
