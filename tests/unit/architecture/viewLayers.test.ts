import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../support/importGraph';

const root = join(import.meta.dirname, '..', '..', '..');

/**
 * The views are one folder per feature (src/views/<feature>), in layers: a feature imports only features of a
 * lower layer (and src/store, src/sim, src/i18n); features of one layer never import each other.
 * - loading: when things draw and load (a frame later, the idle prefetch, the warm render, readiness), the one place
 *   for the first paint's machinery (see docs/architecture.md);
 * - shared: the i18n hook, formats, hooks, boundaries, the small pieces every feature uses;
 * - the drawings and panels: topology, maps (memory maps), bytes, timing, misconception, code (the program), machines
 *   (ConnectX vs soft-RoCE);
 * - teach: embed, lecture, handout, share panel, quiz, which compose the drawings;
 * - shell: the app, its header, step list, panels and tabs, which compose everything.
 */
const LAYER: Readonly<Record<string, number>> = {
  loading: -1,
  shared: 0,
  topology: 1,
  maps: 1,
  bytes: 1,
  timing: 1,
  misconception: 1,
  code: 1,
  machines: 1,
  teach: 2,
  shell: 3,
};

const featureOf = (path: string) => /^src\/views\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Every import between two view features that the layers forbid (or that names a folder with no layer). */
function layerErrors(edges: readonly (readonly [string, string])[]): string[] {
  const errors: string[] = [];
  for (const [from, to] of edges) {
    const a = featureOf(from);
    const b = featureOf(to);
    if (a === null && b === null) continue;
    if (a === null) {
      // Outside the views only the page's entry points may import them (src/store, src/sim and src/i18n never do).
      if (!/^src\/(main|boot|Root|prerender)\.tsx$/.test(from)) errors.push(`${from} imports the view ${to}`);
      continue;
    }
    if (b === null || a === b) continue;
    if (!(a in LAYER) || !(b in LAYER)) errors.push(`${from} -> ${to}: src/views/${a in LAYER ? b : a} has no layer`);
    else if (LAYER[b] >= LAYER[a]) errors.push(`${from} (${a}, layer ${LAYER[a]}) imports ${to} (${b}, layer ${LAYER[b]})`);
  }
  return errors;
}

describe('the views are folders by feature, in layers', () => {
  it('no view imports a feature of its own layer or above, and nothing below the views imports them', () => {
    const edges: [string, string][] = [];
    for (const [f, ts] of importGraph(join(root, 'src'))) for (const t of ts) edges.push([relative(root, f), relative(root, t)]);
    expect(layerErrors(edges)).toEqual([]);
  });

  it('the check finds an edge the layers forbid (it can fail)', () => {
    expect(
      layerErrors([
        ['src/views/shared/i18n/useT.ts', 'src/views/shell/App.tsx'],
        ['src/views/topology/Topology.tsx', 'src/views/maps/MemoryMaps.tsx'],
        ['src/views/shell/App.tsx', 'src/views/teach/lecture/Lecture.tsx'],
        ['src/store/selectors.ts', 'src/views/shared/displayFormat.ts'],
      ]),
    ).toHaveLength(3);
  });
});
