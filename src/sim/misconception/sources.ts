/**
 * Citations shown as footnotes: "fact sheet <section> [<tag>]", the tags of
 * the sheet's §0 source key. One constant per claim family so every figure and
 * step text cites the same words.
 */
export const SRC = {
  mythQuestion: 'fact sheet 7 (the question as asked on Stack Overflow, no. 20151982)',
  barSize: 'fact sheet 2.2 [l2fwd-nv#6; arpl#621] (ConnectX-4/5/6 physical functions; virtual functions’ BAR sizes not verified)',
  barSizing: 'fact sheet 2.3 [K-pci drivers/pci/probe.c, pci_regs.h]',
  barContents: 'fact sheet 2.1 [K-mlx5 include/linux/mlx5/device.h]',
  uarMmap: 'fact sheet 1.4 [K-mlx5 main.c uar_mmap; RC-mlx5 mlx5.c]',
  whyNotSize: 'fact sheet 7.1 #1',
  whyNotContents: 'fact sheet 7.1 #2',
  whyNotAddress: 'fact sheet 7.1 #3',
  whyNotLoads: 'fact sheet 7.1 #4',
  whyNotTimeout: 'fact sheet 7.1 #5',
  whyNotProtection: 'fact sheet 7.1 #6',
  whyNotPinning: 'fact sheet 7.1 #7',
  whyNotZeroCopy: 'fact sheet 7.1 #8',
  blueFlameNuance: 'fact sheet 7.1 #9, 1.4 [RC-mlx5 qp.c post_send_db]',
  hostDram: 'model: host B has 512 GiB of RAM (fact sheet 7.1 #1: servers have "hundreds of GiB to TiB")',
  tlpHeader: 'fact sheet 3.1 [CX tlp.py; LP; GT tlp.go; PL tlp.h]',
  tlpFormat4G: 'fact sheet 3.1 [SPEC-TL]',
  posted: 'fact sheet 3.2',
  tlpOverhead: 'fact sheet 3.4 [PM pcie.py]',
  pcieLink:
    'fact sheet 3.4 [PM pcie.py; CX dllp.py] (per link: a 12-bit sequence number and 32-bit LCRC on every TLP, Ack/Nak DLLPs; that a Nak makes the sender replay, and that the optional ECRC only detects, is general PCIe Data Link Layer knowledge)',
  pcieRates: 'fact sheet 3.5 [PM model/pcie.py]',
  wcEstimate:
    'estimate: ~10 line-fill/write-combining buffers of 64 B per core (Intel cores since Nehalem; general knowledge), each held ~200 ns until the uncore takes its posted write; 50-300 ns between one core\'s MMIO write TLPs were measured in community.intel.com "Why do MemReq TLPs take 100s nanoseconds to be generated after MMIO writes?"',
  cto: 'fact sheet 3.7 [K-pci pci_regs.h, include/linux/pci.h; raspberrypi/linux#6190]',
  ibHeaders: 'fact sheet 4.1, 4.6 [K-pack ib_pack.h; K-rxe rxe_hdr.h]',
  ibAddressing: 'fact sheet 4.2-4.5 (LRH DLID, BTH DestQP/PSN, RETH VA/R_Key/DMALen)',
  fieldWidths: 'fact sheet 9 #7 [K-rxe]',
  responder: 'fact sheet 4.9 [K-rxe rxe_recv.c, rxe_resp.c]',
  ibRates: 'fact sheet 5.1 [RC devinfo.c; Open MPI]',
  writeLat: 'fact sheet 6.2 [perftest#131]',
  readLat: 'fact sheet 6.2 [perftest#131] (ib_read_lat 1.91 µs)',
  bwShape: 'fact sheet 6.3 [perftest#225, #132]',
  mmioRtt: 'fact sheet 6.4 [snabb#1013; PBD]',
  kalia: 'fact sheet 6.5 [KALIA; RB] (mechanics verified, the paper’s numbers not verified)',
  regMr: 'fact sheet 1.2 [K-umem umem.c pin_user_pages_fast(FOLL_LONGTERM)]',
  rcTimeout: 'fact sheet Appendix B, 7.1 #5 [RC rdma_set_option(3); qib] (a nominal value)',
  perftestTimeout:
    'fact sheet Appendix B (timeout 14, retry_cnt <= 7) [perftest src/perftest_parameters.h: DEF_QP_TIME 14, DEF_RETRY_COUNT 7]',
  adaptiveRetx:
    'fact sheet 7.1 #5 [docs.nvidia.com "Adaptive Retransmission: Parameters Control": Algorithm & Profile Description and Formulas; Enablement and Capabilities; Bug Fixes and Limitations]',
  retxReport:
    'fact sheet 7.1 #5 [linux-rdma/perftest#251: ConnectX-5 retries at 2, 4, 8, 16 ms whatever -u; maintainer: error after ~7 tries]',
  rxeRetry: 'primary: Linux drivers/infiniband/sw/rxe/rxe_comp.c, rxe_completer (a retry_cnt of 7 is never decremented)',
  timingModel:
    'model: the timing model, calibrated to published perftest and pcie-bench figures (docs/calibration.md); CPU costs are estimates',
  ntb: 'fact sheet 7.2 [docs.kernel.org/driver-api/ntb.html; Dolphin docs]',
  cxl: 'fact sheet 7.2 [Linux Documentation/driver-api/cxl/memory-devices.rst]',
  gpuDirect: 'fact sheet 7.2 [NVIDIA GPUDirect RDMA docs; open-mpi/hwloc#653]',
  zeroCopy: 'fact sheet 7.3 [Network Direct SPI; RFC 5040]',
  hcaStaging: 'fact sheet 7.3 (HCA SRAM staging: not verified, vendor internals not public)',
} as const;
