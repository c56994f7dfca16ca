import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { writeOpcodeFor } from '../../../src/sim/ib/opcodes';
import { encodeIbPacket, type TransportSpec } from '../../../src/sim/ib/packet';
import { HOST_A, HOST_B } from '../../../src/sim/roce/addressing';
import { type EncapRow, type Encoded, encapsulationDiff } from '../../../src/sim/roce/encapsulationDiff';
import { encodeRoceV2Packet } from '../../../src/sim/roce/roceV2Packet';
import EncapsulationDiff from '../../../src/views/bytes/EncapsulationDiff';
import { transportArb } from '../support/packetArbs';
import { propertyRuns } from '../support/propertyRuns';

const anyTransport = transportArb([0x04, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x11], 600);

const lrh = { vl: 0, lver: 0, sl: 0, lnh: 2, dlid: 2, slid: 1 };

function both(t: TransportSpec, version: 4 | 6, fcs: boolean): { ib: Encoded; roce: Encoded } {
  const ip =
    version === 4
      ? { version, tos: 0, id: 0, df: true, ttl: 64, src: HOST_A.ipv4, dst: HOST_B.ipv4 }
      : { version, trafficClass: 0, flowLabel: 0, hopLimit: 64, src: HOST_A.ipv6, dst: HOST_B.ipv6 };
  return {
    ib: encodeIbPacket({ ...t, lrh }),
    roce: encodeRoceV2Packet({ ...t, eth: { dst: HOST_B.mac, src: HOST_A.mac }, ip, udp: { sport: 0xc132 }, fcs }),
  };
}

const byPart = (rows: EncapRow[]) => Object.fromEntries(rows.map((r) => [r.part, r]));
const total = (rows: EncapRow[], side: 'ib' | 'roce') => rows.reduce((s, r) => s + (r[side]?.length ?? 0), 0);

/** WRITE ONLY of "ABCDEFGH", as in the golden vectors. */
const A = {
  bth: { opcode: 0x0a, se: false, migReq: false, tver: 0, pkey: 0xffff, fecn: false, becn: false, destQp: 0x12, ackReq: true, psn: 1 },
  reth: { va: 0x00007f0000001000n, rkey: 0x1234, dmaLength: 8 },
  payload: new TextEncoder().encode('ABCDEFGH'),
};

describe('encapsulationDiff: the same packet as native IB and as RoCEv2', () => {
  it('the golden WRITE ONLY: LRH and VCRC only in IB; Ethernet, IP, UDP, FCS only in RoCEv2; 36 transport bytes identical; ICRCs differ', () => {
    const { ib, roce } = both(A, 4, true);
    const rows = encapsulationDiff(ib, roce);
    expect(rows.map((r) => [r.part, r.ib, r.roce, r.same])).toEqual([
      ['lrh', { offset: 0, length: 8 }, null, false],
      ['eth', null, { offset: 0, length: 14 }, false],
      ['ip', null, { offset: 14, length: 20 }, false],
      ['udp', null, { offset: 34, length: 8 }, false],
      ['transport', { offset: 8, length: 36 }, { offset: 42, length: 36 }, true],
      ['icrc', { offset: 44, length: 4 }, { offset: 78, length: 4 }, false],
      ['vcrc', { offset: 48, length: 2 }, null, false],
      ['fcs', null, { offset: 82, length: 4 }, false],
    ]);
    expect([total(rows, 'ib'), total(rows, 'roce')]).toEqual([50, 86]);
  });

  it('holds for any opcode, payload, IP version and FCS choice; the parts add up to both totals', () => {
    fc.assert(
      fc.property(anyTransport, fc.constantFrom(4 as const, 6 as const), fc.boolean(), (t, version, fcs) => {
        const { ib, roce } = both(t, version, fcs);
        const rows = encapsulationDiff(ib, roce);
        const p = byPart(rows);
        expect(p.transport.same).toBe(true);
        expect(p.icrc.ib && p.icrc.roce && !p.icrc.same).toBe(true);
        for (const part of ['lrh', 'vcrc']) expect([p[part].ib !== null, p[part].roce]).toEqual([true, null]);
        for (const part of ['eth', 'ip', 'udp']) expect([p[part].ib, p[part].roce !== null]).toEqual([null, true]);
        expect(p.fcs?.roce?.length).toBe(fcs ? 4 : undefined);
        expect(p.ip.roce!.length).toBe(version === 4 ? 20 : 40);
        expect([total(rows, 'ib'), total(rows, 'roce')]).toEqual([ib.bytes.length, roce.bytes.length]);
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it('says so when the transport parts differ, and refuses a field tree it cannot split into parts', () => {
    const { ib } = both(A, 4, false);
    const other = both({ ...A, bth: { ...A.bth, psn: 2 } }, 4, false).roce;
    expect(byPart(encapsulationDiff(ib, other)).transport.same).toBe(false);
    expect(() => encapsulationDiff(ib, { bytes: ib.bytes, fields: [{ ...ib.fields[0], name: 'GRH' }, ...ib.fields.slice(1)] })).toThrow(
      /no part for the top-level field GRH/,
    );
    expect(() => encapsulationDiff(ib, { bytes: ib.bytes, fields: ib.fields.slice(0, -1) })).toThrow(/fields end at byte 48/);
  });
});

describe('<EncapsulationDiff> (server-rendered)', () => {
  /** What the formatter shows for a missing key (⟨key⟩) or parameter ({name}). */
  const UNFORMATTED = /⟨|\{[A-Za-z][A-Za-z0-9_]*\}/;

  it('renders one row per part, marks one-sided parts, the identical transport and the differing ICRCs', () => {
    const { ib, roce } = both(A, 6, true);
    const html = renderToStaticMarkup(<EncapsulationDiff ib={ib} roce={roce} />);
    expect(html).not.toMatch(UNFORMATTED);
    expect([...html.matchAll(/data-part="([a-zA-Z]+)" data-status="([a-z-]+)"/g)].map((m) => `${m[1]}:${m[2]}`)).toEqual([
      'lrh:only-ib',
      'eth:only-roce',
      'ip:only-roce',
      'udp:only-roce',
      'transport:same',
      'icrc:differs',
      'vcrc:only-ib',
      'fcs:only-roce',
    ]);
    expect(html).toContain('bytes 62–97 · 36 B'); // the transport part after Ethernet (14), IPv6 (40) and UDP (8)
    expect(html).toContain('0a 00 ff ff 00 00 00 12 …'); // its first bytes, the same on both sides
    expect(html).toContain('The transport headers and the payload, 36 B, are the same bytes in both');
    expect(html).toContain('Both ICRCs are the same CRC-32 over different input');
    expect(html).toContain('>50 B<');
    expect(html).toContain(`>${roce.bytes.length} B<`);
  });

  it('a multi-packet WRITE FIRST renders as well', () => {
    const first = { ...A, bth: { ...A.bth, opcode: writeOpcodeFor(0, 3) }, payload: new Uint8Array(256) };
    const { ib, roce } = both(first, 4, false);
    const html = renderToStaticMarkup(<EncapsulationDiff ib={ib} roce={roce} />);
    expect(html).not.toMatch(UNFORMATTED);
    expect(html).not.toContain('data-part="fcs"');
  });
});
