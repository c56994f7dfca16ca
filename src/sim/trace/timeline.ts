import { MLX5_SEND_WQE_BB } from '../mlx5/wqeConstants';
import { CPL_HEADER_BYTES } from '../pcie/tlp';
import { recvWqeTaken } from './exchange/exchangePlan';
import { type CompletionTiming, exchangeTiming, type RoundTiming } from './exchange/exchangeTiming';
import type { TransferPlan } from './plan';
import type { Span } from './span';

/**
 * When everything happens. Every step's span and every artifact's time is
 * read from here; nothing else computes a time. The post (A1, A2 and the WQE
 * fetch) comes first; then the exchange's rounds, each a pipeline (PCIe fetch,
 * serialisation onto the link, the receiver's writes) whose stages run at a
 * constant rate, so packet k's times are closed forms and a 1 GiB message
 * costs no more to time than 8 bytes.
 */
export interface Timeline {
  wqe: Span;
  dbr: Span;
  mmio: Span;
  /** When the CPU has stored chunk i (its last 8-B store), and when its posted write leaves for BAR0. */
  storeNs(i: number): number;
  mmioTlpNs(i: number): number;
  doorbellTlp: Span;
  /** Doorbell mode: the HCA's read of the WQE; its request leaves at `start`, its completion starts at `cplNs`. */
  wqeFetch: (Span & { cplNs: number }) | null;
  /** When HCA A knows the WQE (received through the BAR, or fetched) and can start. */
  hcaKnowsWqeNs: number;
  /** Each transmission round of the exchange: the packets, the receiver's work, the answer, the wait. */
  rounds: RoundTiming[];
  /** A's completion and poll; B's, when B's CPU is told (SEND, WRITE with immediate). */
  completion: CompletionTiming;
  responder: CompletionTiming | null;
  /** B's application posting a receive during an RNR wait. */
  postRecv: Span | null;
  /** Three clocks for "done", which the views show side by side. */
  clocks: DoneClocks;
}

/**
 * When the transfer is "done", three ways: the last byte placed in the
 * destination's memory (B's for a WRITE or SEND, A's for a READ; null when
 * nothing is placed); A's CPU seeing its completion (null when unsignaled and
 * successful: there is nothing to see); B's CPU learning of it (null for a
 * plain WRITE or READ: it is never told, it can only poll the memory).
 */
export interface DoneClocks {
  placedNs: number | null;
  cqeSeenNs: number | null;
  bToldNs: number | null;
  /** Whose memory the data lands in: B's, or A's for a READ. */
  placedHost: 'A' | 'B';
  /** The request was refused: A's completion is an error and nothing is placed. */
  refused: boolean;
  /**
   * What B's CPU learns: the transfer's completion (SEND, WRITE with immediate); after an error, the receive WQE the
   * refused packet took, completed with an error, or a flushed receive; or nothing (a plain WRITE: it could only poll
   * the memory; a READ: nothing in B's memory changes).
   */
  bTold: 'completion' | 'error' | 'flush' | 'never-write' | 'never-read';
}

export function makeTimeline(plan: TransferPlan): Timeline {
  const { s, timing: t } = plan;
  const span = (start: number, lengthNs: number): Span => ({ start, end: start + lengthNs });

  const wqe = span(0, t.cpuBuildWqe(plan.payloadInline ? s.messageBytes : 0));
  const dbr = span(wqe.end, t.cpuStore());
  // The doorbell is one 8-B store; a BlueFlame copy is one 8-B store per 8 B of the copied WQE (sized by the plan).
  const stores = plan.barStores;
  const mmio = span(dbr.end, t.cpuStore() * stores.stores);
  // Each chunk's write leaves once its stores are done (a doorbell: its one store).
  const storeNs = (i: number) => mmio.start + (i + 1) * stores.storesPerChunk * t.cpuStore();
  const doorbellTlp = { start: storeNs(0), end: storeNs(stores.chunks - 1) + t.mmioToDevice() };
  let hcaKnowsWqeNs = doorbellTlp.end;
  let wqeFetch: Timeline['wqeFetch'] = null;
  if (plan.wqeByDma) {
    const end = hcaKnowsWqeNs + t.dmaRead(MLX5_SEND_WQE_BB);
    wqeFetch = { start: hcaKnowsWqeNs, end, cplNs: end - t.pcie(CPL_HEADER_BYTES + MLX5_SEND_WQE_BB) };
    hcaKnowsWqeNs = end;
  }
  const ex = exchangeTiming(plan, plan.exchange, hcaKnowsWqeNs);
  const success = plan.exchange.outcome.kind === 'success';
  return {
    wqe,
    dbr,
    mmio,
    storeNs,
    mmioTlpNs: storeNs,
    doorbellTlp,
    wqeFetch,
    hcaKnowsWqeNs,
    rounds: ex.rounds,
    completion: ex.completion,
    responder: ex.responder,
    postRecv: ex.postRecv,
    clocks: {
      placedNs: lastPlacedNs(ex.rounds),
      // An error always completes, signaled or not (rdma-core providers/mlx5/cq.c, mlx5_parse_cqe / mlx5_handle_error_cqe).
      cqeSeenNs: s.signaled || !success ? ex.completion.poll.end : null,
      bToldNs: ex.responder?.poll.end ?? null,
      placedHost: s.op === 'read' ? 'A' : 'B',
      refused: !success,
      bTold: ex.responder
        ? success
          ? 'completion'
          : recvWqeTaken(plan.exchange)
            ? 'error'
            : 'flush'
        : s.op === 'read'
          ? 'never-read'
          : 'never-write',
    },
  };
}

/** When the last byte reaches the destination's memory: the latest placement of any round. */
function lastPlacedNs(rounds: readonly RoundTiming[]): number | null {
  let at: number | null = null;
  for (const r of rounds) {
    const land = (r.response ?? r.request).land;
    if (land) at = Math.max(at ?? 0, land.end);
  }
  return at;
}
