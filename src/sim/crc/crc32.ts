/**
 * CRC-32, IEEE 802.3 polynomial processed LSB first (reflected 0xEDB88320): the CRC the
 * InfiniBand ICRC uses (Linux drivers/infiniband/sw/rxe/rxe_icrc.c; Endace dag/dagcrc.c). Table driven, one lookup per byte,
 * because a pcap export runs it over every packet.
 */

const REFLECTED_POLY = 0xedb88320; // (Linux drivers/infiniband/sw/rxe/rxe_icrc.c: rxe_crc32() uses crc32_le)

const TABLE: Uint32Array = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (REFLECTED_POLY ^ (c >>> 1)) >>> 0 : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/**
 * Advances the raw CRC register over bytes[start, end): no initial value and no final
 * inversion, so a CRC can be fed in pieces (masked headers, then the rest).
 */
export function crc32Update(state: number, bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = state >>> 0;
  for (let i = start; i < end; i++) c = TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return c >>> 0;
}

/** Standard CRC-32: register starts at 0xFFFFFFFF, result inverted. crc32("123456789") = 0xCBF43926. */
export function crc32(bytes: Uint8Array): number {
  return ~crc32Update(0xffffffff, bytes) >>> 0;
}
