/**
 * The published numbers the misconception mode quotes, each with its public source
 * (src/sim/sources/sourceTable.ts). Nothing here is
 * modelled: the scenario-dependent values are computed in figures*.ts.
 */
import { ANCHORS } from '../timing/anchors';

/** ib_read_lat, mlx5 HCA, 2 B: a true round trip (rtt_factor 1) (linux-rdma/perftest#131); defined once, in the anchors. */
export const IB_READ_LAT_NS = ANCHORS['read-lat'].value;
/** ib_write_lat, mlx5, 2 B, inline / not inline (RTT/2) (linux-rdma/perftest#131). */
export const IB_WRITE_LAT_INLINE_NS = ANCHORS['write-lat-inline'].value;
export const IB_WRITE_LAT_NONINLINE_NS = ANCHORS['write-lat-noninline'].value;
/** MMIO round trip seen from the CPU, "closer to 500ns" (snabbco/snabb#1013). */
export const MMIO_READ_RTT_NS = 500;

/**
 * Default PCIe Completion Timeout range (DevCtl2 value 0000b): 50 µs to 50 ms (Linux include/uapi/linux/pci_regs.h,
 * PCI_EXP_DEVCTL2_COMP_TIMEOUT; lspci's "Completion Timeout: 50us to 50ms" in raspberrypi/linux#6190).
 */
export const CTO_DEFAULT_MIN_NS = 50_000;
export const CTO_DEFAULT_MAX_NS = 50_000_000;

/**
 * RC local ACK timeout unit (src/sim/ib/rcTimers.ts): the NOMINAL IBA value is 4.096 µs x 2^timeout
 * (rdma_set_option(3), rdma-core librdmacm/man/rdma_set_option.3; Linux drivers/infiniband/sw/rdmavt/qp.c, used by
 * qib). Nominal, never a bound: ConnectX firmware supports adaptive retransmission, a
 * randomized initial timeout that doubles through configured ranges and "may introduce up to a 4× delay in the
 * effective timeout", with a firmware minimum base timeout of 4 µs (NVIDIA, Adaptive Retransmission:
 * Parameters Control: Algorithm & Profile Description and Formulas; Enablement and Capabilities; Bug Fixes and
 * Limitations), and a user saw ConnectX-5 retransmit at 2, 4, 8 and 16 ms whatever `-u` was set to
 * (linux-rdma/perftest#251). Whether ack_timeout caps the adaptive timer is not confirmed by a public source: say nothing about it.
 */
export { ACK_TIMEOUT_UNIT_NS as RC_TIMEOUT_UNIT_NS } from '../ib/rcTimers';
/** Firmware minimum base timeout of adaptive retransmission, 0xFA0 ns (NVIDIA docs, Enablement and Capabilities). */
export const ADP_RETX_BASE_TIMEOUT_MIN_NS = 4000;
/** NVIDIA: adaptive retransmission "may introduce up to a 4× delay in the effective timeout" (Bug Fixes and Limitations). */
export const ADP_RETX_MAX_DELAY_FACTOR = 4;
/**
 * perftest's default QP timeout, `DEF_QP_TIME 14` (≈ 67 ms)
 * (perftest src/perftest_parameters.h, DEF_QP_TIME). An illustration: the scenario has no timeout field.
 */
export const RC_TIMEOUT_EXAMPLE = 14;
/**
 * perftest's default `DEF_RETRY_COUNT 7`, the largest retry_cnt, a 3-bit field
 * (perftest src/perftest_parameters.h, DEF_RETRY_COUNT). What 7 means differs: soft-RoCE (rxe) never decrements a
 * retry_cnt of 7, i.e. retries forever (Linux drivers/infiniband/sw/rxe/rxe_comp.c, rxe_completer); for ConnectX a
 * perftest maintainer expects the error after about 7 timeouts (linux-rdma/perftest#251).
 */
export const RC_MAX_RETRIES = 7;

/** Small-message rate of ib_write_bw, 2 B, one QP: ~2.6 Mpps (linux-rdma/perftest#132), per second. */
export const MSG_RATE_PER_QP = ANCHORS['msg-rate-2'].value * 1e6;

/**
 * ESTIMATE (no primary measurement at hand): how fast one core can store into a write-combining MMIO mapping.
 * - A core has about 10 line-fill / write-combining buffers of 64 B (Intel cores since Nehalem; general knowledge,
 *   no public source checked).
 * - Each is held until the uncore accepts its posted write. How long that takes is not documented; a user on the
 *   Intel community forum measured 50-300 ns between the MMIO write TLPs of one core (community.intel.com, "Why do
 *   MemReq TLPs take 100s nanoseconds to be generated after MMIO writes?"). 200 ns is taken as a middle value.
 * - Little's law: 10 × 64 B / 200 ns = 3.2 B/ns = 3.2 GB/s ≈ 25.6 Gb/s per core, far below a x16 link.
 */
export const WC_BUFFERS_PER_CORE = 10;
export const WC_BUFFER_HOLD_NS = 200;

/** 1 MiB: the message size at which the CPU-cost comparison is also shown in absolute time (an illustration). */
export const MIB_ILLUSTRATION = 1 << 20;

/** "A fabric has thousands of servers": 1,000 is an explicit illustration, not a fact (no public source). */
export const FABRIC_HOSTS_ILLUSTRATION = 1000;

// Sizes the misconception shares with the real path, defined once where the real path defines them.
export { MMIO_STORE_BYTES, WC_CHUNK_BYTES } from '../mlx5/barStores';
export { CPL_HEADER_BYTES } from '../pcie/tlpTypes';
