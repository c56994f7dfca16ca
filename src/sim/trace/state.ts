/** What the views show after each step: counters and the memory that changed. */

export interface HostCounters {
  /** TLPs on the host's PCIe link, root complex -> HCA (MMIO writes, completions). */
  tlpsDown: number;
  /** TLPs HCA -> root complex (DMA reads and writes). */
  tlpsUp: number;
  /** Transaction-layer bytes (header + payload) each way. */
  tlpBytesDown: number;
  tlpBytesUp: number;
  /** Bytes the memory controller reads / writes for DMA or CPU copies. */
  memReadBytes: number;
  memWriteBytes: number;
  /** CPU work: bytes stored to cacheable memory, stores to MMIO (UAR), loads while polling, busy time. */
  cpuStoreBytes: number;
  cpuMmioStores: number;
  cpuMmioBytes: number;
  cpuPollLoads: number;
  cpuNs: number;
  /** Bytes the CPU copied from one buffer to another (RDMA: always 0). */
  cpuCopyBytes: number;
  /** System calls the host's process made (mlx5's data path: none; soft-RoCE: one write() per ibv_post_send). */
  syscalls: number;
}

export interface TraceState {
  A: HostCounters;
  B: HostCounters;
  ib: { packetsAtoB: number; bytesAtoB: number; packetsBtoA: number; bytesBtoA: number };
  /** Bytes held in each HCA's on-chip packet buffer after the step. */
  hcaBufferBytes: { A: number; B: number };
  memory: {
    /** Host A: WQE in the SQ ring, doorbell record value, doorbell rung, CQE written, completion seen by the CPU. */
    wqeWritten: boolean;
    dbrValue: number | null;
    doorbellRung: boolean;
    cqeWritten: boolean;
    completionSeen: boolean;
    /** Host B: bytes of the message now in B's pinned pages (in message order). */
    landedBytesB: number;
    /** Host A: bytes of a READ's response now in A's buffer. */
    landedBytesA: number;
    /** Receive WQEs waiting on B; B's CQE written and seen by B's CPU. */
    recvPostedB: number;
    cqeWrittenB: boolean;
    completionSeenB: boolean;
    /** A QP moved to the Error state (after a remote access error). */
    qpErrorA: boolean;
    qpErrorB: boolean;
    /** Setup done: B's MR registered, A's MR registered, QPs connected, key exchanged. */
    mrB: boolean;
    mrA: boolean;
    connected: boolean;
    keyAtA: boolean;
  };
}

export const zeroCounters = (): HostCounters => ({
  tlpsDown: 0,
  tlpsUp: 0,
  tlpBytesDown: 0,
  tlpBytesUp: 0,
  memReadBytes: 0,
  memWriteBytes: 0,
  cpuStoreBytes: 0,
  cpuMmioStores: 0,
  cpuMmioBytes: 0,
  cpuPollLoads: 0,
  cpuNs: 0,
  cpuCopyBytes: 0,
  syscalls: 0,
});

export const initialState = (): TraceState => ({
  A: zeroCounters(),
  B: zeroCounters(),
  ib: { packetsAtoB: 0, bytesAtoB: 0, packetsBtoA: 0, bytesBtoA: 0 },
  hcaBufferBytes: { A: 0, B: 0 },
  memory: {
    wqeWritten: false,
    dbrValue: null,
    doorbellRung: false,
    cqeWritten: false,
    completionSeen: false,
    landedBytesB: 0,
    landedBytesA: 0,
    recvPostedB: 0,
    cqeWrittenB: false,
    completionSeenB: false,
    qpErrorA: false,
    qpErrorB: false,
    mrB: false,
    mrA: false,
    connected: false,
    keyAtA: false,
  },
});

/** A change a step makes: counters added, other fields replaced. */
export interface StateDelta {
  A?: Partial<HostCounters>;
  B?: Partial<HostCounters>;
  ib?: Partial<TraceState['ib']>;
  hcaBufferBytes?: Partial<TraceState['hcaBufferBytes']>;
  memory?: Partial<TraceState['memory']>;
}

function addCounters(c: HostCounters, d: Partial<HostCounters> | undefined): HostCounters {
  if (!d) return c;
  const out = { ...c };
  for (const k of Object.keys(d) as (keyof HostCounters)[]) out[k] += d[k] ?? 0;
  return out;
}

export function applyDelta(s: TraceState, d: StateDelta): TraceState {
  const ib = { ...s.ib };
  if (d.ib) for (const k of Object.keys(d.ib) as (keyof TraceState['ib'])[]) ib[k] += d.ib[k] ?? 0;
  return {
    A: addCounters(s.A, d.A),
    B: addCounters(s.B, d.B),
    ib,
    hcaBufferBytes: { ...s.hcaBufferBytes, ...d.hcaBufferBytes },
    memory: { ...s.memory, ...d.memory },
  };
}
