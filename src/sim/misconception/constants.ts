/**
 * The published numbers the misconception mode quotes, each from the fact sheet
 * (rdma-write-facts.md) with its section and source tag. Nothing here is
 * modelled: the scenario-dependent values are computed in figures*.ts.
 */

/** ib_read_lat, mlx5 HCA, 2 B: a true round trip (rtt_factor 1). Fact sheet 6.2 [perftest#131]. */
export const IB_READ_LAT_NS = 1910;
/** ib_write_lat, mlx5, 2 B, inline / not inline (RTT/2). Fact sheet 6.2 [perftest#131]. */
export const IB_WRITE_LAT_INLINE_NS = 930;
export const IB_WRITE_LAT_NONINLINE_NS = 1320;
/** MMIO round trip seen from the CPU, "closer to 500ns". Fact sheet 6.4 [snabb#1013]. */
export const MMIO_READ_RTT_NS = 500;

/** Default PCIe Completion Timeout range (DevCtl2 value 0000b): 50 µs to 50 ms. Fact sheet 3.7. */
export const CTO_DEFAULT_MIN_NS = 50_000;
export const CTO_DEFAULT_MAX_NS = 50_000_000;

/** RC ACK timeout unit: 4.096 µs x 2^timeout. Fact sheet 7.1 #5, Appendix B [RC rdma_set_option(3); qib]. */
export const RC_TIMEOUT_UNIT_NS = 4096;
/** The sheet's worked example, timeout = 14 (≈ 67 ms); an illustration, the scenario has no timeout field. */
export const RC_TIMEOUT_EXAMPLE = 14;
/** retry_cnt is at most 7. Fact sheet 7.1 #5, Appendix B. */
export const RC_MAX_RETRIES = 7;

/** Small-message rate of ib_write_bw, one QP, no batching: ~2.6 Mpps. Fact sheet 6.3 [perftest#132]. */
export const MSG_RATE_PER_QP = 2.6e6;

/** A write-combining MMIO copy moves 64-B chunks (mmio_memcpy_x64). Fact sheet 1.4 [RC-util mmio.h]. */
export const WC_CHUNK_BYTES = 64;
/** The widest ordinary x86 MMIO load/store in the sheet: 8 B (mmio_write64_be). Fact sheet 1.4 [RC-mlx5 qp.c]. */
export const MMIO_WORD_BYTES = 8;
/** CplD header (3 DW). Fact sheet 3.1, 3.4 [PM]. */
export const CPLD_HEADER_BYTES = 12;

/** "A fabric has thousands of servers" (fact sheet 7.1 #1): 1,000 is an explicit illustration, not a fact. */
export const FABRIC_HOSTS_ILLUSTRATION = 1000;
