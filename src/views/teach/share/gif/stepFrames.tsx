import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { SimData } from '../../../../store/createSimStore';
import { SimProvider } from '../../../../store/SimProvider';
import { MemoryMaps } from '../../../maps/MemoryMaps';
import { MotionClock } from '../../../shared/hooks/useStepAnimation';
import { Topology } from '../../../topology/Topology';
import { standaloneSvg } from '../exportImage';
import { drawnSvg, offscreenHost, type StepDrawing, TEST_ID } from '../slides/stepDrawings';

/** One picture of a step: its standalone SVG (the drawing with its moving layer merged in), in drawing units. */
export type StepPicture = StepDrawing;

/**
 * A step's drawing at each given progress of its animation (0 = the step begins, 1 = its end state), rendered out of
 * sight in its own store, as the handout does, with the animation held by MotionClock: the frame functions that move
 * the packets and count the pages on screen write each picture, and nothing on the page moves.
 */
export async function stepPictures(
  base: Partial<SimData>,
  index: number,
  view: 'topology' | 'memory',
  title: string,
  progress: readonly number[],
): Promise<StepPicture[]> {
  const host = offscreenHost();
  const root = createRoot(host);
  const draw = (p: number) =>
    flushSync(() =>
      root.render(
        <SimProvider init={{ ...base, stepIndex: index }}>
          <MotionClock.Provider value={p}>{view === 'memory' ? <MemoryMaps /> : <Topology />}</MotionClock.Provider>
        </SimProvider>,
      ),
    );
  try {
    draw(progress[0] ?? 1);
    const svg = await drawnSvg(host, TEST_ID[view]);
    const out: StepPicture[] = [];
    for (const p of progress) {
      draw(p);
      const main = host.querySelector<SVGSVGElement>(`[data-testid="${TEST_ID[view]}"] > svg:not(.in-flight-layer)`) ?? svg;
      const layers = [...host.querySelectorAll<SVGSVGElement>(`[data-testid="${TEST_ID[view]}"] > svg.in-flight-layer`)];
      const vb = main.viewBox.baseVal;
      out.push({ svg: standaloneSvg(main, title, layers), w: vb.width, h: vb.height });
    }
    return out;
  } finally {
    root.unmount();
    host.remove();
  }
}
