import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeIbPacket } from '../../../src/sim/ib/packet';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { MessagePieces } from '../../../src/sim/transfer/messagePieces';
import { propertyRuns } from '../support/propertyRuns';
import { scenario } from './helpers';

const packetsOf = (input: Record<string, unknown>) => {
  const t = buildTrace(scenario(input));
  const set = t.steps.find((s) => s.id === 'A3.transmit')!.artifacts[0];
  return { t, packets: Array.from({ length: set.count }, (_, i) => decodeIbPacket(set.at(i).bytes)) };
};

describe('edge cases of segmentation', () => {
  it('PSNs wrap at 2^24', () => {
    const { packets } = packetsOf({ messageBytes: 4 * 256, pathMtu: 256, startPsn: 0xfffffe });
    expect(packets.map((p) => p.bth.psn)).toEqual([0xfffffe, 0xffffff, 0, 1]);
    expect(packets.map((p) => p.bth.opcode)).toEqual([0x06, 0x07, 0x07, 0x08]);
  });

  it('a zero-length write is one WRITE ONLY with no payload, no DMA read and nothing written on B', () => {
    const { t, packets } = packetsOf({ messageBytes: 0 });
    expect(packets).toHaveLength(1);
    expect(packets[0].bth.opcode).toBe(0x0a);
    expect(packets[0].payload.length).toBe(0);
    expect(packets[0].reth?.dmaLength).toBe(0);
    expect(t.steps.some((s) => s.id === 'A3.payload-fetch')).toBe(false);
    const end = t.steps[t.steps.length - 1].state;
    expect(end.B.memWriteBytes).toBe(0);
    expect(end.B.tlpsUp).toBe(0);
    const wqe = t.steps.find((s) => s.id === 'A1.wqe')!.artifacts[0].at(0);
    expect(wqe.bytes.length).toBe(32); // ctrl + raddr: no data segment for a zero-length SGE
  });

  it.each([1, 2, 5])('a length of exactly %i x MTU fills every packet', (k) => {
    const { packets } = packetsOf({ messageBytes: k * 1024, pathMtu: 1024 });
    expect(packets).toHaveLength(k);
    for (const p of packets) {
      expect(p.payload.length).toBe(1024);
      expect(p.bth.padCnt).toBe(0);
    }
  });

  it.each([1, 2, 3, 5, 6, 7])('PadCnt pads a %i-byte payload to 4 bytes', (n) => {
    const { packets } = packetsOf({ messageBytes: n });
    expect(packets[0].bth.padCnt).toBe((4 - (n % 4)) % 4);
  });
});

describe('MessagePieces: split at packet boundaries and aligned blocks', () => {
  it('covers the message in order, <= block, never crossing a block or 4 KiB boundary, consistent counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 70_000 }),
        fc.integer({ min: 0, max: 0xffff }),
        fc.constantFrom(256, 512, 1024, 2048, 4096),
        fc.constantFrom(128, 256, 512, 1024, 2048, 4096),
        (len, baseLow, mtu, block) => {
          const base = 0x7f0000000000n + BigInt(baseLow);
          const p = new MessagePieces(base, len, mtu, block);
          let off = 0;
          let perPacket = new Map<number, number>();
          for (let i = 0; i < p.count; i++) {
            const x = p.piece(i);
            expect(x.messageOffset).toBe(off);
            expect(x.length).toBeGreaterThan(0);
            expect(x.length).toBeLessThanOrEqual(block);
            const start = base + BigInt(x.messageOffset);
            const end = start + BigInt(x.length) - 1n;
            expect(start / BigInt(block)).toBe(end / BigInt(block));
            expect(start >> 12n).toBe(end >> 12n);
            expect(x.packet).toBe(Math.floor(x.messageOffset / mtu));
            expect(Math.floor((x.messageOffset + x.length - 1) / mtu)).toBe(x.packet);
            perPacket.set(x.packet, (perPacket.get(x.packet) ?? 0) + 1);
            off += x.length;
          }
          expect(off).toBe(len);
          for (const [k, n] of perPacket) {
            expect(p.piecesInPacket(k)).toBe(n);
          }
          perPacket = new Map();
        },
      ),
      { numRuns: propertyRuns(150) },
    );
  });

  it('counts a 1 GiB message without enumerating it', () => {
    const p = new MessagePieces(0x7f0000001000n, 2 ** 30, 4096, 256);
    expect(p.packets).toBe(262_144);
    expect(p.count).toBe(2 ** 30 / 256);
    expect(p.piece(p.count - 1)).toEqual({ index: p.count - 1, packet: 262_143, messageOffset: 2 ** 30 - 256, length: 256 });
  });
});
