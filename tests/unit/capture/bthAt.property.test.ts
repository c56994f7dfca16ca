// The index reads each BTH byte by byte for speed: it reads what the model's bit reader reads, for any 12 bytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteReader } from '../../../src/sim/bytes/byteReader';
import { bthAt } from '../../../src/sim/capture/capturedPacket';
import { decodeBth } from '../../../src/sim/ib/bth';
import { propertyRuns } from '../support/propertyRuns';

describe('bthAt', () => {
  it(`over ${propertyRuns()} random byte strings: the same fields as decodeBth, at any offset; null when cut`, () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 40 }), fc.nat(28), (bytes, at0) => {
        const at = Math.min(at0, bytes.length - 12);
        expect(bthAt(bytes, at)).toEqual(decodeBth(new ByteReader(bytes, at)));
        expect(bthAt(bytes, bytes.length - 11)).toBeNull();
      }),
      { numRuns: propertyRuns() },
    );
  });
});
