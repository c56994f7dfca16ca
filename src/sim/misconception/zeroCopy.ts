import { type Msg, msg } from '../../i18n/msg';
import type { Scenario } from '../scenario/types';
import type { Cite } from '../sources/cite';
import { buildTrace } from '../trace/buildTrace';
import type { Trace } from '../trace/types';
import { SRC } from './sources';

/** Bytes one host's memory bus moves for one message, split by who moves them. */
export interface HostTraffic {
  dmaReadBytes: number;
  dmaWriteBytes: number;
  cpuReadBytes: number;
  cpuWriteBytes: number;
  /** Buffer-to-buffer copies the CPU makes in host memory. */
  cpuCopies: number;
  /** Everything that crosses the memory bus. */
  busBytes: number;
}

export interface ZeroCopyComparison {
  messageBytes: number;
  rdma: { A: HostTraffic; B: HostTraffic };
  tcp: { A: HostTraffic; B: HostTraffic };
  /** The one-line answer to "is RDMA really zero-copy?". */
  answer: Msg;
  staging: { text: Msg; hcaBytesA: number; hcaBytesB: number; sources: Cite[] };
  notes: { rdma: Msg; tcp: Msg };
  sources: Cite[];
}

function traffic(t: Omit<HostTraffic, 'busBytes'>): HostTraffic {
  return { ...t, busBytes: t.dmaReadBytes + t.dmaWriteBytes + t.cpuReadBytes + t.cpuWriteBytes };
}

/**
 * RDMA WRITE vs a kernel TCP socket for the same message (zero-copy as RFC 5040 defines it; the TCP copy count is
 * general knowledge, no public source cited):
 * RDMA is one DMA read on A and one DMA write on B, the minimum any transfer
 * needs; TCP adds a CPU copy user->kernel on the sender and kernel->user on the
 * receiver, each a CPU read and write of DRAM, besides the NIC's DMA.
 */
export function zeroCopy(s: Scenario, real: Trace = buildTrace(s)): ZeroCopyComparison {
  const N = s.messageBytes;
  // Inline: libmlx5 copies the payload into the WQE and HCA A reads nothing by DMA; the trace counts that copy.
  const copiedA = real.steps[real.steps.length - 1].state.A.cpuCopyBytes;
  const inline = copiedA > 0;
  const staged = (host: 'A' | 'B') => Math.max(0, ...real.steps.map((st) => st.state.hcaBufferBytes[host]));
  return {
    messageBytes: N,
    rdma: {
      A: inline
        ? traffic({ dmaReadBytes: 0, dmaWriteBytes: 0, cpuReadBytes: copiedA, cpuWriteBytes: copiedA, cpuCopies: 1 })
        : traffic({ dmaReadBytes: N, dmaWriteBytes: 0, cpuReadBytes: 0, cpuWriteBytes: 0, cpuCopies: 0 }),
      B: traffic({ dmaReadBytes: 0, dmaWriteBytes: N, cpuReadBytes: 0, cpuWriteBytes: 0, cpuCopies: 0 }),
    },
    tcp: {
      A: traffic({ dmaReadBytes: N, dmaWriteBytes: 0, cpuReadBytes: N, cpuWriteBytes: N, cpuCopies: N > 0 ? 1 : 0 }),
      B: traffic({ dmaReadBytes: 0, dmaWriteBytes: N, cpuReadBytes: N, cpuWriteBytes: N, cpuCopies: N > 0 ? 1 : 0 }),
    },
    answer: msg('misconception.zeroCopy.answer'),
    staging: {
      text: msg('misconception.zeroCopy.staging'),
      hcaBytesA: staged('A'),
      hcaBytesB: staged('B'),
      sources: [SRC.hcaStaging],
    },
    notes: {
      rdma: inline ? msg('misconception.zeroCopy.notes.rdmaInline', { bytes: N }) : msg('misconception.zeroCopy.notes.rdma'),
      tcp: msg('misconception.zeroCopy.notes.tcp'),
    },
    sources: [SRC.zeroCopy, SRC.whyNotZeroCopy, ...(inline ? [SRC.blueFlameNuance, SRC.kalia] : [])],
  };
}
