import type { SimData } from '../../../../store/createSimStore';
import { createGifWriter, type GifFrame, type GifSummary } from './gifWriter';
import { frameLook, paintFrame } from './paintFrame';
import { stepPictures } from './stepFrames';

/**
 * The pictures of a step: its animation at ten frames a second over the second it plays on screen at speed 1
 * (animationMs(1) = 1100 ms, src/views/shared/hooks/useStepAnimation.ts), then its end state held for reading.
 */
export const PROGRESS = Array.from({ length: 11 }, (_, k) => k / 10);
export const FRAME_MS = 100;
export const HOLD_MS = 1500;

/** Lets the page take a click (Cancel) and draw the progress between two pictures: the encoding runs on its thread. */
const yieldToPage = () => new Promise<void>((r) => setTimeout(r, 0));

export interface GifPlan {
  base: Partial<SimData>;
  indices: readonly number[];
  view: 'topology' | 'memory';
  width: number;
  height: number;
  /** A step's title line, in the reader's language: "A1 · The CPU writes the WQE…". */
  titleOf(index: number): string;
}

/**
 * The walk (or the chosen steps) as an animated GIF, a step at a time so memory stays bounded by one step's
 * pictures. `onStep` reports each step drawn; `signal` stops between pictures and returns null.
 */
export async function makeGif(plan: GifPlan, onStep: (done: number) => void, signal: AbortSignal): Promise<GifSummary | null> {
  const canvas = document.createElement('canvas');
  canvas.width = plan.width;
  canvas.height = plan.height;
  const look = frameLook();
  const writer = createGifWriter(plan.width, plan.height);
  for (const [n, i] of plan.indices.entries()) {
    if (signal.aborted) return null;
    const title = plan.titleOf(i);
    const pictures = await stepPictures(plan.base, i, plan.view, title, PROGRESS);
    const frames: GifFrame[] = [];
    let last: { svg: string; rgba: Uint8ClampedArray } | null = null;
    for (const [k, picture] of pictures.entries()) {
      if (signal.aborted) return null;
      // A picture drawn the same as the one before (a step where nothing moves) is not painted again.
      const rgba: Uint8ClampedArray = last && last.svg === picture.svg ? last.rgba : await paintFrame(canvas, picture, title, look);
      last = { svg: picture.svg, rgba };
      await yieldToPage();
      frames.push({ rgba, delayMs: k === pictures.length - 1 ? HOLD_MS : FRAME_MS });
    }
    if (signal.aborted) return null;
    writer.addStep(frames);
    onStep(n + 1);
    await yieldToPage();
  }
  return writer.finish();
}
