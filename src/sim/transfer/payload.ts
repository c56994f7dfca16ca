import type { Scenario } from '../scenario/types';

/**
 * The bytes of A's source buffer, computed on demand (a 1 GiB message is never
 * materialised). Default fill: the ASCII alphabet repeated, byte i = 'A' + i mod 26,
 * so an 8-byte write carries "ABCDEFGH" as in the golden test vectors and every
 * byte is recognisable in a hex dump. With payloadHex, that pattern repeats instead.
 */
export function payloadPattern(s: Scenario): Uint8Array | null {
  if (!s.payloadHex) return null;
  const out = new Uint8Array(s.payloadHex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(s.payloadHex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export function payloadSlice(s: Scenario, offset: number, length: number, pattern = payloadPattern(s)): Uint8Array {
  const out = new Uint8Array(length);
  if (pattern?.length) {
    for (let i = 0; i < length; i++) out[i] = pattern[(offset + i) % pattern.length];
  } else {
    for (let i = 0; i < length; i++) out[i] = 0x41 + ((offset + i) % 26);
  }
  return out;
}
