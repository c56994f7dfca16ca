// The checks table is named after who checks: HCA B on a card, B's kernel on soft-RoCE (where no HCA exists).
import '../support/views';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { SimProvider } from '../../../src/store/SimProvider';
import { ChecksTable } from '../../../src/views/bytes/ChecksTable';

const checkStep = (input: Record<string, unknown>) => {
  const r = parseScenario({ transport: 'rocev2', post: 'doorbell', ...input });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const step = buildTrace(r.scenario).steps.find((x) => x.role === 'responder-check');
  if (!step?.checks) throw new Error('no checks step');
  return step;
};
const caption = (input: Record<string, unknown>) => {
  const step = checkStep(input);
  const html = renderToStaticMarkup(
    <SimProvider init={{}}>
      <ChecksTable checks={step.checks ?? []} by={step.actor} />
    </SimProvider>,
  );
  return html.match(/<caption>(.*?)<\/caption>/)?.[1];
};

it('names the checker: HCA B on a ConnectX card, B’s kernel on soft-RoCE', () => {
  expect(caption({ preset: 'cx5-edr' })).toBe('HCA B’s checks');
  expect(caption({ preset: 'rxe' })).toBe('B’s kernel’s checks (soft-RoCE)');
});
