// B's MR panel states the MR's own size: it said the message's (8 B) beside B1's Bounds check, which compares with
// the whole registered page ([0x7f0000001000, 0x7f0000002000)).
import '../support/views';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { SimProvider } from '../../../src/store/SimProvider';
import { mrPanelLayout } from '../../../src/views/maps/layout/mrPanelLayout';
import { MrRange } from '../../../src/views/maps/MrRange';

const panelText = (input: Record<string, unknown>) => {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const trace = buildTrace(r.scenario);
  const mr = trace.plan.responder.mrs[0];
  const bounds = trace.steps.find((x) => x.role === 'responder-check')?.checks?.find((c) => c.id === 'bounds');
  const html = renderToStaticMarkup(
    <SimProvider init={{}}>
      <svg aria-label="MR">
        <MrRange
          s={r.scenario}
          mrKey={mr.key}
          mrLength={mr.length}
          total={1}
          lit={false}
          L={mrPanelLayout(r.scenario, 1, false)}
          imagined={false}
        />
      </svg>
    </SimProvider>,
  );
  return { html, mr, bounds };
};

it('says the registered size, the one the Bounds check compares with', () => {
  const plain = panelText({});
  expect(plain.mr.length).toBe(4096);
  expect(plain.html).toContain('4 KiB · 1 page');
  expect(plain.html).not.toContain('>8 B · 1 page');
  // A write past a too-short MR: the panel says the short length the check refuses.
  const short = panelText({ fault: 'out-of-bounds' });
  expect(short.mr.length).toBe(4);
  expect(short.html).toContain('4 B · 1 page');
  expect(short.bounds?.ok).toBe(false);
});
