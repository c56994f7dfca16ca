import { createRoot } from 'react-dom/client';
import type { SimData } from '../../../../store/createSimStore';
import { SimProvider } from '../../../../store/SimProvider';
import { MemoryMaps } from '../../../maps/MemoryMaps';
import { StillMotion } from '../../../shared/hooks/useStepAnimation';
import { Topology } from '../../../topology/Topology';
import { standaloneSvg } from '../exportImage';

/** A step's drawing as a file that stands alone: the SVG, with its size in drawing units. */
export interface StepDrawing {
  svg: string;
  w: number;
  h: number;
}

export const TEST_ID = { topology: 'topology', memory: 'memory-maps' } as const;
export const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

/** Waits (a frame at a time, at most `frames`) for the drawing's SVG to be laid out in `host`. */
export async function drawnSvg(host: HTMLElement, testId: string, frames = 600): Promise<SVGSVGElement> {
  for (let i = 0; i < frames; i++) {
    const svg = host.querySelector<SVGSVGElement>(`[data-testid="${testId}"] > svg:not(.in-flight-layer)`);
    if (svg && svg.viewBox.baseVal.width > 0) return svg;
    await nextFrame();
  }
  throw new Error(`the ${testId} drawing did not render`);
}

/** A box out of sight, inside the app's root so the drawings take the same style sheet as on screen. */
export function offscreenHost(): HTMLDivElement {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  host.style.cssText = 'position:fixed;left:-20000px;top:0;width:960px;height:540px;overflow:hidden;';
  (document.querySelector('.app') ?? document.body).append(host);
  return host;
}

/**
 * Each step's drawing in its end state, rendered out of sight in the page (each in its own store, as the handout does,
 * so the drawings are the very ones the explorer shows), then taken away. `signal` stops between steps.
 */
export async function stepDrawings(
  base: Partial<SimData>,
  indices: readonly number[],
  view: 'topology' | 'memory',
  titleOf: (index: number) => string,
  onStep: (done: number) => void,
  signal: AbortSignal,
): Promise<StepDrawing[] | null> {
  const host = offscreenHost();
  const out: StepDrawing[] = [];
  try {
    for (const [n, i] of indices.entries()) {
      if (signal.aborted) return null;
      const root = createRoot(host);
      root.render(
        <SimProvider init={{ ...base, stepIndex: i }}>
          <StillMotion.Provider value={true}>{view === 'memory' ? <MemoryMaps /> : <Topology />}</StillMotion.Provider>
        </SimProvider>,
      );
      try {
        const svg = await drawnSvg(host, TEST_ID[view]);
        await nextFrame();
        const vb = svg.viewBox.baseVal;
        out.push({ svg: standaloneSvg(svg, titleOf(i)), w: vb.width, h: vb.height });
      } finally {
        root.unmount();
      }
      onStep(n + 1);
    }
    return out;
  } finally {
    host.remove();
  }
}
