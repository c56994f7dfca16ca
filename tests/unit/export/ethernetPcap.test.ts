import { describe, expect, it } from 'vitest';
import { LINKTYPE_ETHERNET, readEthernetPcap, writeEthernetPcap } from '../../../src/sim/export/ethernetPcap';
import { readPcap } from '../../../src/sim/export/pcapFile';

const frame = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7 + seed) & 0xff);

describe('Ethernet pcap', () => {
  it('writes a nanosecond pcap of link type 1 whose frames read back, each without its FCS', () => {
    const a = frame(64, 1);
    const b = frame(90, 2);
    const file = writeEthernetPcap([
      { timeNs: 1_000_000_123, bytes: a, hasFcs: true },
      { timeNs: 2_000_000_456, bytes: b },
    ]);
    expect([...file.subarray(0, 4)]).toEqual([0x4d, 0x3c, 0xb2, 0xa1]); // nanosecond magic, little-endian
    expect(readPcap(file).linktype).toBe(LINKTYPE_ETHERNET);
    const back = readEthernetPcap(file);
    expect(back.map((f) => f.timeNs)).toEqual([1_000_000_123, 2_000_000_456]);
    expect(back[0].bytes).toEqual(a.subarray(0, 60));
    expect(back[1].bytes).toEqual(b);
    expect(file.length).toBe(24 + 16 + 60 + 16 + 90);
  });

  it('refuses another link type and a bad timestamp', () => {
    const file = writeEthernetPcap([{ timeNs: 0, bytes: frame(60, 0) }]);
    file[20] = 197;
    expect(() => readEthernetPcap(file)).toThrow(/not Ethernet/);
    expect(() => writeEthernetPcap([{ timeNs: -1, bytes: frame(60, 0) }])).toThrow(RangeError);
  });
});
