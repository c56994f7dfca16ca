import type { MsgKey } from '../../i18n/en';
import { type Msg, type MsgParam, msg } from '../../i18n/msg';
import { hex, hexValue } from '../bytes/hex';
import { CREDIT_INVALID } from '../ib/aethCredits';
import { PSN_MODULUS } from '../ib/bth';
import { CNP_OPCODE_IB, CNP_OPCODE_ROCEV2, TRANSPORTS } from '../ib/opcodes';
import { MLX5_BF_OFFSET } from '../mlx5/uar';
import { ANCHORS, type AnchorId } from '../timing/anchors';
import type { SourceId } from './sourceTable';

/** The transport base whose name is `name` in the opcode table (Linux include/rdma/ib_pack.h). */
const base = (name: string): string => {
  const entry = Object.entries(TRANSPORTS).find(([, n]) => n === name);
  if (!entry) throw new RangeError(name);
  return hexValue(Number(entry[0]), 2);
};

/** A published perftest latency, in µs as perftest prints it, from the anchors (one definition). */
const us = (id: AnchorId): Msg => msg('unit.measure', { n: { num: ANCHORS[id].value / 1000, sig: 3 }, unit: 'µs' });

/** The constants a source's description quotes, from their definitions (never spelled in the catalogue). */
const WHAT_PARAMS: Partial<Record<SourceId, Record<string, MsgParam>>> = {
  'rdma-core.mlx5.bf-offset': { offset: hex(MLX5_BF_OFFSET) },
  'linux.ib-pack': { rc: base('RC'), uc: base('UC'), rd: base('RD'), ud: base('UD'), cnp: base('CNP') },
  'perftest.communication.handshake': { mask: hex(PSN_MODULUS - 1) },
  'perftest#131': { inline: us('write-lat-inline'), notInline: us('write-lat-noninline'), read: us('read-lat') },
  'perftest#132': { million: { num: ANCHORS['msg-rate-2'].value, sig: 2 } },
  'ibta.vol1.cnp': { ib: hex(CNP_OPCODE_IB), roce: hex(CNP_OPCODE_ROCEV2) },
  'linux.rdmavt.credits': { none: hex(CREDIT_INVALID) },
};

/** A source's one-line description, `source.<id>.what`, with its parameters. */
export function sourceWhat(id: SourceId): Msg {
  return msg(`source.${id}.what` as MsgKey, WHAT_PARAMS[id]);
}
