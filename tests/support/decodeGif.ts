import { decompressFrames, parseGIF } from 'gifuct-js';

export interface DecodedGif {
  width: number;
  height: number;
  /** Each frame as it shows, the frames before it composed under its transparent pixels: RGB, width × height × 3. */
  frames: Uint8Array[];
  delaysMs: number[];
  /** 0 is forever (the NETSCAPE2.0 loop count), null when the file does not loop. */
  loops: number | null;
}

/**
 * A GIF decoded by an independent decoder (gifuct-js) and composed as a viewer shows it: disposal 0 and 1 keep the
 * picture, 2 clears the frame's rectangle, transparent pixels let the picture below show.
 */
export function decodeGif(bytes: Uint8Array): DecodedGif {
  const buf = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const parsed = parseGIF(buf);
  const { width, height } = parsed.lsd;
  const app = parsed.frames.find((f) => 'application' in f);
  const loops =
    app && 'application' in app && app.application.id === 'NETSCAPE2.0'
      ? app.application.blocks[1] | (app.application.blocks[2] << 8)
      : null;
  const screen = new Uint8Array(width * height * 3);
  const frames: Uint8Array[] = [];
  const delaysMs: number[] = [];
  for (const f of decompressFrames(parsed, true)) {
    const { left, top, width: w, height: h } = f.dims;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (f.pixels[i] === f.transparentIndex) continue;
        const c = f.colorTable[f.pixels[i]];
        screen.set(c, ((top + y) * width + left + x) * 3);
      }
    frames.push(screen.slice());
    delaysMs.push(f.delay);
    if (f.disposalType === 2)
      for (let y = 0; y < h; y++) screen.fill(0, ((top + y) * width + left) * 3, ((top + y) * width + left + w) * 3);
  }
  return { width, height, frames, delaysMs, loops };
}
