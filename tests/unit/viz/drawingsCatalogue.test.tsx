// Only the English an embed loads: the first chunk's (the shell's) and the drawings' (englishDrawings). Not
// tests/unit/support/views.ts, which loads the whole explorer's. Unit test files share their modules (vitest.config.ts,
// isolate: false), so this file starts from a fresh module registry and imports what it renders from it: another
// file may already have added the rest of the English.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../../../src/sim/scenario/types';
import { scenario } from '../trace/helpers';

let mod: {
  SimProvider: typeof import('../../../src/store/SimProvider').SimProvider;
  activeTraceOf: typeof import('../../../src/store/traceCache').activeTraceOf;
  engine: typeof import('../../../src/store/traceCache').engine;
  MemoryMaps: typeof import('../../../src/views/maps/MemoryMaps').MemoryMaps;
  StillMotion: typeof import('../../../src/views/shared/hooks/useStepAnimation').StillMotion;
  Narration: typeof import('../../../src/views/shell/Narration').Narration;
  EmbedLine: typeof import('../../../src/views/teach/embed/EmbedLayout').EmbedLine;
  EmbedTitle: typeof import('../../../src/views/teach/embed/EmbedLayout').EmbedTitle;
  Topology: typeof import('../../../src/views/topology/Topology').Topology;
};

beforeAll(async () => {
  vi.resetModules();
  await import('../../../src/views/shared/i18n/englishDrawings');
  mod = {
    ...(await import('../../../src/store/SimProvider')),
    ...(await import('../../../src/store/traceCache')),
    ...(await import('../../../src/views/maps/MemoryMaps')),
    ...(await import('../../../src/views/shared/hooks/useStepAnimation')),
    ...(await import('../../../src/views/shell/Narration')),
    ...(await import('../../../src/views/teach/embed/EmbedLayout')),
    ...(await import('../../../src/views/topology/Topology')),
  };
});

/** Every step of a trace as an embed draws it: title, line, both drawings, the narration. */
function missingWords(sc: Scenario, misconception: boolean): string[] {
  const { SimProvider, activeTraceOf, engine, MemoryMaps, StillMotion, Narration, EmbedLine, EmbedTitle, Topology } = mod;
  const steps = activeTraceOf({ scenario: sc, misconception }).steps;
  const missing: string[] = [];
  for (let stepIndex = 0; stepIndex < steps.length; stepIndex++) {
    const html = renderToStaticMarkup(
      <SimProvider init={{ scenario: sc, misconception, stepIndex }} engine={engine}>
        <StillMotion.Provider value={true}>
          <EmbedTitle />
          <EmbedLine />
          <Topology />
          <MemoryMaps />
          <MemoryMaps focus />
          <Narration />
        </StillMotion.Provider>
      </SimProvider>,
    );
    for (const m of html.matchAll(/⟨([^⟩]+)⟩/g)) missing.push(`${steps[stepIndex].id}: ${m[1]}`);
  }
  return [...new Set(missing)];
}

// An embed and the lecture view load the drawings' chunk alone (src/views/shell/explorer/drawingParts.ts): every word
// they draw must be in its English, or the slide shows ⟨a key⟩.
describe('the drawings’ English is all an embed draws with', () => {
  it.each([
    ['a WRITE', {}],
    ['a READ over RoCEv2', { op: 'read', transport: 'rocev2' }],
    ['a SEND with no receive posted (RNR)', { op: 'send', recvPosted: false }],
    ['a WRITE with immediate refused', { op: 'write-imm', fault: 'bad-rkey' }],
    ['a lost packet in 64 KiB', { messageBytes: 65536, fault: 'drop:3' }],
    ['a doorbell post with IOMMU', { post: 'doorbell', iommu: true }],
  ] as const)('%s', (_name, s) => {
    expect(missingWords(scenario(s as Record<string, unknown>), false)).toEqual([]);
  });

  it('the misconception’s steps need the misconception’s English, which OneViewLarge loads first', async () => {
    expect(missingWords(scenario({}), true).length).toBeGreaterThan(0);
    await import('../../../src/views/shared/i18n/englishMisconception');
    expect(missingWords(scenario({}), true)).toEqual([]);
  });
});
