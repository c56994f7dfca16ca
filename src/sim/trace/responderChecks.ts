import { opcodeName } from '../ib/opcodes';
import type { TransferPlan } from './plan';
import type { Check } from './types';
import { psnOf } from './artifacts/packets';
import { mrLengthB } from './memoryRegions';

const hex = (v: number | bigint) => `0x${v.toString(16)}`;

/**
 * What HCA B verifies before it writes anything, in the order of the soft-RoCE
 * responder (fact sheet 4.9) plus the link-level VCRC. All pass in the truthful
 * trace; fault scenarios will make one fail.
 */
export function responderChecks(plan: TransferPlan): Check[] {
  const { s, packets } = plan;
  const first = opcodeName(packets === 1 ? 0x0a : 0x06);
  const mrEnd = s.remoteVa + BigInt(mrLengthB(s));
  const checks: Check[] = [
    {
      name: 'VCRC',
      expected: 'CRC-16 over LRH..ICRC',
      actual: 'matches on every packet',
      ok: true,
      why: 'protects one link; a mismatch drops the packet silently',
      source: 'fact sheet 4.7 [END dagcrc.c]',
    },
    {
      name: 'ICRC',
      expected: 'CRC-32 over the invariant fields',
      actual: 'matches on every packet',
      ok: true,
      why: 'protects end to end; a mismatch drops the packet silently (no NAK)',
      source: 'fact sheet 4.7 [K-rxe rxe_icrc.c]',
    },
    {
      name: 'DestQP',
      expected: `${hex(s.qpnB)}, an RC QP in RTR/RTS`,
      actual: hex(s.qpnB),
      ok: true,
      why: 'the packet must belong to a connected QP of the right type',
      source: 'fact sheet 4.9 [K-rxe rxe_recv.c]',
    },
    {
      name: 'P_Key',
      expected: `${hex(s.pkey)} (the QP’s partition)`,
      actual: hex(s.pkey),
      ok: true,
      why: 'partitions isolate groups of hosts',
      source: 'fact sheet 4.9 [K-rxe rxe_recv.c]',
    },
    {
      name: 'PSN',
      expected: `${s.startPsn} then +1 per packet (mod 2^24)`,
      actual: packets === 1 ? String(psnOf(plan, 0)) : `${psnOf(plan, 0)}..${psnOf(plan, packets - 1)}`,
      ok: true,
      why: 'a gap gets a NAK (PSN sequence error); a duplicate is re-ACKed, not re-executed',
      source: 'fact sheet 4.9 [K-rxe rxe_resp.c]',
    },
    {
      name: 'Opcode sequence',
      expected: packets === 1 ? 'ONLY' : 'FIRST, MIDDLE..., LAST',
      actual: packets === 1 ? first : `${first} .. ${opcodeName(0x08)}`,
      ok: true,
      why: 'a MIDDLE or LAST without a FIRST is an invalid request',
      source: 'fact sheet 4.9',
    },
    {
      name: 'Length',
      expected: packets === 1 ? `0..${s.pathMtu} B` : `FIRST/MIDDLE exactly ${s.pathMtu} B, LAST 1..${s.pathMtu} B`,
      actual: 'as expected',
      ok: true,
      why: 'wrong lengths are an invalid request (NAK 0x61)',
      source: 'fact sheet 4.9 [K-rxe check_length]',
    },
  ];
  if (s.messageBytes === 0) {
    checks.push({
      name: 'R_Key',
      expected: 'skipped for a zero-length write',
      actual: hex(s.rkey),
      ok: true,
      why: 'nothing will be written, so nothing to protect',
      source: 'fact sheet 4.9 [K-rxe check_rkey]',
    });
    return checks;
  }
  checks.push(
    {
      name: 'R_Key',
      expected: `MKey index ${hex(s.rkey >>> 8)} exists and its key is ${hex(s.rkey)} in all 32 bits`,
      actual: hex(s.rkey),
      ok: true,
      why: 'a stale key (old variant byte) or a wrong one gets NAK 0x62, remote access error',
      source: 'fact sheet 1.2, 4.9 [K-rxe rxe_mr.c]',
    },
    {
      name: 'Protection domain',
      expected: 'the MR and the QP are in the same PD',
      actual: 'same PD',
      ok: true,
      why: 'a key from another PD must not work on this QP',
      source: 'fact sheet 4.9',
    },
    {
      name: 'Access',
      expected: 'MR registered with REMOTE_WRITE',
      actual: 'LOCAL_WRITE | REMOTE_WRITE',
      ok: true,
      why: 'a read-only MR cannot be written remotely',
      source: 'fact sheet 1.2, 4.9',
    },
    {
      name: 'Bounds',
      expected: `[VA, VA + ${s.messageBytes}) inside [${hex(s.remoteVa)}, ${hex(mrEnd)})`,
      actual: `${hex(s.remoteVa)} + ${s.messageBytes}`,
      ok: true,
      why: 'a write past the MR gets NAK 0x62 and writes nothing',
      source: 'fact sheet 4.9 [K-rxe mr_check_range]',
    },
  );
  return checks;
}
