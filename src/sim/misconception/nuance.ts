import { SRC } from './sources';

export interface NuanceEntry {
  id: 'ntb' | 'cxl' | 'gpudirect' | 'blueflame';
  title: string;
  /** How it relates to the myth, in one phrase. */
  relation: string;
  text: string[];
  sources: string[];
}

/**
 * Where a window really does map remote memory (fact sheet 7.2), and where the
 * CPU really does push data through the HCA's BAR (7.1 #9): the cases that make
 * the misconception plausible, and why none of them is InfiniBand's data path.
 */
export const NUANCES: readonly NuanceEntry[] = [
  {
    id: 'ntb',
    title: 'PCIe non-transparent bridges (NTB), Dolphin SISCI',
    relation: 'the myth, done for real, over PCIe',
    text: [
      'An NTB\'s memory windows give "translated read and write access to the peer memory"; the driver programs the translation (ntb_mw_set_trans). The window size is fixed by the NTB\'s BAR.',
      'Dolphin eXpressWare/SISCI maps remote segments into the local address space, so a CPU can load and store into another host\'s memory, at "a few hundred nanoseconds extra" through two cut-through PCIe switches. This is PCIe, not InfiniBand.',
    ],
    sources: [SRC.ntb],
  },
  {
    id: 'cxl',
    title: 'CXL.mem memory expanders and pools',
    relation: 'memory-semantic, but not a BAR and rack-scale at most',
    text: [
      'Host-managed device memory is decoded through CXL HDM decoders into the system physical address space and accessed with ordinary cacheable loads and stores. It is coherent, it is not a classic PCIe BAR, and it reaches a rack at most.',
    ],
    sources: [SRC.cxl],
  },
  {
    id: 'gpudirect',
    title: 'GPU BAR1 under GPUDirect RDMA',
    relation: 'the reverse of the myth',
    text: [
      "A GPU exposes its memory through BAR1 (an A100 shows a 64 GiB prefetchable region). nvidia_p2p_get_pages() pins GPU pages and returns their BAR addresses, so the HCA's DMA writes target the GPU's BAR, peer to peer.",
      "A local device's BAR fronts that device's own memory, and the network still carries RDMA packets.",
    ],
    sources: [SRC.gpuDirect],
  },
  {
    id: 'blueflame',
    title: 'BlueFlame and inline: the CPU does write through the BAR',
    relation: 'true PIO, but into the local HCA only',
    text: [
      'With BlueFlame the CPU copies the whole WQE into a buffer in its UAR page, in 64-B write-combined chunks; with IBV_SEND_INLINE the WQE also carries up to a few hundred bytes of payload (perftest uses 220 B for RDMA WRITE).',
      "That is programmed I/O into HCA A's own buffer. HCA A then builds InfiniBand packets from it; nothing in the BAR maps host B.",
    ],
    sources: [SRC.blueFlameNuance, SRC.kalia, 'fact sheet 6.1 [PT perftest_parameters.h DEF_INLINE_WRITE 220]'],
  },
];
