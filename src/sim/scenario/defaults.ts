import type { Scenario } from './types';

/** Upper bound of messageBytes: the RETH DMA Length check, length <= 2^31 (fact sheet 4.9). */
export const MAX_MESSAGE_BYTES = 2 ** 31;

/** perftest DEF_INLINE_WRITE = 220 B: the max inline payload of an RDMA WRITE (fact sheet 6.1). */
export const MAX_INLINE_BYTES = 220;

/**
 * The default scenario: one signaled 8-byte RDMA WRITE in doorbell mode over
 * native InfiniBand. The identifiers reproduce the fact sheet's worked examples
 * (remote VA 0x7f0000001000, rkey 0x1234, local VA 0x7f1234560000, lkey 0x5678,
 * DestQP 0x12, PSN 1, LIDs 1 -> 2, BAR0 at 0xe4000000 as on a ConnectX-6 Dx),
 * so its bytes can be checked against Appendix A. A's QP is 0x11 so that the two
 * QPNs stay distinguishable in the views.
 */
export const DEFAULT_SCENARIO: Scenario = Object.freeze({
  op: 'write',
  messageBytes: 8,
  pathMtu: 4096,
  post: 'doorbell',
  signaled: true,
  pcie: Object.freeze({ gen: 4, lanes: 16, mps: 256, mrrs: 4096 }),
  ib: Object.freeze({ speed: 'EDR', width: 4, switchHops: 1 }),
  qpnA: 0x11,
  qpnB: 0x12,
  lidA: 1,
  lidB: 2,
  startPsn: 1,
  pkey: 0xffff,
  remoteVa: 0x00007f0000001000n,
  rkey: 0x1234,
  localVa: 0x00007f1234560000n,
  lkey: 0x5678,
  bar0: 0xe4000000n,
  iommu: false,
  payloadHex: '',
}) as Scenario;
