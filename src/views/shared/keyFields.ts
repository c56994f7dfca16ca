/** Which bytes of a step matter: the sets it shows, their fields by importance, and what a bytes slide opens on. */
import { type Field, type LinkKey, leafFields } from '../../sim/bytes/field';
import type { Artifact, ArtifactSet, Step, StepRole } from '../../sim/trace/types';

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

/**
 * A step whose line is about another field than the first by importance: B1's checks (rkey, access, bounds) lead
 * with the rkey, where the packet in flight (A3) leads with where the data goes.
 */
const LEAD_BY_ROLE: Readonly<Partial<Record<StepRole, LinkKey>>> = { 'responder-check': 'rkey' };

/** The one field a slide of an artifact's bytes opens on: the step's own (LEAD_BY_ROLE), else the first by importance. */
export function leadField(a: Artifact, role?: StepRole): Field | null {
  const own = role && LEAD_BY_ROLE[role];
  const ranked = rankedFields(a, 1).ranked;
  return (own && leafFields(a.fields).find((f) => f.link === own)) || ranked[0] || null;
}

/** The sets a step's bytes show: those it builds, else those it carries (keyArtifact says why). */
export function shownSets(step: Pick<Step, 'artifacts' | 'view'>): readonly ArtifactSet[] {
  return step.artifacts.some((s) => s.count > 0) ? step.artifacts : step.view.moving;
}
