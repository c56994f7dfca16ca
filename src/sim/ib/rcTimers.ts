/**
 * The two RC timers a requester waits on, as the QP attributes set them.
 * Both are nominal: hardware may stretch them (NVIDIA, Adaptive
 * Retransmission: Parameters Control; linux-rdma/perftest#251).
 */

/**
 * Local ACK timeout: 4.096 µs × 2^timeout (rdma-core librdmacm/man/rdma_set_option.3; Linux
 * drivers/infiniband/sw/rdmavt/qp.c, rvt_modify_qp); 0 means wait forever (the IBA rule, not checked against a public source).
 */
export const ACK_TIMEOUT_UNIT_NS = 4096;

/** Nominal local ACK timeout in ns for the QP attribute `timeout` (1..31); 0 (infinite) is not modelled. */
export function ackTimeoutNs(timeout: number): number {
  if (!Number.isInteger(timeout) || timeout < 1 || timeout > 31) throw new RangeError(`timeout ${timeout}: 1..31`);
  return ACK_TIMEOUT_UNIT_NS * 2 ** timeout;
}

/**
 * The RNR NAK timer codes in µs, index = code (min_rnr_timer, the low 5 bits
 * of an RNR NAK's syndrome) (Linux include/rdma/ib_verbs.h, enum
 * ib_rnr_timeout; drivers/infiniband/sw/rxe/rxe_comp.c, rnrnak_usec, whose code 25
 * reads 61410, a typo for 61440).
 */
const RNR_TIMER_US = [
  655360, 10, 20, 30, 40, 60, 80, 120, 160, 240, 320, 480, 640, 960, 1280, 1920, 2560, 3840, 5120, 7680, 10240, 15360, 20480, 30720, 40960,
  61440, 81920, 122880, 163840, 245760, 327680, 491520,
] as const;

/** The RNR wait in ns for a timer code 0..31. */
export function rnrTimerNs(code: number): number {
  const us = RNR_TIMER_US[code];
  if (us === undefined || !Number.isInteger(code)) throw new RangeError(`RNR timer code ${code}: 0..31`);
  return us * 1000;
}
