import type { StepPicture } from './stepFrames';

/** The page's colours and font, read once from the app's theme, so a GIF looks like the page it came from. */
export interface FrameLook {
  bg: string;
  ink: string;
  font: string;
}

export function frameLook(): FrameLook {
  const app = document.querySelector('.app') ?? document.body;
  const cs = getComputedStyle(app);
  return {
    bg: cs.getPropertyValue('--bg').trim() || '#ffffff',
    ink: cs.getPropertyValue('--text').trim() || '#111827',
    font: cs.fontFamily || 'sans-serif',
  };
}

/** The text cut to fit `width`, with an ellipsis where it was cut. */
function fitted(ctx: CanvasRenderingContext2D, text: string, width: number) {
  if (ctx.measureText(text).width <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(`${text.slice(0, mid)}…`).width <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

/**
 * One GIF picture on `canvas` (width × height): the step's title line in a band at the top, and under it the drawing,
 * as large as fits, its proportions kept. Returns the RGBA pixels.
 */
export async function paintFrame(
  canvas: HTMLCanvasElement,
  picture: StepPicture,
  titleLine: string,
  look: FrameLook,
): Promise<Uint8ClampedArray> {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  const { width, height } = canvas;
  const band = Math.round(height * 0.085);
  ctx.fillStyle = look.bg;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = look.ink;
  ctx.font = `600 ${Math.round(band * 0.5)}px ${look.font}`;
  ctx.textBaseline = 'middle';
  const pad = Math.round(band * 0.35);
  ctx.fillText(fitted(ctx, titleLine, width - 2 * pad), pad, band / 2);
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.svg)}`;
  await img.decode();
  const scale = Math.min(width / picture.w, (height - band) / picture.h);
  const w = picture.w * scale;
  const h = picture.h * scale;
  ctx.drawImage(img, (width - w) / 2, band + (height - band - h) / 2, w, h);
  return ctx.getImageData(0, 0, width, height).data;
}
