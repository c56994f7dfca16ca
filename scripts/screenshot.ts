// `npm run screenshot`: the README's picture, taken from the production build
// served on 127.0.0.1 and rendered by headless Chromium at projector size.
import { build, preview } from 'vite';
import { launchFreshChromium } from '../tests/e2e/support/chromium';

const SHOTS: [string, string][] = [
  ['docs/screenshot.png', '?step=A2.tlp'],
  ['docs/screenshot-multipacket.png', '?step=B4.land&messageBytes=65536'],
];

await build({ logLevel: 'silent' });
const server = await preview({ preview: { host: '127.0.0.1', port: 0 }, logLevel: 'silent' });
const addr = server.httpServer.address();
const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`;
const browser = await launchFreshChromium('rdma-shot-', { reducedMotion: 'reduce' });
const ctx = browser.context;
try {
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  for (const [file, query] of SHOTS) {
    await page.goto(base + query);
    await page.locator('#step-title').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
  await new Promise<void>((r) => server.httpServer.close(() => r()));
}
