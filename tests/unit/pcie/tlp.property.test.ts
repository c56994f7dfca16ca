import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverageProblems } from '../../../src/sim/bytes/field';
import { decodeTlp, encodeCompletionWithData, encodeMemRead, encodeMemWrite } from '../../../src/sim/pcie/tlp';
import { propertyRuns } from '../support/propertyRuns';

/** 4 KiB page numbers below 4 GiB, above it, and right at the edge. */
const page = fc.oneof(
  fc.bigInt(0n, (1n << 20n) - 1n),
  fc.bigInt(1n << 20n, (1n << 52n) - 1n),
  fc.bigInt((1n << 20n) - 2n, (1n << 20n) + 1n),
);

/** A byte address and a length that stays inside its 4 KiB page. */
const span = fc.tuple(page, fc.integer({ min: 0, max: 4095 })).chain(([p, off]) =>
  fc.record({
    address: fc.constant((p << 12n) | BigInt(off)),
    length: fc.oneof(
      fc.integer({ min: 1, max: 4096 - off }),
      fc.constant(4096 - off),
      fc.integer({ min: 1, max: Math.min(9, 4096 - off) }),
    ),
  }),
);

const id16 = fc.integer({ min: 0, max: 0xffff });
const tag = fc.integer({ min: 0, max: 0xff });

describe('decode(encode(x)) == x', () => {
  it('MWr', () => {
    fc.assert(
      fc.property(
        span.chain(({ address, length }) =>
          fc.record({
            address: fc.constant(address),
            data: fc.uint8Array({ minLength: length, maxLength: length }),
            requesterId: id16,
            tag,
            tc: fc.integer({ min: 0, max: 7 }),
            attr: fc.record({ relaxedOrdering: fc.boolean(), noSnoop: fc.boolean() }),
          }),
        ),
        (x) => {
          const t = encodeMemWrite(x);
          expect(coverageProblems(t.fields, t.bytes.length)).toEqual([]);
          expect(t.bytes.length).toBe((x.address < 1n << 32n ? 12 : 16) + Math.ceil((Number(x.address & 3n) + x.data.length) / 4) * 4);
          const d = decodeTlp(t.bytes);
          expect(d.kind).toBe('MWr');
          if (d.kind !== 'MWr') return;
          expect({ requesterId: d.requesterId, tag: d.tag, address: d.address, data: d.data, tc: d.tc, attr: d.attr }).toEqual(x);
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });

  it('MRd', () => {
    fc.assert(
      fc.property(span, id16, tag, ({ address, length }, requesterId, t8) => {
        const t = encodeMemRead({ requesterId, tag: t8, address, length });
        expect(coverageProblems(t.fields, t.bytes.length)).toEqual([]);
        expect(t.bytes.length).toBe(address < 1n << 32n ? 12 : 16);
        expect(decodeTlp(t.bytes)).toMatchObject({ kind: 'MRd', requesterId, tag: t8, address, length });
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('CplD, the last completion of a read and earlier ones that end on a DW boundary', () => {
    const cpl = span.chain(({ address, length }) => {
      const room = 4096 - Number(address & 0xfffn);
      const endsOnDw = (Number(address & 3n) + length) % 4 === 0;
      return fc.record({
        address: fc.constant(address),
        data: fc.uint8Array({ minLength: length, maxLength: length }),
        byteCount: endsOnDw ? fc.integer({ min: length, max: room }) : fc.constant(length),
        completerId: id16,
        requesterId: id16,
        tag,
        status: fc.constantFrom(0, 1, 2, 4),
      });
    });
    fc.assert(
      fc.property(cpl, (x) => {
        const t = encodeCompletionWithData(x);
        expect(coverageProblems(t.fields, t.bytes.length)).toEqual([]);
        const d = decodeTlp(t.bytes);
        expect(d.kind).toBe('CplD');
        if (d.kind !== 'CplD') return;
        expect(d).toMatchObject({
          completerId: x.completerId,
          requesterId: x.requesterId,
          tag: x.tag,
          status: x.status,
          byteCount: x.byteCount,
          lowerAddress: Number(x.address & 0x7fn),
          bcm: false,
        });
        expect(d.data).toEqual(x.data);
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
