import { applyPalette, GIFEncoder, quantize } from 'gifenc';

/** One picture of the animation: its RGBA pixels (width × height × 4) and how long it shows. */
export interface GifFrame {
  rgba: Uint8Array | Uint8ClampedArray;
  delayMs: number;
}

export interface GifSummary {
  bytes: Uint8Array;
  /** Frames written: a picture that repeats the one before only lengthens it. */
  frames: number;
  durationMs: number;
}

/** Where a frame's pixels repeat the frame before, this index says "keep what shows": the GIF's transparent colour. */
const KEEP = 255;

/** GIF delays are counted in hundredths of a second. */
const centis = (ms: number) => Math.max(1, Math.round(ms / 10));

/**
 * An animated GIF written a step at a time with gifenc. Each step has its own palette (quantized over its first,
 * middle and last pictures, at most 255 colours, so a fault's red is not lost to the steps before it). Within a step,
 * a frame keeps only the pixels that changed and marks the rest transparent over the frame before (disposal 1, "do not
 * dispose"): the drawing around a moving packet costs almost nothing, which keeps a 20-step walk small. A frame equal
 * to the one before is not written; its time is added to that one's.
 */
export function createGifWriter(width: number, height: number) {
  const gif = GIFEncoder();
  let pending: { index: Uint8Array; palette: number[][]; delay: number; transparent: boolean } | null = null;
  let frames = 0;
  let durationMs = 0;

  const flush = () => {
    if (!pending) return;
    gif.writeFrame(pending.index, width, height, {
      palette: pending.palette,
      delay: pending.delay * 10,
      repeat: 0,
      dispose: 1,
      transparent: pending.transparent,
      transparentIndex: KEEP,
    });
    frames++;
    pending = null;
  };

  return {
    /** The pictures of one step, in order. */
    addStep(step: readonly GifFrame[]) {
      if (step.length === 0) return;
      const size = width * height * 4;
      for (const f of step) if (f.rgba.length !== size) throw new Error(`a frame of ${f.rgba.length} bytes, not ${size}`);
      const sample = new Uint8Array(size * Math.min(3, step.length));
      const picks = [step[0], step[Math.floor(step.length / 2)], step[step.length - 1]].slice(0, Math.min(3, step.length));
      for (const [i, f] of picks.entries()) sample.set(f.rgba, i * size);
      const colours = quantize(sample, KEEP);
      // The palette padded to 256 entries: index 255 is never a colour, only "keep".
      const palette = [...colours, ...Array.from({ length: 256 - colours.length }, () => [0, 0, 0])];
      let before: Uint8Array | null = null;
      for (const f of step) {
        const index = applyPalette(f.rgba, colours);
        durationMs += centis(f.delayMs) * 10;
        if (before && pending && equal(index, before)) {
          pending.delay += centis(f.delayMs);
          continue;
        }
        flush();
        pending = before
          ? { index: changedOnly(index, before), palette, delay: centis(f.delayMs), transparent: true }
          : { index, palette, delay: centis(f.delayMs), transparent: false };
        before = index;
      }
    },
    finish(): GifSummary {
      flush();
      gif.finish();
      return { bytes: gif.bytes(), frames, durationMs };
    },
  };
}

function equal(a: Uint8Array, b: Uint8Array) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The frame's indices where they differ from the frame before, and "keep" where they do not. */
function changedOnly(index: Uint8Array, before: Uint8Array) {
  const out = new Uint8Array(index.length);
  for (let i = 0; i < index.length; i++) out[i] = index[i] === before[i] ? KEEP : index[i];
  return out;
}
