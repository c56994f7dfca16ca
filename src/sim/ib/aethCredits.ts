/**
 * The AETH credit count: the low five bits of an ACK's syndrome. IBA's end-to-end flow control lets a responder
 * advertise how many receive WQEs it has free, in a logarithmic code of 31 steps; code 0x1F means "no count" (a QP
 * on a shared receive queue, or a responder that does not count). The table and the rule are Linux rdmavt's
 * (drivers/infiniband/sw/rdmavt/rc.c: credit_table, rvt_compute_aeth, rvt_get_credit); soft-RoCE always sends 0x1F
 * (drivers/infiniband/sw/rxe/rxe_hdr.h, AETH_ACK_UNLIMITED).
 */

/** Credits each code stands for (code = index); 0x1F is not in the table. */
export const CREDIT_TABLE: readonly number[] = [
  0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192, 12288, 16384,
  24576, 32768,
];

/** The code that says "no credit count": the requester is not limited by one (IB_AETH_CREDIT_INVAL). */
export const CREDIT_INVALID = 0x1f;

/**
 * The code for `free` receive WQEs: the largest table entry not above it, as rvt_compute_aeth's binary search finds
 * it (a responder never advertises more than it has).
 */
export function creditCode(free: number): number {
  if (!Number.isInteger(free) || free < 0) throw new RangeError(`${free} free receive WQEs`);
  let code = 0;
  while (code + 1 < CREDIT_TABLE.length && CREDIT_TABLE[code + 1] <= free) code++;
  return code;
}

/** The receive WQEs a code advertises, or null for 0x1F (no count). */
export function creditsOfCode(code: number): number | null {
  if (code === CREDIT_INVALID) return null;
  const n = CREDIT_TABLE[code & 0x1f];
  if (n === undefined) throw new RangeError(`credit code ${code}`);
  return n;
}
