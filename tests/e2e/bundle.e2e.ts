import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

/**
 * The scripts the served index.html loads (the page's own, relative to the base URL), and the chunks each asks for at
 * once with its dependencies, as Vite lists them for a dynamic import's preload (the entry imports the program).
 */
async function servedScripts(): Promise<string[]> {
  const html = await (await fetch(baseUrl)).text();
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => new URL(m[1], baseUrl).href);
  const modulePreloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => new URL(m[1], baseUrl).href);
  const all = new Set([...srcs, ...modulePreloads]);
  for (const src of [...all]) {
    const deps = (await (await fetch(src)).text()).match(/__vite__mapDeps=.*?m\.f=\[([^\]]*)\]/)?.[1] ?? '';
    for (const m of deps.matchAll(/"([^"]+)"/g)) all.add(new URL(m[1], src).href);
  }
  return [...all];
}

describe('the bundle under test is the production bundle', () => {
  it('serves React’s production build: no jsxDEV, no development warnings', async () => {
    const scripts = await servedScripts();
    expect(scripts.length).toBeGreaterThan(0);
    let total = 0;
    for (const src of scripts) {
      const js = await (await fetch(src)).text();
      total += js.length;
      expect(js, src).not.toContain('jsxDEV');
      // React's development build carries this warning text; the production build does not.
      expect(js, src).not.toContain('Each child in a list should have a unique');
    }
    expect(total).toBeGreaterThan(50_000);
  });
});
