/**
 * Published figures the timing model is checked against, with what is known
 * and not known about how each was measured (each anchor names its public
 * source: linux-rdma/perftest#131, #132, #225; pcie-bench/data). Values are in the model's units: ns, Gb/s (10^9 bit/s) or Mpps.
 */
export interface Anchor {
  id: AnchorId;
  /** What was measured, e.g. "ib_write_lat, 2 B, inline". */
  figure: string;
  value: number;
  unit: 'ns' | 'Gb/s' | 'Mpps';
  /** What it measures: a perftest latency (quoted in µs), a PCIe read (in ns), a bandwidth or a message rate. */
  kind: 'latency' | 'pcie' | 'bandwidth' | 'rate';
  /** The value as published, when it is not in the model's unit (e.g. "11728.47 MB/sec"). */
  asPublished: string;
  /** Where it was published: a GitHub thread or a data set. */
  source: string;
  url: string;
  /** How the tool measures it. */
  method: string;
  /** The conditions stated with the number, and what is not stated. */
  conditions: string;
  unknowns: string;
  /** Message size (for the curves). */
  bytes: number;
}

export const ANCHOR_IDS = [
  'write-lat-inline',
  'write-lat-noninline',
  'read-lat',
  'write-bw-64k',
  'msg-rate-2',
  'msg-rate-4',
  'msg-rate-8',
  'dma-read-64',
  'dma-read-2048',
] as const;
export type AnchorId = (typeof ANCHOR_IDS)[number];

const PERFTEST_LAT_METHOD =
  'Ping-pong on memory: each side RDMA-WRITEs the last byte of the peer’s buffer (signaled), polls its send CQ, then spins on the last byte of its own buffer; the time between one side’s consecutive posts / 2 (rtt_factor 2), median (t_typical) of 1000 iterations (perftest src/perftest_resources.c, run_iter_lat_write; src/perftest_parameters.c, print_report_lat)';
const PERFTEST_131 =
  '`numactl --cpunodebind=0 --membind=0 ./ib_write_lat -d mlx5_0 -R`, default 2-B size; "Write latency after disabling IBV_SEND_INLINE and DDIO: 1.32us" too';
const HW_131 = 'HCA model, link speed, PCIe generation, CPU and whether a switch sits between the hosts are not stated (only `mlx5_0`)';
const BW_METHOD =
  'bytes × iterations / (last completion − first post), one QP, 128 WRs outstanding, one signaled WR in 100 (CQ moderation); MB/sec = MiB/s, --report_gbits = 10^9 bit/s (perftest src/perftest_parameters.c, print_report_bw)';
const PBD_METHOD =
  'pcie-bench LAT_DMA_RD: the device DMA-reads host memory, sequential, host-warm cache, 8 KB window; median latency, including the NFP’s own DMA-engine overhead (pcie-bench/data)';
const PBD_CONDITIONS =
  'NFP6000 at 1.2 GHz (a PCIe Gen3 x8 device), Xeon E5-2630 v4 (Broadwell), local socket, IOMMU on without super pages';

