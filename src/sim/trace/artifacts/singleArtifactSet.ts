import { artifactKind } from '../artifactTypes';
import type { Artifact, ArtifactSet } from '../types';

/** A set holding exactly one artifact (built once). */
export const singleArtifactSet = (a: Artifact): ArtifactSet => ({
  kind: artifactKind(a.type),
  host: a.host,
  label: a.label,
  count: 1,
  bytes: a.bytes.length,
  at: () => a,
});
