import type { HostCounters } from '../state';
import type { Actor, Phase, Trace } from '../types';

/** What one host did for one transfer, read from the last step's counters of its trace. */
export interface HostWork {
  /** System calls the host's process made. */
  syscalls: number;
  /** Bytes a CPU copied from one buffer to another (inline data into a WQE, payload into or out of socket buffers). */
  cpuCopyBytes: number;
  /** Payload copies: the bytes copied, in messages (1 = the message was copied once). */
  copiesPerMessage: number;
  /**
   * Bytes that crossed the host's memory bus: the memory controller's reads and writes, for a device's DMA or a CPU's
   * copy (a copy counts twice: a read and a write). A CPU copy may be served by the cache instead; this counts it.
   */
  memoryBusBytes: number;
  /** The same in messages: how many times each byte of the message crossed the bus. */
  crossingsPerMessage: number;
  /** Stores by the CPU into a device's BAR: a ConnectX doorbell or BlueFlame copy; none on soft-RoCE's data path. */
  barStores: number;
}

/** Who acts in one phase of the transfer on each machine, in the order they first act. */
export interface PhaseActors {
  phase: Phase;
  hca: Actor[];
  rxe: Actor[];
}

export interface MachineComparison {
  messageBytes: number;
  /** The phases of the first transmission and the completion, with who does them on each machine. */
  who: PhaseActors[];
  /** When A's process can see its completion, on the model's clock (soft-RoCE's is not calibrated). */
  completionNs: { hca: number; rxe: number };
  hca: { A: HostWork; B: HostWork };
  rxe: { A: HostWork; B: HostWork };
}

function work(c: HostCounters, messageBytes: number): HostWork {
  const per = (n: number) => (messageBytes > 0 ? n / messageBytes : 0);
  const bus = c.memReadBytes + c.memWriteBytes;
  return {
    syscalls: c.syscalls,
    cpuCopyBytes: c.cpuCopyBytes,
    copiesPerMessage: per(c.cpuCopyBytes),
    memoryBusBytes: bus,
    crossingsPerMessage: per(bus),
    barStores: c.cpuMmioStores,
  };
}

/**
 * The same transfer on a ConnectX card and on soft-RoCE, host by host: system calls, CPU copies and memory-bus
 * crossings, each read from the two traces' final counters (never stated apart from them).
 */
export function compareMachines(hca: Trace, rxe: Trace): MachineComparison {
  if (hca.machine !== 'hca' || rxe.machine !== 'rxe') throw new Error('compareMachines: a ConnectX trace, then a soft-RoCE trace');
  const end = (t: Trace) => t.steps[t.steps.length - 1].state;
  const n = hca.scenario.messageBytes;
  return {
    messageBytes: n,
    who: whoActs(hca, rxe),
    completionNs: { hca: lastEnd(hca), rxe: lastEnd(rxe) },
    hca: { A: work(end(hca).A, n), B: work(end(hca).B, n) },
    rxe: { A: work(end(rxe).A, n), B: work(end(rxe).B, n) },
  };
}

/** The phases compared: the first transmission (the retries repeat it) and the completion. */
const PHASES: readonly Phase[] = ['A1', 'A2', 'A3', 'FABRIC', 'B1', 'B2', 'B3', 'B4', 'RESPONSE', 'ACK', 'COMPLETION'];

function actorsIn(t: Trace, phase: Phase): Actor[] {
  const out: Actor[] = [];
  for (const s of t.steps) if (s.phase === phase && !out.includes(s.actor)) out.push(s.actor);
  return out;
}

function whoActs(hca: Trace, rxe: Trace): PhaseActors[] {
  return PHASES.map((phase) => ({ phase, hca: actorsIn(hca, phase), rxe: actorsIn(rxe, phase) })).filter(
    (p) => p.hca.length > 0 || p.rxe.length > 0,
  );
}

/** The end of the last step: when the last CPU has seen its completion. */
const lastEnd = (t: Trace) => t.steps[t.steps.length - 1].endNs;
