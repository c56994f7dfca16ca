import '../support/views';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildMisconceptionTrace } from '../../../src/sim/misconception';
import type { SimData } from '../../../src/store/createSimStore';
import { SimProvider } from '../../../src/store/SimProvider';
import { traceOf } from '../../../src/store/traceCache';
import { MisconceptionPanel } from '../../../src/views/misconception/MisconceptionPanel';
import { NuancePanel } from '../../../src/views/misconception/NuancePanel';
import { SideBySide } from '../../../src/views/misconception/SideBySide';
import { ZeroCopyPanel } from '../../../src/views/misconception/ZeroCopyPanel';
import { loadCatalogue } from '../../../src/views/shared/i18n/catalogues';
import { PanelTabs } from '../../../src/views/shell/PanelTabs';
import { SCENARIOS } from './scenarios';

/** What the formatter shows for a missing key (⟨key⟩) or parameter ({name}). */
const UNFORMATTED = /⟨|\{[A-Za-z][A-Za-z0-9_]*\}/;

const render = (node: React.ReactNode, init: Partial<SimData> = {}) => renderToStaticMarkup(<SimProvider init={init}>{node}</SimProvider>);
const figureIds = (html: string) => [...html.matchAll(/data-testid="misconception-figure" data-figure-id="([^"]+)"/g)].map((m) => m[1]);

describe('misconception views (server-rendered)', () => {
  const s = SCENARIOS.default;
  const real = traceOf(s);
  const misconception = buildMisconceptionTrace(s, real);
  const misconceptionIndex = (id: string) => misconception.steps.findIndex((st) => st.id === id);
  const misconceptionStep = (id: string) => misconception.steps[misconceptionIndex(id)];

  it('the panel renders nothing when the mode is off', () => {
    expect(render(<MisconceptionPanel />, { misconception: false })).toBe('');
  });

  it("shows the current misconception step's figures (the store's index is into the misconception trace)", () => {
    const stepIndex = misconceptionIndex('MISCONCEPTION.fail.protection');
    const html = render(<MisconceptionPanel />, { misconception: true, scenario: s, stepIndex });
    expect(html).toContain('data-testid="misconception-panel"');
    expect(figureIds(html)).toEqual([...(misconceptionStep('MISCONCEPTION.fail.protection').figures ?? [])]);
    expect(html).toContain('R_Key');
    expect(html).toContain('rxe_resp.c');
  });

  it('shows every figure of the failure steps, with formulas and footnotes', () => {
    for (const misconceptionId of ['MISCONCEPTION.fail.cpu', 'MISCONCEPTION.fail.timeout', 'MISCONCEPTION.fail.addressing'] as const) {
      const html = render(<MisconceptionPanel />, { misconception: true, scenario: s, stepIndex: misconceptionIndex(misconceptionId) });
      expect(figureIds(html)).toEqual([...(misconceptionStep(misconceptionId).figures ?? [])]);
      expect(html).toMatch(/\[<span[^>]*>1<\/span>/);
    }
  });

  it('side by side: the five rows and the first divergence', () => {
    const html = render(<SideBySide />, { scenario: s });
    expect(html).toContain('data-testid="side-by-side"');
    expect(html.match(/data-row-id=/g)).toHaveLength(5);
    expect(html).toContain('48-B WQE, copied as 64 B (BlueFlame)');
  });

  it('nuance and zero-copy panels', () => {
    const nuance = render(<NuancePanel />);
    expect(nuance).toContain('data-testid="nuance-panel"');
    expect(nuance.match(/data-nuance-id=/g)).toHaveLength(4);
    const zc = render(<ZeroCopyPanel />, { scenario: SCENARIOS.big });
    expect(zc).toContain('data-testid="zero-copy-panel"');
    expect(zc).toContain('Zero-copy means no CPU/OS copy in host memory, not no buffer anywhere.');
    expect(zc).toContain('3 MiB'); // TCP: 3 x 1 MiB across each host's memory bus
  });

  it('covers every misconception step of both scenarios without throwing', () => {
    for (const sc of Object.values(SCENARIOS)) {
      const m = buildMisconceptionTrace(sc, traceOf(sc));
      for (const st of m.steps) {
        const html = render(<MisconceptionPanel />, { misconception: true, scenario: sc, stepIndex: st.index });
        expect(html).toContain('misconception-panel');
        expect(html, st.id).not.toMatch(UNFORMATTED);
      }
    }
  });

  it('every panel formats all its messages (no missing key or parameter shows)', () => {
    for (const sc of Object.values(SCENARIOS)) {
      for (const node of [<SideBySide key="s" />, <ZeroCopyPanel key="z" />, <NuancePanel key="n" />, <PanelTabs key="t" />]) {
        expect(render(node, { misconception: true, scenario: sc })).not.toMatch(UNFORMATTED);
      }
    }
    expect(render(<PanelTabs />, { misconception: true, scenario: s })).toContain('Where windows are real');
  });

  it('a bold lead and its sentence, and two sentences in a row, have a space between them in English and none in Chinese', async () => {
    await loadCatalogue('zh-CN');
    // The notes under the zero-copy table and the first divergence: text only, each paragraph on its own.
    const notes = (html: string) =>
      [...html.matchAll(/<(p|aside) class="misconception-(?:note|divergence)"[^>]*>(.*?)<\/\1>/g)].map((m) => m[2].replace(/<[^>]+>/g, ''));
    for (const node of [<ZeroCopyPanel key="z" />, <SideBySide key="s" />]) {
      const zh = notes(render(node, { misconception: true, scenario: SCENARIOS.big, lang: 'zh-CN' }));
      expect(zh.join('')).toMatch(/[：。]/);
      expect(zh.join('').match(/.{0,20}[：。，；] .{0,20}/g)).toBeNull();
      const en = notes(render(node, { misconception: true, scenario: SCENARIOS.big }));
      expect(en.length).toBeGreaterThan(0);
      expect(en.join('').match(/.{0,20}[a-z][.:][A-Z].{0,20}/g)).toBeNull();
    }
  });
});
