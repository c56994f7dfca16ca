import { type Field, type LinkKey, leafFields } from '../../sim/bytes/field';
import type { Artifact, Step } from '../../sim/trace/types';

/** One row of a step's key bytes: a field (or the artifact's address) with the bytes that hold it. */
export interface KeyRow {
  field: Field | null;
  /** The bytes shown (at most MAX_BYTES; `more` says how many are left out). */
  bytes: Uint8Array;
  more: number;
  value: string;
}

const MAX_BYTES = 16;

/** Which followed values matter most when only a few can be shown: where the data goes and who may write it first. */
const RANK: readonly LinkKey[] = [
  'remoteVa',
  'rkey',
  'lidB',
  'qpnB',
  'psn',
  'length',
  'doorbell',
  'qpnA',
  'lkey',
  'localVa',
  'wqeIndex',
  'lidA',
  'pkey',
  'payload',
];
const rankOf = (f: Field) => (f.link ? RANK.indexOf(f.link) : -1);

/** The step's first artifact: what its bytes panel opens on. */
export function keyArtifact(step: Pick<Step, 'artifacts'>): Artifact | null {
  const set = step.artifacts.find((s) => s.count > 0);
  return set ? set.at(0) : null;
}

const hexValue = (v: string): bigint | null => (/^0x[0-9a-f]+$/i.test(v) ? BigInt(v) : null);

/**
 * The bytes that matter in an artifact, chosen from its typed fields: the
 * values the views follow across hops (VA, rkey, QPN, PSN, LIDs...), and the
 * field holding its bus address; the payload when nothing else is linked; its
 * first fields when nothing is. At most `max` rows (the bus address first,
 * then by importance), shown in byte order.
 */
export function keyRows(a: Artifact, max = 6): KeyRow[] {
  const leaves = leafFields(a.fields);
  const addressLeaf = a.address === undefined ? undefined : leaves.find((f) => hexValue(f.value) === a.address);
  let pick = leaves.filter((f) => (f.link && f.link !== 'payload') || f === addressLeaf);
  if (pick.length === 0) pick = leaves.filter((f) => f.link === 'payload');
  if (pick.length === 0) pick = leaves.slice(0, max);
  // Room for a synthetic address row counts too.
  const room = a.address !== undefined && !addressLeaf ? max - 1 : max;
  const chosen = [...pick].sort((x, y) => (x === addressLeaf ? -1 : y === addressLeaf ? 1 : rankOf(x) - rankOf(y))).slice(0, room);
  const rows: KeyRow[] = chosen
    .sort((x, y) => x.offset * 8 + x.bitOffset - (y.offset * 8 + y.bitOffset))
    .map((f) => {
      const end = Math.min(a.bytes.length, f.offset + Math.ceil((f.bitOffset + f.bitLength) / 8));
      const all = a.bytes.subarray(f.offset, end);
      return { field: f, bytes: all.subarray(0, MAX_BYTES), more: Math.max(0, all.length - MAX_BYTES), value: f.value };
    });
  // A CPU store has a bus address but no field holding it: it comes first, as its own row.
  if (a.address !== undefined && !addressLeaf)
    rows.unshift({ field: null, bytes: new Uint8Array(), more: 0, value: `0x${a.address.toString(16)}` });
  return rows;
}

export const hexBytes = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join(' ');
