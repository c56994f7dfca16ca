import { describe, expect, it } from 'vitest';
import { createGifWriter, type GifFrame } from '../../../src/views/teach/share/gif/gifWriter';
import { decodeGif } from '../../support/decodeGif';

const W = 40;
const H = 20;

/** A picture of W × H: a background, and a 4×4 "packet" at x (or none). */
function picture(x: number | null, bg: [number, number, number] = [250, 250, 250], ink: [number, number, number] = [29, 78, 216]) {
  const rgba = new Uint8ClampedArray(W * H * 4);
  for (let i = 0; i < W * H; i++) rgba.set([...bg, 255], i * 4);
  if (x !== null) for (let y = 8; y < 12; y++) for (let dx = 0; dx < 4; dx++) rgba.set([...ink, 255], (y * W + x + dx) * 4);
  return rgba;
}
const rgb = (rgba: Uint8ClampedArray) => {
  const out = new Uint8Array(W * H * 3);
  for (let i = 0; i < W * H; i++) out.set(rgba.subarray(i * 4, i * 4 + 3), i * 3);
  return out;
};

describe('the animated GIF writer (decoded by gifuct-js, an independent decoder)', () => {
  it('shows every picture exactly, loops forever, and keeps each picture’s time', () => {
    const step1: GifFrame[] = [0, 10, 20, 30].map((x) => ({ rgba: picture(x), delayMs: 100 }));
    // A second step with a colour the first never had (a fault's red).
    const step2: GifFrame[] = [30, 5].map((x) => ({ rgba: picture(x, [250, 250, 250], [220, 38, 38]), delayMs: 1500 }));
    const w = createGifWriter(W, H);
    w.addStep(step1);
    w.addStep(step2);
    const out = w.finish();
    const gif = decodeGif(out.bytes);
    expect([gif.width, gif.height, gif.loops]).toEqual([W, H, 0]);
    expect(gif.frames.map((f) => Buffer.from(f).toString('hex'))).toEqual(
      [...step1, ...step2].map((f) => Buffer.from(rgb(f.rgba as Uint8ClampedArray)).toString('hex')),
    );
    expect(gif.delaysMs).toEqual([100, 100, 100, 100, 1500, 1500]);
    expect(out).toMatchObject({ frames: 6, durationMs: 3400 });
  });

  it('writes a picture that repeats the one before as a longer showing of it, not a new frame', () => {
    const w = createGifWriter(W, H);
    w.addStep([
      { rgba: picture(0), delayMs: 100 },
      { rgba: picture(0), delayMs: 100 },
      { rgba: picture(0), delayMs: 1500 },
      { rgba: picture(8), delayMs: 100 },
    ]);
    const out = w.finish();
    const gif = decodeGif(out.bytes);
    expect(gif.delaysMs).toEqual([1700, 100]);
    expect(out).toMatchObject({ frames: 2, durationMs: 1800 });
  });

  it('after the first picture of a step, writes only what changed: a still drawing costs almost nothing', () => {
    // A drawing-like picture (anti-aliased edges: many shades that compress badly) with a moving packet.
    const [w, h] = [320, 180];
    const drawing = (x: number) => {
      const rgba = new Uint8ClampedArray(w * h * 4);
      for (let y = 0; y < h; y++)
        for (let i = 0; i < w; i++) {
          const v = 200 + ((i * 7 + y * 13 + ((i * y) % 11)) % 50);
          rgba.set(x <= i && i < x + 8 && 80 <= y && y < 90 ? [29, 78, 216, 255] : [v, v, 255 - v, 255], (y * w + i) * 4);
        }
      return rgba;
    };
    const one = createGifWriter(w, h);
    one.addStep([{ rgba: drawing(0), delayMs: 100 }]);
    const whole = one.finish().bytes.length;
    const moving = createGifWriter(w, h);
    moving.addStep(Array.from({ length: 10 }, (_, i) => ({ rgba: drawing(i * 20), delayMs: 100 })));
    // Ten pictures cost less than two written whole.
    expect(moving.finish().bytes.length).toBeLessThan(2 * whole);
  });

  it('refuses a picture of the wrong size with one line', () => {
    expect(() => createGifWriter(W, H).addStep([{ rgba: new Uint8ClampedArray(10), delayMs: 100 }])).toThrow(
      'a frame of 10 bytes, not 3200',
    );
  });
});
