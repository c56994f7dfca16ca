// One sources table drives the app's Sources panel and docs/sources.md; every citation names one of its public
// sources; no learner-facing text names a document that is not public or in the repository.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourcesMarkdown } from '../../../scripts/sourcesDoc';
import { EN } from '../../../src/i18n/en';
import { ZH_CN } from '../../../src/i18n/zh-CN';
import { SRC } from '../../../src/sim/misconception/sources';
import { SOURCES, type SourceId } from '../../../src/sim/sources/sourceTable';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { scenario } from '../trace/helpers';

const IDS = Object.keys(SOURCES) as SourceId[];
const values = (cat: Readonly<Record<string, unknown>>) =>
  Object.entries(cat).flatMap(([k, v]) =>
    typeof v === 'string' ? [[k, v] as const] : typeof v === 'object' && v ? Object.values(v).map((x) => [k, String(x)] as const) : [],
  );
/** Names of the team's private notebook, in either language. */
const PRIVATE = /fact sheet|the sheet|fact-sheet|事实表|verified notes|verified-facts|notes §|7\.1 #\d/i;

describe('the sources table', () => {
  it('has a public https URL and a one-line description in English and Chinese for every source', () => {
    expect(IDS.length).toBeGreaterThan(100);
    for (const id of IDS) {
      expect(SOURCES[id].url, id).toMatch(/^https:\/\/[^ ]+$/);
      expect(EN[`source.${id}.what` as keyof typeof EN], id).toBeTruthy();
      expect(ZH_CN[`source.${id}.what`], id).toBeTruthy();
    }
  });

  it('is what docs/sources.md lists (run `npm run docs:sources` after changing it)', () => {
    expect(readFileSync(new URL('../../../docs/sources.md', import.meta.url), 'utf8')).toBe(sourcesMarkdown());
  });

  it('is what every step, check and misconception citation names', () => {
    const cited = new Set<string>();
    for (const c of Object.values(SRC)) for (const id of c.sources) cited.add(id);
    for (const op of ['write', 'write-imm', 'read', 'send'] as const) {
      const t = buildTrace(scenario({ op, messageBytes: 8192, pathMtu: 4096 }));
      for (const st of t.steps) {
        for (const c of st.text.sources ?? []) for (const id of c.sources) cited.add(id);
        for (const ch of st.checks ?? []) for (const id of ch.source.sources) cited.add(id);
        expect(st.text.sources?.length ?? 0, `${op} ${st.id} cites no source`).toBeGreaterThan(0);
      }
    }
    for (const id of cited) expect(IDS, id).toContain(id);
  });
});

describe('no learner-facing text names a private document', () => {
  it.each([
    ['en', EN],
    ['zh-CN', ZH_CN],
  ] as const)('%s catalogue', (_lang, cat) => {
    const hits = values(cat).filter(([, v]) => PRIVATE.test(v));
    expect(hits.map(([k]) => k)).toEqual([]);
  });
});
