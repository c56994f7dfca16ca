import { msg } from '../../i18n/msg';
import { duration } from '../format/messageParams';
import { type Cite, cite } from '../sources/cite';
import { IB_READ_LAT_NS } from './constants';

/**
 * The citations the misconception shows as footnotes: public sources from
 * src/sim/sources/sourceTable.ts, with a translated note where the source
 * needs one. One constant per claim family, so every figure and step text
 * cites the same sources.
 */
export const SRC = {
  misconceptionQuestion: cite(['stackoverflow.20151982']),
  barSize: cite(['l2fwd-nv#6', 'arpl#621'], msg('source.note.barSize')),
  barSizing: cite(['linux.pci.probe', 'linux.pci.regs']),
  barContents: cite(['linux.mlx5.init-seg']),
  uarMmap: cite(['linux.mlx5.uar-mmap', 'rdma-core.mlx5.uar-mmap']),
  whyNotSize: cite(['l2fwd-nv#6', 'linux.pci.probe'], msg('source.note.whyNotSize')),
  whyNotContents: cite(['linux.mlx5.init-seg', 'linux.mlx5.uar-mmap']),
  whyNotAddress: cite(['pcie.base.transaction-layer', 'go-pcie-tlp.tlp', 'linux.ib-pack']),
  whyNotLoads: cite(['perftest#131', 'snabb#1013'], msg('source.note.whyNotLoads')),
  whyNotTimeout: cite(['linux.pci.regs', 'rdma-core.man.rdma-set-option', 'nvidia.adaptive-retx', 'perftest#251']),
  whyNotProtection: cite(['linux.rxe.resp.check-rkey']),
  whyNotPinning: cite(['linux.umem.get']),
  whyNotZeroCopy: cite(['rdma-core.mlx5.post-send-db']),
  blueFlameNuance: cite(['rdma-core.mlx5.post-send-db', 'rdma-core.mlx5.set-data-inl-seg']),
  inlineSize: cite(['perftest.parameters-h'], msg('source.note.inlineSize')),
  hostDram: cite([], msg('source.note.hostDram')),
  tlpHeader: cite(['cocotbext-pcie.tlp', 'litepcie.tlp-common', 'go-pcie-tlp.tlp', 'pcileech.tlp-h']),
  tlpFormat4G: cite(['pcie.base.address-routing']),
  posted: cite(['pcie.base.transaction-layer']),
  tlpOverhead: cite(['pcie-bench.model']),
  pcieLink: cite(['pcie-bench.model', 'cocotbext-pcie.dllp'], msg('source.note.pcieLink')),
  pcieRates: cite(['pcie-bench.model']),
  wcEstimate: cite([], msg('source.note.wcEstimate')),
  cto: cite(['linux.pci.regs', 'linux.pci.error-response', 'raspberrypi-linux#6190']),
  ibHeaders: cite(['linux.ib-pack', 'linux.rxe.hdr']),
  ibAddressing: cite(['linux.ud-header', 'linux.rxe.hdr'], msg('source.note.ibAddressing')),
  fieldWidths: cite(['linux.rxe.hdr', 'linux.rxe.mr', 'rdma-core.mlx5.vfio-reg-mr']),
  responder: cite(['linux.rxe.recv', 'linux.rxe.resp']),
  ibRates: cite(['rdma-core.devinfo.speed', 'ompi.verbs-port']),
  writeLat: cite(['perftest#131']),
  readLat: cite(['perftest#131'], msg('source.note.readLat', { roundTrip: duration(IB_READ_LAT_NS) })),
  bwShape: cite(['perftest#225', 'perftest#132', 'perftest#65'], msg('source.note.bwShape')),
  mmioRtt: cite(['snabb#1013', 'pcie-bench.data']),
  kalia: cite(['kalia-atc16', 'rdma-bench.rw-tput', 'rdma-core.mlx5.post-send-db'], msg('source.note.kalia')),
  regMr: cite(['linux.umem.get']),
  rcTimeout: cite(['rdma-core.man.rdma-set-option', 'linux.rdmavt.qp-timeout'], msg('source.note.nominal')),
  perftestTimeout: cite(['perftest.parameters-h'], msg('source.note.perftestTimeout')),
  adaptiveRetx: cite(['nvidia.adaptive-retx']),
  retxReport: cite(['perftest#251'], msg('source.note.retxReport')),
  rxeRetry: cite(['linux.rxe.comp'], msg('source.note.rxeRetry')),
  timingModel: cite([], msg('source.note.timingModel')),
  ntb: cite(['linux.doc.ntb']),
  cxl: cite(['linux.doc.cxl-memory-devices']),
  gpuDirect: cite(['nvidia.gpudirect-rdma', 'hwloc#653']),
  zeroCopy: cite(['rfc5040']),
  hcaStaging: cite([], msg('source.note.hcaStaging')),
} as const satisfies Record<string, Cite>;
