// Animated GIFs of any steps, from the Share panel: decoded by an independent decoder (gifuct-js), they have the size
// asked for, a frame count and a duration that follow from the steps, frames that differ where a step animates, and a
// byte size under the README's limit for a 20-step walk at 960×540. Both languages; reduced motion; a cancel; a range
// or a size it cannot read gets one line; nothing leaves the page.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { decodeGif } from '../support/decodeGif';
import { useSession } from './support/browser';
import { SHOT_DIR } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });

/** Every step of a GIF shows for its animation (ten pictures of 100 ms) and then its end state (1.5 s). */
const STEP_MS = 10 * 100 + 1500;

/** The GIF the Share panel downloads for a range and a size, in a language. */
async function gif(lang: string, range: string, size: string, here = false): Promise<{ bytes: Uint8Array; status: string }> {
  if (!here) await s.page.goto(`${baseUrl}?step=A1.wqe&panel=share&lang=${lang}`);
  await s.page.getByTestId('gif-range').fill(range);
  await s.page.getByTestId('gif-size').selectOption(size);
  const requests: string[] = [];
  const onRequest = (r: { url(): string }) => requests.push(r.url());
  s.page.on('request', onRequest);
  const [d] = await Promise.all([s.page.waitForEvent('download', { timeout: 120_000 }), s.page.getByTestId('gif-download').click()]);
  const bytes = new Uint8Array(readFileSync(await d.path()));
  s.page.off('request', onRequest);
  // The pictures, the GIF and the download are made in the page: nothing but the app's own chunks is fetched.
  expect(requests.filter((u) => !u.startsWith(baseUrl))).toEqual([]);
  const status = (await s.page.getByTestId('gif-status').textContent()) ?? '';
  return { bytes, status };
}

/** The frames of each step: a step's frames start within its STEP_MS. */
function framesByStep(delays: readonly number[], steps: number): number[][] {
  const out: number[][] = Array.from({ length: steps }, () => []);
  let at = 0;
  delays.forEach((d, i) => {
    out[Math.floor(at / STEP_MS)].push(i);
    at += d;
  });
  return out;
}

/** Which of the steps A1.wqe … (as the walk's numbers) move something on screen: the topology's in-flight artifacts. */
async function animates(stepIds: readonly string[]): Promise<boolean[]> {
  const out: boolean[] = [];
  for (const id of stepIds) {
    await s.page.goto(`${baseUrl}?step=${id}`);
    out.push(
      Number(
        (await s.page
          .getByTestId('artifact-in-flight')
          .getAttribute('data-items')
          .catch(() => null)) ?? 0,
      ) > 0,
    );
  }
  return out;
}

