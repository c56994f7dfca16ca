// The core's strict UTF-8 decoder agrees with the platform's fatal TextDecoder on any bytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8Strict, utf8Bytes } from '../../../src/sim/bytes/utf8';
import { propertyRuns } from '../support/propertyRuns';

const platform = (b: Uint8Array): string | null => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(b);
  } catch {
    return null;
  }
};

describe('decodeUtf8Strict', () => {
  it('decodes or refuses exactly as a fatal TextDecoder, for random bytes and for encoded text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (b) => {
        expect(decodeUtf8Strict(b)).toBe(platform(b));
      }),
      { numRuns: propertyRuns(3000) },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const b = new TextEncoder().encode(s);
        expect(decodeUtf8Strict(b)).toBe(platform(b));
        expect(utf8Bytes(s)).toBe(b.length);
      }),
      { numRuns: propertyRuns(3000) },
    );
  });

  it('refuses overlong forms, surrogates and code points above U+10FFFF', () => {
    for (const bad of [
      [0xc0, 0xaf],
      [0xe0, 0x80, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xe2, 0x82],
    ]) {
      expect(decodeUtf8Strict(Uint8Array.from(bad)), bad.join(',')).toBeNull();
    }
  });
});