export const ANCHORS: Readonly<Record<AnchorId, Anchor>> = {
  'write-lat-inline': {
    id: 'write-lat-inline',
    kind: 'latency',
    figure: 'ib_write_lat, 2 B, inline',
    value: 930,
    unit: 'ns',
    asPublished: '0.93 us',
    source: 'linux-rdma/perftest#131',
    url: 'https://github.com/linux-rdma/perftest/issues/131',
    method: PERFTEST_LAT_METHOD,
    conditions: PERFTEST_131,
    unknowns: HW_131,
    bytes: 2,
  },
  'write-lat-noninline': {
    id: 'write-lat-noninline',
    kind: 'latency',
    figure: 'ib_write_lat, 2 B, inline disabled (BlueFlame WQE, payload by DMA)',
    value: 1320,
    unit: 'ns',
    asPublished: '1.32 us',
    source: 'linux-rdma/perftest#131',
    url: 'https://github.com/linux-rdma/perftest/issues/131',
    method: `${PERFTEST_LAT_METHOD}. With one WR per post the provider still pushes the WQE by BlueFlame (MLX5_POST_SEND_PREFER_BF defaults to 1); only the payload is read by DMA (rdma-core providers/mlx5/mlx5.c, get_always_bf; providers/mlx5/qp.c, post_send_db)`,
    conditions: PERFTEST_131,
    unknowns: HW_131,
    bytes: 2,
  },
  'read-lat': {
    id: 'read-lat',
    kind: 'latency',
    figure: 'ib_read_lat, 2 B',
    value: 1910,
    unit: 'ns',
    asPublished: '1.91 us',
    source: 'linux-rdma/perftest#131',
    url: 'https://github.com/linux-rdma/perftest/issues/131',
    method:
      'One side posts a signaled RDMA READ and polls its CQ; the full round trip (rtt_factor 1), median (perftest src/perftest_parameters.c, print_report_lat)',
    conditions: 'the same thread’s ib_read_lat run on the same hosts, default 2-B size; its command line is not quoted',
    unknowns: HW_131,
    bytes: 2,
  },
  'write-bw-64k': {
    id: 'write-bw-64k',
    kind: 'bandwidth',
    figure: 'ib_write_bw, 64 KiB, 100 Gb/s IB',
    value: (11728.47 * 2 ** 20 * 8) / 1e9,
    unit: 'Gb/s',
    asPublished: '11728.47 MB/sec (MiB/s) = 98.39 Gb/s',
    source: 'linux-rdma/perftest#225',
    url: 'https://github.com/linux-rdma/perftest/issues/225',
    method: BW_METHOD,
    conditions:
      '"My IB network card has a bandwidth of 100 Gbps"; ibdump showed packets of about 4138 B (4096-B MTU, WRITE FIRST with RETH)',
    unknowns:
      'The message size is not quoted (perftest’s default is 65536 B); HCA model and PCIe generation are not stated. "Another report: 96.6 Gb/s" was not found',
    bytes: 65536,
  },
  'msg-rate-2': {
    id: 'msg-rate-2',
    kind: 'rate',
    figure: 'ib_write_bw message rate, 2 B, one QP',
    value: 2.636533,
    unit: 'Mpps',
    asPublished: '2.636533 Mpps',
    source: 'linux-rdma/perftest#132',
    url: 'https://github.com/linux-rdma/perftest/issues/132',
    method: `${BW_METHOD}; MsgRate = iterations / time`,
    conditions:
      '`ib_write_bw -a -d mlx5_0 --report_gbits`: IB link, MTU 4096, TX depth 128, CQ moderation 100, 1 QP, 5000 iterations, PCIe relaxed ordering on',
    unknowns:
      'HCA model, PCIe generation and CPU are not stated; whether the CPU’s post loop or the HCA’s per-QP processing sets the rate is not known',
    bytes: 2,
  },
  'msg-rate-4': {
    id: 'msg-rate-4',
    kind: 'rate',
    figure: 'ib_write_bw message rate, 4 B, one QP',
    value: 2.639276,
    unit: 'Mpps',
    asPublished: '2.639276 Mpps',
    source: 'linux-rdma/perftest#132',
    url: 'https://github.com/linux-rdma/perftest/issues/132',
    method: `${BW_METHOD}; MsgRate = iterations / time`,
    conditions: 'the same run as the 2-B row',
    unknowns: 'as the 2-B row',
    bytes: 4,
  },
  'msg-rate-8': {
    id: 'msg-rate-8',
    kind: 'rate',
    figure: 'ib_write_bw message rate, 8 B, one QP',
    value: 2.641399,
    unit: 'Mpps',
    asPublished: '2.641399 Mpps',
    source: 'linux-rdma/perftest#132',
    url: 'https://github.com/linux-rdma/perftest/issues/132',
    method: `${BW_METHOD}; MsgRate = iterations / time`,
    conditions: 'the same run as the 2-B row',
    unknowns: 'as the 2-B row',
    bytes: 8,
  },
  'dma-read-64': {
    id: 'dma-read-64',
    kind: 'pcie',
    figure: 'PCIe DMA read, 64 B (device reads host memory)',
    value: 560,
    unit: 'ns',
    asPublished: '560 ns median (533-600 ns across the Xeon E5 v3/v4 runs)',
    source: 'pcie-bench/data',
    url: 'https://github.com/pcie-bench/data',
    method: PBD_METHOD,
    conditions: PBD_CONDITIONS,
    unknowns: 'A ConnectX HCA’s own read latency is not published; the NFP’s DMA engine is part of this figure',
    bytes: 64,
  },
  'dma-read-2048': {
    id: 'dma-read-2048',
    kind: 'pcie',
    figure: 'PCIe DMA read, 2048 B',
    value: 1133,
    unit: 'ns',
    asPublished: '1133 ns median',
    source: 'pcie-bench/data',
    url: 'https://github.com/pcie-bench/data',
    method: PBD_METHOD,
    conditions: PBD_CONDITIONS,
    unknowns:
      'The growth with size (≈ 0.29 ns/B) is about twice what the Gen3 x8 link alone costs: the rest is the NFP’s DMA engine, which the model does not have',
    bytes: 2048,
  },
};