describe('animated GIFs of any steps', () => {
  it('English, A1–A2 at 640×360: the size, the frames and their time, and pictures that move where the step does', async () => {
    const { bytes, status } = await gif('en', 'A1–A2', '640x360');
    const g = decodeGif(bytes);
    expect([g.width, g.height, g.loops]).toEqual([640, 360, 0]);
    mkdirSync(SHOT_DIR, { recursive: true });
    writeFileSync(join(SHOT_DIR, 'gif-en-A1-A2-640x360.gif'), bytes);
    // A1–A2 is four steps (steps 6 to 9 of the default walk).
    const ids = ['A1.wqe', 'A1.dbr', 'A1.mmio', 'A2.tlp'];
    expect(g.delaysMs.reduce((a, b) => a + b, 0)).toBe(ids.length * STEP_MS);
    const byStep = framesByStep(g.delaysMs, ids.length);
    const moving = await animates(ids);
    expect(moving.some(Boolean)).toBe(true);
    byStep.forEach((frames, k) => {
      // A step that moves shows several different pictures; each written frame differs from the one before.
      if (moving[k]) expect(frames.length, ids[k]).toBeGreaterThan(3);
      for (const i of frames.slice(1)) expect(Buffer.compare(g.frames[i], g.frames[i - 1]), `${ids[k]} frame ${i}`).not.toBe(0);
    });
    // Each step's first picture differs from the step before's last: the GIF walks.
    for (const k of [1, 2, 3]) expect(Buffer.compare(g.frames[byStep[k][0]], g.frames[byStep[k - 1].at(-1) ?? 0])).not.toBe(0);
    expect(status).toMatch(
      new RegExp(
        `^Saved rdma-write-en-640x360\\.gif: ${g.frames.length} frames, 10\\.0 s long, ${Math.round(bytes.length / 1024)} KB, made in [\\d.]+ s\\.$`,
      ),
    );
  });

  it('the memory maps: the pages of B’s region fill as the data lands (B4, a 16 KiB message)', async () => {
    await s.page.goto(`${baseUrl}?messageBytes=16384&step=A1.wqe&panel=share`);
    await s.page.getByTestId('gif-view').selectOption('memory');
    const { bytes } = await gif('en', 'B4', '640x360', true);
    const g = decodeGif(bytes);
    const total = g.delaysMs.reduce((a, b) => a + b, 0);
    expect(total % STEP_MS).toBe(0);
    // The pages fill over the animation: more pictures than the steps, each different from the one before.
    expect(g.frames.length).toBeGreaterThan(total / STEP_MS + 2);
    for (let i = 1; i < g.frames.length; i++) expect(Buffer.compare(g.frames[i], g.frames[i - 1])).not.toBe(0);
  });

  it('a 20-step walk at 960×540 stays under the README’s limit; in Chinese', async () => {
    const limit = Number(readFileSync('README.md', 'utf8').match(/20-step walk at 960×540 is at most (\d+(?:\.\d+)?) MB/)?.[1]);
    expect(limit).toBeGreaterThan(0);
    const { bytes, status } = await gif('zh-CN', '1–20', '960x540');
    const g = decodeGif(bytes);
    expect([g.width, g.height]).toEqual([960, 540]);
    // Kept to be looked at, frame by frame, at projector size.
    mkdirSync(SHOT_DIR, { recursive: true });
    writeFileSync(join(SHOT_DIR, 'gif-zh-walk-960x540.gif'), bytes);
    expect(g.delaysMs.reduce((a, b) => a + b, 0)).toBe(20 * STEP_MS);
    expect(bytes.length).toBeLessThan(limit * 1024 * 1024);
    expect(status).toMatch(/^已保存 rdma-write-zh-CN-960x540\.gif：\d+ 帧，时长 50\.0 秒，\d+ KB，用时 [\d.]+ 秒。$/);
    console.log(`20-step walk at 960×540: ${g.frames.length} frames, ${(bytes.length / 1024).toFixed(0)} KB; ${status}`);
  }, 180_000);

  it('with reduced motion the GIF is still made, and nothing on the page moves while it is', async () => {
    await s.page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await s.page.goto(`${baseUrl}?step=A1.wqe&panel=share`);
      await s.page.getByTestId('gif-range').fill('A2–A3');
      await s.page.getByTestId('gif-size').selectOption('640x360');
      const download = s.page.waitForEvent('download', { timeout: 120_000 });
      await s.page.getByTestId('gif-download').click();
      await s.page.getByTestId('gif-still').waitFor();
      expect(await s.page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
      const g = decodeGif(new Uint8Array(readFileSync(await (await download).path())));
      expect(g.frames.length).toBeGreaterThan(4);
    } finally {
      await s.page.emulateMedia({ reducedMotion: null });
    }
  });

  it('Cancel stops it between two pictures: no file, and the line says how far it got', async () => {
    await s.page.goto(`${baseUrl}?step=A1.wqe&panel=share`);
    await s.page.getByTestId('gif-range').fill('1–20');
    let downloads = 0;
    const count = () => downloads++;
    s.page.on('download', count);
    await s.page.getByTestId('gif-download').click();
    await expect.poll(() => s.page.getByTestId('gif-progress').getAttribute('value')).not.toBe('0');
    await s.page.getByTestId('gif-cancel').click();
    await expect
      .poll(() => s.page.getByTestId('gif-status').textContent())
      .toMatch(/^Cancelled after \d+ of 20 steps: no file was saved\.$/);
    const done = Number((await s.page.getByTestId('gif-status').textContent())?.match(/after (\d+)/)?.[1]);
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(20);
    expect(await s.page.getByTestId('gif-download').isEnabled()).toBe(true);
    s.page.off('download', count);
    expect(downloads).toBe(0);
  });

  it('a range or a size it cannot read gets one line', async () => {
    await s.page.goto(`${baseUrl}?step=A1.wqe&panel=share`);
    await s.page.getByTestId('gif-range').fill('B4–A1');
    await s.page.getByTestId('gif-download').click();
    await expect
      .poll(() => s.page.getByTestId('gif-status').textContent())
      .toBe('The range runs backwards, from B4 to A1: give its first step first.');
    await s.page.getByTestId('gif-range').fill('A1');
    await s.page.getByTestId('gif-size').selectOption('custom');
    await s.page.getByTestId('gif-width').fill('5000');
    await s.page.getByTestId('gif-download').click();
    await expect
      .poll(() => s.page.getByTestId('gif-status').textContent())
      .toBe('The size must be whole pixels, 160–1920 wide and 90–1080 high.');
  });
});
