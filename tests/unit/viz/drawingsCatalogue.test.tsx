// Only the English an embed loads: the first chunk's (the shell's) and the drawings' (englishDrawings). Not
// tests/unit/support/views.ts, which loads the whole explorer's.
import '../../../src/views/shared/i18n/englishDrawings';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../src/sim/scenario/types';
import { SimProvider } from '../../../src/store/SimProvider';
import { activeTraceOf, engine } from '../../../src/store/traceCache';
import { MemoryMaps } from '../../../src/views/maps/MemoryMaps';
import { StillMotion } from '../../../src/views/shared/hooks/useStepAnimation';
import { Narration } from '../../../src/views/shell/Narration';
import { EmbedLine, EmbedTitle } from '../../../src/views/teach/embed/EmbedLayout';
import { Topology } from '../../../src/views/topology/Topology';
import { scenario } from '../trace/helpers';

/** Every step of a trace as an embed draws it: title, line, both drawings, the narration. */
function missingWords(sc: Scenario, misconception: boolean): string[] {
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
