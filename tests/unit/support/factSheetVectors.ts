import { fromHex } from '../../../src/sim/bytes/hex';

/**
 * A worked example (computed, not captured): RoCEv2 RDMA WRITE ONLY over IPv4, 8-B payload "ABCDEFGH", from A
 * (02:..:01, 192.168.1.1) to B (02:..:02, 192.168.1.2); IPv4 checksum 0xB755, ICRC wire cc 73 d0 e7.
 * 82 B, no FCS.
 */
export const A2_ROCEV2_WRITE_ONLY = fromHex(`
  02 00 00 00 00 02 02 00 00 00 00 01 08 00 45 00
  00 44 00 00 40 00 40 11 b7 55 c0 a8 01 01 c0 a8
  01 02 c0 00 12 b7 00 30 00 00 0a 00 ff ff 00 00
  00 12 80 00 00 01 00 00 7f 00 00 00 10 00 00 00
  12 34 00 00 00 08 41 42 43 44 45 46 47 48 cc 73
  d0 e7`)!;
