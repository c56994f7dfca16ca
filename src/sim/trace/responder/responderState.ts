import { hostIp } from '../../roce/addressing';
import type { Scenario } from '../../scenario/types';
import { mrLengthB } from '../memoryRegions';

/**
 * ibv_access_flags the model tracks (rdma-core libibverbs/verbs.h, enum ibv_access_flags: LOCAL_WRITE 1, REMOTE_WRITE 2,
 * REMOTE_READ 4).
 */
export interface AccessFlags {
  localWrite: boolean;
  remoteWrite: boolean;
  remoteRead: boolean;
}

/**
 * A registered memory region as HCA B's MKey context holds it (Linux drivers/infiniband/sw/rxe/rxe_mr.c; rdma-core
 * providers/mlx5/mlx5_vfio.c, mlx5_vfio_reg_mr).
 */
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
  /** Over RoCEv2: the peer's IP address in the address vector, and this port's (as text). */
  peerIp: string;
  ip: string;
  expectedPsn: number;
  pathMtu: number;
}

export interface ResponderState {
  qp: ResponderQp;
  mrs: readonly MemoryRegion[];
  /** Receive WQEs waiting in the QP's receive queue (a SEND or WRITE with immediate takes one). */
  recvPosted: number;
}

/**
 * The remote operations B's QP accepts: the qp_access_flags B's program passes to ibv_modify_qp at INIT for this
 * operation (src/sim/program/verbsPlan.ts reads the same): REMOTE_WRITE for a WRITE or a WRITE with immediate,
 * REMOTE_READ for a READ, none for a SEND (ibv_modify_qp(3); rxe_resp.c check_op_valid, check_qp_attr_access).
 */
export function qpAccessFor(op: Scenario['op']): AccessFlags {
  return { localWrite: false, remoteWrite: op === 'write' || op === 'write-imm', remoteRead: op === 'read' };
}

/** Protection domain handles of the model (illustrative numbers: a PD is a kernel object; its number only has to match). */
export const PD_B = 1;

/**
 * B's state for a scenario: an RC QP in RTS accepting remote writes and
 * reads, and the MR registered for the buffer (REMOTE_WRITE for a WRITE,
 * REMOTE_READ for a READ). The access faults change the MR: `bad-rkey` -
 * B registered it again, so its key has a new variant byte and A's is stale;
 * `out-of-bounds` - it covers half the message; `no-remote-write` - it was
 * registered without REMOTE_WRITE.
 */
export function responderStateFor(s: Scenario): ResponderState {
  const f = s.fault.kind;
  const read = s.op === 'read';
  // B's program registers the buffer again before it deregisters the first MR (src/sim/program/cProgram.ts), so for a
  // moment both MKeys exist and the new one has another index; here the next index and the next variant byte
  // (key = index << 8 | variant, as in Linux drivers/infiniband/sw/rxe/rxe_mr.c; which index and variant mlx5 picks
  // is not confirmed by a public source). A's rkey then names an index with no MKey.
  const key = f === 'bad-rkey' ? ((((s.rkey >>> 8) + 1) & 0xffffff) * 0x100 + ((s.rkey + 1) & 0xff)) >>> 0 : s.rkey;
  const length = f === 'out-of-bounds' ? Math.max(1, Math.floor(s.messageBytes / 2)) : mrLengthB(s);
  return {
    recvPosted: s.recvPosted ? 1 : 0,
    qp: {
      qpn: s.qpnB,
      type: 'RC',
      state: 'RTS',
      pd: PD_B,
      pkey: s.pkey,
      access: qpAccessFor(s.op),
      peerLid: s.lidA,
      lid: s.lidB,
      peerIp: hostIp('A', s.roceIp),
      ip: hostIp('B', s.roceIp),
      expectedPsn: s.startPsn,
      pathMtu: s.pathMtu,
    },
    mrs: [
      {
        index: key >>> 8,
        key,
        pd: PD_B,
        va: s.remoteVa,
        length,
        // LOCAL_WRITE is required whenever REMOTE_WRITE is set (Linux include/rdma/ib_verbs.h, ib_check_mr_access).
        // A SEND's buffer needs no remote access: B registers it with LOCAL_WRITE only.
        access: { localWrite: true, remoteWrite: (s.op === 'write' || s.op === 'write-imm') && f !== 'no-remote-write', remoteRead: read },
      },
    ],
  };
}
