import type { CheckId } from '../checkId';
import type { MemoryRegion, ResponderState } from './responderState';

/**
 * The largest DMA length a RETH may carry (Linux drivers/infiniband/sw/rxe/rxe_resp.c, rxe_resp_check_length:
 * dmalen > (1 << 31) is an error).
 */
export const MAX_DMA_LENGTH = 2 ** 31;

/** What a RETH asks of B's memory: this key, this range, to write or to read. */
export interface MemoryRequest {
  rkey: number;
  va: bigint;
  length: number;
  write: boolean;
}

/** The MR an rkey names: the MKey at index rkey >> 8 (Linux drivers/infiniband/sw/rxe/rxe_mr.c, lookup_mr). */
export function mrByIndex(b: ResponderState, rkey: number): MemoryRegion | undefined {
  return b.mrs.find((m) => m.index === rkey >>> 8);
}

/** The memory checks in soft-RoCE's order (rxe_resp.c, check_rkey), each passed or not; none for a zero length. */
export type MemoryVerdicts = { mr: MemoryRegion | undefined; rows: readonly (readonly [CheckId, boolean])[] };

/**
 * B's memory checks on a request, decided once: the rkey names an MR with that key, the MR is in the QP's PD, it
 * grants the access, the range lies inside it. A zero-length request skips them (nothing will be written); without
 * an MR the later rows are not evaluated. The responder's checks table and the exchange's refusal both read this.
 */
export function memoryVerdicts(b: ResponderState, req: MemoryRequest): MemoryVerdicts {
  if (req.length === 0) return { mr: undefined, rows: [] };
  const mr = mrByIndex(b, req.rkey);
  if (!mr) return { mr, rows: [['rkey', false]] };
  const end = mr.va + BigInt(mr.length);
  return {
    mr,
    rows: [
      ['rkey', mr.key === req.rkey],
      ['pd', mr.pd === b.qp.pd],
      ['mr-access', req.write ? mr.access.remoteWrite : mr.access.remoteRead],
      ['bounds', req.va >= mr.va && req.va + BigInt(req.length) <= end && req.length <= MAX_DMA_LENGTH],
    ],
  };
}

/** The first memory check a request fails, or null. */
export function failingMemoryCheck(b: ResponderState, req: MemoryRequest): CheckId | null {
  return memoryVerdicts(b, req).rows.find(([, ok]) => !ok)?.[0] ?? null;
}
