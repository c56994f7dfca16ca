/** Hex helpers shared by encoders, exports and views. */

export function toHex(bytes: Uint8Array, sep = ''): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) {
    if (i > 0 && sep) s += sep;
    s += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
  }
  return s;
}

/** Parses "de ad be ef", "deadbeef" or "0xdeadbeef"; returns null when not hex. */
export function fromHex(text: string): Uint8Array | null {
  const clean = text.replace(/^0x/i, '').replace(/[\s:_-]/g, '');
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) return null;
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** "0x" + value in hex, zero-padded to the given number of digits. */
export function hexValue(value: number | bigint, digits: number): string {
  const v = typeof value === 'bigint' ? value : BigInt(value >>> 0 === value ? value : Math.trunc(value));
  return `0x${v.toString(16).padStart(digits, '0')}`;
}

/** "0x" + value in hex, unpadded: how the step texts quote keys, QPNs and addresses. */
export function hex(value: number | bigint): string {
  return `0x${value.toString(16)}`;
}
