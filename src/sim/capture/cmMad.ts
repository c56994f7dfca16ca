/**
 * The connection manager's messages (IBA Vol. 1 Chapter 12), as rdma-cm sends them before any RDMA: MADs of the CM
 * class in UD SEND ONLY packets to QP1. A REQ carries the active side's (the REQ sender's) QPN and the first PSN it
 * will send; a REP the passive side's QPN and first PSN; an RTU completes the exchange. Either side may then be the
 * requester of the traffic. A capture that holds them says which QPs the
 * connection's traffic uses and where their PSNs start, without waiting for an answer.
 *
 * Offsets are IBA Vol. 1 Tables 106 (REQ), 110 (REP) and 111 (RTU), as Linux writes them in
 * include/rdma/ibta_vol1_c12.h (CM_REQ_LOCAL_QPN at 32, 24 bits; CM_REQ_STARTING_PSN at 44; CM_REP_LOCAL_QPN at 12;
 * CM_REP_STARTING_PSN at 20; each from the end of the 24-byte MAD header, CM_FIELD_*_LOC adding sizeof(struct
 * ib_mad_hdr)); the attribute IDs are those of include/rdma/ib_cm.h (CM_REQ_ATTR_ID 0x0010, CM_REP_ATTR_ID 0x0013,
 * CM_RTU_ATTR_ID 0x0014...).
 */

/** UD SEND ONLY (IBA Vol. 1 §9.2, Table 35; include/rdma/ib_pack.h IB_OPCODE_UD_SEND_ONLY). */
export const UD_SEND_ONLY = 0x64;
/** The General Services Interface QP, where MADs of the CM class go (IBA Vol. 1 §13.5.1). */
export const GSI_QPN = 1;
/** The Datagram Extended Transport Header: Q_Key (4 bytes), reserved (1), source QP (3) (IBA Vol. 1 §9.3.3). */
export const DETH_BYTES = 8;
/** The common MAD header (IBA Vol. 1 §13.4.2; struct ib_mad_hdr). */
export const MAD_HEADER_BYTES = 24;
/** The CM management class (IBA Vol. 1 §13.4.4, Table 120; include/rdma/ib_mad.h IB_MGMT_CLASS_CM). */
export const MGMT_CLASS_CM = 0x07;

export type CmKind = 'req' | 'mra' | 'rej' | 'rep' | 'rtu' | 'dreq' | 'drep' | 'other';

const KIND_OF: Readonly<Record<number, CmKind>> = {
  0x10: 'req',
  0x11: 'mra',
  0x12: 'rej',
  0x13: 'rep',
  0x14: 'rtu',
  0x15: 'dreq',
  0x16: 'drep',
};

/** One CM message, with what a connection's reconstruction needs from it. */
export interface CmMessage {
  kind: CmKind;
  /** The sender's Local Communication ID: the first 4 bytes after the MAD header. */
  localCommId: number;
  /** The Remote Communication ID (bytes 4-7): the other side's Local Communication ID. */
  remoteCommId?: number;
  /** REQ and REP: the sender's QP for the connection, and the first PSN it will send. */
  qpn?: number;
  startingPsn?: number;
}

const u24 = (d: Uint8Array, at: number) => (d[at] << 16) | (d[at + 1] << 8) | d[at + 2];
const u32 = (d: Uint8Array, at: number) => ((d[at] << 24) | (d[at + 1] << 16) | (d[at + 2] << 8) | d[at + 3]) >>> 0;

/**
 * A CM message from a UD packet's bytes after its BTH (the DETH, then the MAD), or null when it is not one (another
 * management class, a MAD cut short).
 */
export function decodeCmMad(afterBth: Uint8Array): CmMessage | null {
  const mad = DETH_BYTES;
  if (afterBth.length < mad + MAD_HEADER_BYTES + 8) return null;
  if (afterBth[mad + 1] !== MGMT_CLASS_CM) return null;
  const attr = (afterBth[mad + 16] << 8) | afterBth[mad + 17];
  const kind = KIND_OF[attr] ?? 'other';
  const data = mad + MAD_HEADER_BYTES;
  const m: CmMessage = { kind, localCommId: u32(afterBth, data) };
  if (kind !== 'req') m.remoteCommId = u32(afterBth, data + 4);
  if (kind === 'req' && afterBth.length >= data + 47) {
    m.qpn = u24(afterBth, data + 32);
    m.startingPsn = u24(afterBth, data + 44);
  }
  if (kind === 'rep' && afterBth.length >= data + 23) {
    m.qpn = u24(afterBth, data + 12);
    m.startingPsn = u24(afterBth, data + 20);
  }
  return m;
}
