/**
 * CRC-32, IEEE 802.3 polynomial processed LSB first (reflected 0xEDB88320): the CRC the
 * InfiniBand ICRC uses (Linux drivers/infiniband/sw/rxe/rxe_icrc.c; Endace dag/dagcrc.c), and gzip's (RFC 1952 §8).
 * Eight bytes per step ("slicing-by-8": eight 256-entry tables, the first the classic byte table), because a pcap
 * export, a capture's ICRC check and a gzip stream run it over every byte.
 */

const REFLECTED_POLY = 0xedb88320; // (Linux drivers/infiniband/sw/rxe/rxe_icrc.c: rxe_crc32() uses crc32_le)

const TABLES: Uint32Array = (() => {
  const t = new Uint32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (REFLECTED_POLY ^ (c >>> 1)) >>> 0 : c >>> 1;
    t[n] = c >>> 0;
  }
  // Table k advances a byte followed by k zero bytes.
  for (let n = 0; n < 256; n++) for (let k = 1; k < 8; k++) t[k * 256 + n] = (t[(k - 1) * 256 + n] >>> 8) ^ t[t[(k - 1) * 256 + n] & 0xff];
  return t;
})();

/**
 * Advances the raw CRC register over bytes[start, end): no initial value and no final
 * inversion, so a CRC can be fed in pieces (masked headers, then the rest).
 */
export function crc32Update(state: number, bytes: Uint8Array, start = 0, end = bytes.length): number {
  const t = TABLES;
  let c = state >>> 0;
  let i = start;
  for (const end8 = end - 7; i < end8; i += 8) {
    const a = c ^ (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24));
    c =
      t[1792 + (a & 0xff)] ^
      t[1536 + ((a >>> 8) & 0xff)] ^
      t[1280 + ((a >>> 16) & 0xff)] ^
      t[1024 + (a >>> 24)] ^
      t[768 + bytes[i + 4]] ^
      t[512 + bytes[i + 5]] ^
      t[256 + bytes[i + 6]] ^
      t[bytes[i + 7]];
  }
  for (; i < end; i++) c = t[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return c >>> 0;
}

/** Standard CRC-32: register starts at 0xFFFFFFFF, result inverted. crc32("123456789") = 0xCBF43926. */
export function crc32(bytes: Uint8Array): number {
  return ~crc32Update(0xffffffff, bytes) >>> 0;
}
