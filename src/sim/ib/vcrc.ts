import { vcrc16 } from '../crc/vcrc16';

/**
 * VCRC of a native IB packet: CRC-16 over LRH through ICRC, sent LSB first, recomputed on every
 * link hop [END dagcrc.c; IBCAP; fact sheet §4.7].
 */
export function ibVcrc(bytesThroughIcrc: Uint8Array): number {
  return vcrc16(bytesThroughIcrc);
}

export { vcrc16 };
