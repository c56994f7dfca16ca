import { toHex } from '../bytes/hex';
import { RC_OP } from '../ib/opcodes';
import { parseScenario } from '../scenario/parseScenario';
import type { Scenario } from '../scenario/types';
import { MAX_PATTERN_BYTES, PATH_MTUS } from '../scenario/values';
import type { CapturedPacket } from './capturedPacket';
import type { CapturedConnection, CapturedMessage } from './reconstruct';

/** A scenario key the capture could not give, and why: the model uses its default there. */
export interface NotInCapture {
  key: string;
  why: 'single-packet' | 'no-answer' | 'not-modelled';
}

export type InferredScenario =
  | { ok: true; scenario: Scenario; notInCapture: NotInCapture[] }
  | { ok: false; why: 'not-modelled'; what: string };

const OP_OF = { write: 'write', 'write-imm': 'write-imm', read: 'read', send: 'send' } as const;
const FIRST_OR_MIDDLE: ReadonlySet<number> = new Set([
  RC_OP.SEND_FIRST,
  RC_OP.SEND_MIDDLE,
  RC_OP.RDMA_WRITE_FIRST,
  RC_OP.RDMA_WRITE_MIDDLE,
  RC_OP.RDMA_READ_RESPONSE_FIRST,
  RC_OP.RDMA_READ_RESPONSE_MIDDLE,
]);

/**
 * The scenario a captured message implies, for the model to tell its host-side steps: the operation, its size, the
 * path MTU (a FIRST or MIDDLE packet carries exactly one MTU: IBA Vol. 1 §9.7.3), the transport and IP version, the
 * first PSN, both QPNs, the RETH's address and rkey, the immediate data, and the payload's first bytes as its pattern.
 * What a capture cannot say is listed (and left at the default): the MTU of a one-packet message, the requester's
 * QPN when no answer came back. Faults are not inferred: the capture's own anomalies say what happened.
 */
export function inferScenario(
  m: CapturedMessage,
  c: CapturedConnection,
  packetOf: (index: number) => CapturedPacket,
  payloadOf?: (index: number) => Uint8Array,
): InferredScenario {
  if (!(m.kind in OP_OF)) return { ok: false, why: 'not-modelled', what: m.kind };
  if (c.carrier === 'rocev1') return { ok: false, why: 'not-modelled', what: 'RoCE v1' };
  const op = OP_OF[m.kind as keyof typeof OP_OF];
  const notInCapture: NotInCapture[] = [];
  const first = packetOf(m.packets[0]);
  const full = [...m.packets, ...m.responses].map(packetOf).find((p) => FIRST_OR_MIDDLE.has(p.bth.opcode));
  const mtu = full ? PATH_MTUS.find((x) => x === full.payloadLength) : undefined;
  if (!full) notInCapture.push({ key: 'pathMtu', why: 'single-packet' });
  const input: Record<string, unknown> = {
    op,
    messageBytes: m.bytes,
    transport: c.carrier === 'ib' ? 'ib' : 'rocev2',
    startPsn: m.firstPsn,
    qpnB: c.responder.qpn,
    recvPosted: true,
    ...(mtu !== undefined ? { pathMtu: mtu } : {}),
  };
  if (c.carrier === 'rocev2') {
    input.roceIp = first.src.includes(':') ? 'ipv6' : 'ipv4';
    // MigReq 0 on a RoCEv2 connection is soft-RoCE's habit (rxe_req.c init_req_packet: bth_init(..., mig 0, ...)); a
    // ConnectX QP sends 1 (src/sim/wire/hcaWire.ts). The model then tells the machine the wire shows.
    if (!first.bth.migReq) {
      input.preset = 'rxe';
      input.post = 'doorbell';
    }
  }
  if (c.requester.qpn !== null) input.qpnA = c.requester.qpn;
  else notInCapture.push({ key: 'qpnA', why: 'no-answer' });
  if (m.reth) {
    input.remoteVa = m.reth.va;
    input.rkey = m.reth.rkey;
  }
  if (m.immDt !== undefined) input.immData = m.immDt;
  const payload = payloadOf?.(m.packets[0]);
  if (payload && payload.length > 0) input.payloadHex = toHex(payload.subarray(0, MAX_PATTERN_BYTES)).replace(/ /g, '');
  const r = parseScenario(input);
  if (!r.ok) return { ok: false, why: 'not-modelled', what: r.errors.map((e) => e.field).join(', ') };
  return { ok: true, scenario: r.scenario, notInCapture };
}
