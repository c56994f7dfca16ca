import type { LinkKey } from '../../../sim/bytes/field';

/**
 * Where each followed value lives in the views (linked highlighting). The
 * first key of a target is the one its element reports in data-link and
 * selects when hovered; any of its keys highlights it.
 */
export const LINK_TARGETS = {
  // Topology
  'A.src': ['localVa', 'lkey', 'payload', 'length'],
  'A.sq': ['wqeIndex'],
  'A.hca.mtt': ['lkey', 'localVa'],
  'A.doorbell': ['doorbell'],
  'A.qp': ['qpnA'],
  'A.port': ['lidA', 'pkey'],
  'B.port': ['lidB', 'pkey'],
  'B.qp': ['qpnB'],
  'B.hca.mtt': ['rkey'],
  'B.mr': ['remoteVa', 'payload', 'length'],
  // Memory maps
  'map.doorbellPhys': ['doorbell'],
  'map.doorbellVa': ['doorbell'],
  'map.srcVa': ['localVa', 'lkey', 'payload', 'length'],
  'map.srcPhys': ['localVa', 'lkey', 'payload'],
  'map.sqVa': ['wqeIndex'],
  'map.mrRange': ['remoteVa', 'length'],
  'map.mtt': ['rkey'],
  'map.mrPages': ['payload'],
} as const satisfies Record<string, readonly LinkKey[]>;

export type LinkTarget = keyof typeof LINK_TARGETS;

export const primaryLink = (target: LinkTarget): LinkKey => LINK_TARGETS[target][0];

export function isLinked(target: LinkTarget, selected: LinkKey | null): boolean {
  return selected !== null && (LINK_TARGETS[target] as readonly LinkKey[]).includes(selected);
}

/** The key a moving artifact reports: the most telling value it carries. */
const ARTIFACT_PREFERENCE: readonly LinkKey[] = ['psn', 'doorbell', 'remoteVa', 'wqeIndex', 'localVa', 'payload'];

export function artifactPrimaryLink(links: ReadonlySet<LinkKey>): LinkKey | null {
  return ARTIFACT_PREFERENCE.find((k) => links.has(k)) ?? null;
}
