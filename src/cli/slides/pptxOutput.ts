import { EN } from '../../i18n/en';
import { formatMsg } from '../../i18n/format';
import { scenarioDiff } from '../../sim/scenario/serialize';
import type { Scenario } from '../../sim/scenario/types';
import { rangeProblemLine, stepRange } from '../../sim/trace/stepRange';
import type { Trace } from '../../sim/trace/types';
import type { TraceArgs } from '../args';
import type { Output } from '../outputs';
import { chromiumCandidate, findChromium } from './chromium';
import { DeckError, deckInChromium } from './deckInChromium';

/**
 * `--pptx OUT.pptx`: the range is read here first (the panel's own reader, so a bad one is one line before any build),
 * then the page makes the deck in headless Chromium. Its bytes join the other outputs, written whole or not at all.
 */
export async function pptxOutput(
  args: TraceArgs,
  path: string,
  scenario: Scenario,
  trace: Trace,
  stderr: NodeJS.WritableStream,
  fail: (m: string, code?: number) => never,
): Promise<Output> {
  const range = stepRange(args.steps ?? '', trace.steps);
  if (!range.ok) return fail(`--steps: ${formatMsg(EN, rangeProblemLine(range.problem))}`, 2);
  const chromium = findChromium();
  if (!chromium)
    return fail(
      `--pptx draws the slides in headless Chromium, and there is none at ${chromiumCandidate()}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  const q = new URLSearchParams(scenarioDiff(scenario));
  q.set('step', trace.steps[range.indices[0]].id);
  if (args.lang && args.lang !== 'en') q.set('lang', args.lang);
  try {
    const deck = await deckInChromium(
      { query: q.toString(), range: args.steps ?? '', drawing: args.drawing ?? 'topology', aspect: args.aspect ?? '16:9' },
      chromium,
      (line) => stderr.write(`trace: --pptx: ${line}…\n`),
    );
    stderr.write(`trace: --pptx: ${deck.slides} slides, ${Math.round(deck.bytes.length / 1024)} KB\n`);
    return { what: 'the slides', path, bytes: deck.bytes.length, chunks: () => [deck.bytes] };
  } catch (e) {
    return fail(
      e instanceof DeckError
        ? `--pptx: ${e.message}`
        : `--pptx: the page could not make the slides: ${(e as Error).message.split('\n')[0]}`,
    );
  }
}
