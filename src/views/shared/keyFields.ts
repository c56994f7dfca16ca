/** Which of an artifact's fields matter most: what a step's key bytes show and what a bytes slide opens on. */
import { type Field, type LinkKey, leafFields } from '../../sim/bytes/field';
import type { Artifact } from '../../sim/trace/types';

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

const hexValue = (v: string): bigint | null => (/^0x[0-9a-f]+$/i.test(v) ? BigInt(v) : null);

/** The fields worth showing, most important first: the one holding the bus address, then by RANK. */
export function rankedFields(a: Artifact, max: number): { ranked: Field[]; addressLeaf: Field | undefined } {
  const leaves = leafFields(a.fields);
  const addressLeaf = a.address === undefined ? undefined : leaves.find((f) => hexValue(f.value) === a.address);
  let pick = leaves.filter((f) => (f.link && f.link !== 'payload') || f === addressLeaf);
  if (pick.length === 0) pick = leaves.filter((f) => f.link === 'payload');
  if (pick.length === 0) pick = leaves.slice(0, max);
  const ranked = [...pick].sort((x, y) => (x === addressLeaf ? -1 : y === addressLeaf ? 1 : rankOf(x) - rankOf(y)));
  return { ranked, addressLeaf };
}

/** The one field a slide of an artifact's bytes opens on: the first of its key bytes by importance. */
export function leadField(a: Artifact): Field | null {
  return rankedFields(a, 1).ranked[0] ?? null;
}
