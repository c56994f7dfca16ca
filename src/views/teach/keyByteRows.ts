import type { Field } from '../../sim/bytes/field';
import type { Artifact, Step } from '../../sim/trace/types';
import { rankedFields, shownSets } from '../shared/keyFields';

/** One row of a step's key bytes: a field (or the artifact's address) with the bytes that hold it. */
export interface KeyRow {
  field: Field | null;
  /** The bytes shown (at most MAX_BYTES; `more` says how many are left out). */
  bytes: Uint8Array;
  more: number;
  value: string;
}

const MAX_BYTES = 16;

/**
 * The step's first artifact: what its bytes panel opens on. A step that builds nothing but carries what an earlier
 * one built (the misconception's forward and landing carry A's TLPs on as they are) shows what it carries: its
 * drawing moves those bytes, and "no bytes move" beside it was false.
 */
export function keyArtifact(step: Pick<Step, 'artifacts' | 'view'>): Artifact | null {
  const set = shownSets(step).find((s) => s.count > 0);
  return set ? set.at(0) : null;
}

/**
 * The bytes that matter in an artifact, chosen from its typed fields: the
 * values the views follow across hops (VA, rkey, QPN, PSN, LIDs...), and the
 * field holding its bus address; the payload when nothing else is linked; its
 * first fields when nothing is. At most `max` rows (the bus address first,
 * then by importance), shown in byte order.
 */
export function keyRows(a: Artifact, max = 6): KeyRow[] {
  const { ranked, addressLeaf } = rankedFields(a, max);
  // Room for a synthetic address row counts too.
  const room = a.address !== undefined && !addressLeaf ? max - 1 : max;
  const chosen = ranked.slice(0, room);
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
