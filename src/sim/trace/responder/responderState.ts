import type { Scenario } from '../../scenario/types';
import { mrLengthB } from '../memoryRegions';

/** ibv_access_flags the model tracks [RC libibverbs/verbs.h: LOCAL_WRITE 1, REMOTE_WRITE 2, REMOTE_READ 4]. */
export interface AccessFlags {
  localWrite: boolean;
  remoteWrite: boolean;
  remoteRead: boolean;
}

/** A registered memory region as HCA B's MKey context holds it [fact sheet 1.2]. */
export interface MemoryRegion {
  /** MKey index: the key's upper 24 bits. */
  index: number;
  /** The full 32-bit key (index << 8 | variant byte); on mlx5 lkey == rkey. */
  key: number;
  pd: number;
  va: bigint;
  length: number;
  access: AccessFlags;
}

/** HCA B's side of the connection: the responder QP's context. */
export interface ResponderQp {
  qpn: number;
  type: 'RC';
  state: 'RTR' | 'RTS' | 'ERROR';
  pd: number;
  pkey: number;
  /** qp_access_flags set by ibv_modify_qp: what remote operations the QP accepts. */
  access: AccessFlags;
  /** The peer's LID from the QP's address vector, and this port's LID. */
  peerLid: number;
  lid: number;
  expectedPsn: number;
  pathMtu: number;
}

export interface ResponderState {
  qp: ResponderQp;
  mrs: readonly MemoryRegion[];
}

/** Protection domain handles of the model (illustrative numbers: a PD is a kernel object; its number only has to match). */
export const PD_B = 1;

/** B's state for a scenario: an RC QP in RTS accepting remote writes, and the MR registered for the buffer. */
export function responderStateFor(s: Scenario): ResponderState {
  return {
    qp: {
      qpn: s.qpnB,
      type: 'RC',
      state: 'RTS',
      pd: PD_B,
      pkey: s.pkey,
      access: { localWrite: true, remoteWrite: true, remoteRead: true },
      peerLid: s.lidA,
      lid: s.lidB,
      expectedPsn: s.startPsn,
      pathMtu: s.pathMtu,
    },
    mrs: [
      {
        index: s.rkey >>> 8,
        key: s.rkey,
        pd: PD_B,
        va: s.remoteVa,
        length: mrLengthB(s),
        // IBA requires LOCAL_WRITE whenever REMOTE_WRITE is set [fact sheet 1.2; kernel ib_check_mr_access].
        access: { localWrite: true, remoteWrite: true, remoteRead: false },
      },
    ],
  };
}
