import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { codeFocusOf } from '../../src/sim/program/codeFocus';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { buildTrace } from '../../src/sim/trace/buildTrace';
import { useSession } from './support/browser';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });

const currentStepId = () => s.page.locator('.step-item.current').getAttribute('data-step-id');

/** What the Code view shows: which host, the anchors of its lit lines, the anchor its CPU waits in, and the hardware flag. */
async function shown() {
  return s.page.getByTestId('code-panel').evaluate((panel) => {
    const host = panel.querySelector('[aria-pressed="true"]')?.getAttribute('data-testid')?.slice(-1) ?? '?';
    const anchors = (state: string) =>
      [...new Set([...panel.querySelectorAll(`[data-state="${state}"]`)].map((el) => el.getAttribute('data-anchor')))].sort();
    return {
      host,
      run: anchors('run'),
      wait: anchors('wait')[0] ?? null,
      hardware: panel.querySelector('[data-testid="code-status"]')?.getAttribute('data-hardware') === 'true',
    };
  });
}

describe('the Code view follows the steps', () => {
  it.each(['write', 'read', 'send'])(
    '%s: at every step the lit lines are the calls that cause it, and a hardware step lights none',
    async (op) => {
      const r = parseScenario({ op });
      if (!r.ok) throw new Error('scenario');
      const t = buildTrace(r.scenario);
      await s.page.goto(`${baseUrl}?op=${op}&step=${t.steps[0].id}&tab=code`);
      await s.page.getByTestId('code-panel').waitFor();
      for (const step of t.steps) {
        await expect.poll(currentStepId).toBe(step.id);
        const f = codeFocusOf(t, step.index);
        const host = f.A.run.length ? 'A' : f.B.run.length ? 'B' : f.A.wait ? 'A' : 'B';
        const want = { host, run: [...f[host].run].sort(), wait: f[host].wait, hardware: f.hardware };
        await expect.poll(shown, { message: `${op} ${step.id}` }).toEqual(want);
        if (f.hardware) expect(await s.page.getByTestId('code-status').textContent()).toContain('No line of code runs in this step');
        await s.page.keyboard.press('ArrowRight');
      }
    },
  );

  it("B's side of a WRITE: after its setup B's CPU waits on the socket and no line of B's program is lit", async () => {
    await s.page.goto(`${baseUrl}?step=B4.land&tab=code`);
    await s.page.getByTestId('code-host-B').click();
    await expect.poll(shown).toEqual({ host: 'B', run: [], wait: 'wait-done', hardware: true });
    expect(await s.page.getByTestId('code-status').textContent()).toContain('B’s CPU: asleep in read() on the TCP socket');
  });

  it('clicking a line goes to the first step it causes; the step buttons beside a call do the same', async () => {
    await s.page.goto(`${baseUrl}?step=A2.tlp&tab=code`);
    await s.page.getByTestId('code-panel').waitFor();
    await s.page.locator('[data-testid="code-listing-A"] [data-anchor="post-send"] code').first().click();
    await expect.poll(currentStepId).toBe('A1.wqe');
    await s.page.getByTestId('code-host-A').click();
    await s.page.locator('[data-testid="code-listing-A"] [data-anchor="poll-cq"] [data-testid="code-steps"]').first().click();
    await expect.poll(currentStepId).toBe('COMPLETION.poll');
    await s.page.getByTestId('code-host-B').click();
    await s.page.locator('[data-testid="code-listing-B"] [data-anchor="reg-mr"] code').first().click();
    await expect.poll(currentStepId).toBe('SETUP.reg-mr-b');
  });

  it("the library's path links every function to its public source and its step; the program downloads as a C file", async () => {
    await s.page.goto(`${baseUrl}?step=A1.mmio&tab=code`);
    await s.page.getByTestId('code-lib').click();
    const calls = s.page.getByTestId('lib-call');
    expect(await calls.count()).toBeGreaterThan(8);
    const hrefs = await s.page.getByTestId('lib-source').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const h of hrefs) expect(h).toMatch(/^https:\/\/github\.com\/linux-rdma\/rdma-core\/blob\/v44\.0\//);
    await calls.filter({ hasText: 'mlx5_bf_copy()' }).getByTestId('lib-step').click();
    await expect.poll(currentStepId).toBe('A1.mmio');
    const [file] = await Promise.all([s.page.waitForEvent('download'), s.page.getByTestId('code-download').click()]);
    expect(file.suggestedFilename()).toBe('rdma_write.c');
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    expect(text).toContain('e = ibv_post_send(qp, &wr, &bad);');
    expect(text).toContain('wr.opcode = IBV_WR_RDMA_WRITE;');
    expect(await s.page.getByTestId('code-mov').textContent()).toContain('Can I write the mapped page with a plain MOV?');
  });

  it('soft-RoCE: ibv_post_send is the ring and one write(), a kernel step names the kernel, and the library’s path is librxe’s and the kernel’s', async () => {
    await s.page.goto(`${baseUrl}?preset=rxe&step=A1.syscall&tab=code`);
    await expect.poll(shown).toEqual({ host: 'A', run: ['post-send'], wait: null, hardware: false });
    // The comment above the lit call is librxe's: the WQE into the ring, then one write() of the post-send command.
    const listing = s.page.getByTestId('code-listing-A');
    await expect
      .poll(() => listing.locator('.code-comment[data-anchor="post-send"]').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('post_send_db')]));
    await expect.poll(() => listing.textContent()).toContain('librxe writes the WQE into the send queue ring');
    expect(await listing.textContent()).not.toContain('BlueFlame register in BAR0');
    // B's kernel copies the payload: no line causes the step, and the status says whose kernel does it.
    await s.page.goto(`${baseUrl}?preset=rxe&step=B4.land&tab=code`);
    await expect.poll(() => s.page.getByTestId('code-status').textContent()).toContain('B’s kernel does this step');
    expect(await s.page.getByTestId('code-status').textContent()).toContain('B’s process: asleep in read()');
    // The library's path: librxe and the kernel, linked at rdma-core v50.0 and Linux v6.8.
    await s.page.goto(`${baseUrl}?preset=rxe&step=A1.syscall&tab=code`);
    const lib = s.page.getByTestId('code-lib');
    await expect.poll(() => lib.textContent()).toBe('Inside librxe and the kernel');
    await lib.click();
    await expect
      .poll(() => s.page.getByTestId('lib-path').locator('h4').first().textContent())
      .toBe('Inside librxe and the kernel: what the post and the poll do');
    const hrefs = await s.page.getByTestId('lib-source').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(8);
    for (const h of hrefs)
      expect(h).toMatch(/^https:\/\/github\.com\/(linux-rdma\/rdma-core\/blob\/v50\.0|torvalds\/linux\/blob\/v6\.8)\/[^#]+#L\d+/);
    const names = (await s.page.getByTestId('lib-call').locator('.lib-fn').allTextContents()).join(' ');
    expect(names).toContain('post_send_db() → write()');
    expect(names).not.toMatch(/mlx5|mmio/);
    expect(await s.page.getByTestId('code-mov').textContent()).toContain('Is there a device page to write with a plain MOV?');
    await s.page.getByTestId('lib-call').filter({ hasText: 'post_send_db() → write()' }).getByTestId('lib-step').click();
    await expect.poll(currentStepId).toBe('A1.syscall');
    // The same tab at the default card still says libmlx5.
    await s.page.goto(`${baseUrl}?step=A1.mmio&tab=code`);
    await expect.poll(() => s.page.getByTestId('code-lib').textContent()).toBe('Inside libmlx5');
  });

  it('a bad rkey: the fault is in B’s code, and A’s completion is the error the trace shows', async () => {
    await s.page.goto(`${baseUrl}?fault=bad-rkey&step=SETUP.rereg-mr-b&tab=code`);
    await expect.poll(shown).toEqual({ host: 'B', run: ['rereg-mr'], wait: null, hardware: false });
    await s.page.keyboard.press('End');
    await expect.poll(currentStepId).toBe('COMPLETION.poll');
    expect(await s.page.getByTestId('code-listing-A').textContent()).toContain('IBV_WC_REM_ACCESS_ERR');
  });

  it('in the lecture view and in Chinese, the code is the view; nothing is under the embed floor', async () => {
    await s.page.goto(`${baseUrl}?step=A1.mmio&mode=lecture&view=code`);
    await s.page.getByTestId('code-panel').waitFor();
    await expect.poll(shown).toMatchObject({ host: 'A', run: ['post-send'] });
    await s.page.goto(`${baseUrl}?step=A1.mmio&tab=code&lang=zh-CN`);
    await expect.poll(() => s.page.getByTestId('code-host-A').textContent()).toBe('主机 A');
    const sizes = await s.page
      .getByTestId('code-panel')
      .evaluate((panel) =>
        [...panel.querySelectorAll('code, p, button, summary')].map((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
      );
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  });

  it("a first open draws the lines around the lit one first, with the lit line in the box, and keeps those lines' nodes when the whole file follows", async () => {
    await s.page.goto(`${baseUrl}?step=B1.check`);
    await s.page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const frames = await s.page.evaluate(async () => {
      const out: { lines: number; litSeen: boolean }[] = [];
      let first: Element | null = null;
      document.querySelector<HTMLElement>('#panel-tab-code')?.click();
      for (let f = 0; f < 30 && out.length < 4; f++) {
        await new Promise((r) => requestAnimationFrame(r));
        const box = document.querySelector('.code-listing');
        // The line the listing scrolls to: the first lit line of code (a call, not the comment above it).
        const lit = box?.querySelector('.code-code[data-state="run"]') ?? box?.querySelector('.code-code[data-state="wait"]');
        if (!box || !lit) continue;
        first ??= lit;
        const b = box.getBoundingClientRect();
        const l = lit.getBoundingClientRect();
        out.push({ lines: box.querySelectorAll('.code-line').length, litSeen: l.top >= b.top && l.bottom <= b.bottom });
      }
      return { out, kept: first?.isConnected ?? false };
    });
    const total = frames.out.at(-1)?.lines ?? 0;
    expect(frames.out[0].lines).toBeLessThan(total);
    expect(frames.out.every((f) => f.litSeen)).toBe(true);
    expect(frames.kept).toBe(true);
  });

  it('the idle prefetch renders the Code, Timing and Wire tabs once where they open, and takes them away in the same task: the page is left as it was', async () => {
    const page = await s.context.newPage();
    try {
      // Every box put into the tab body, with what was rendered in it, and whether it was still in the page when the
      // observer ran (a microtask after the task that put it there). The document is observed, not its root element:
      // an init script runs before the root exists.
      await page.addInitScript(() => {
        const seen: { inert: boolean; hidden: boolean; panels: string[]; left: boolean }[] = [];
        (window as unknown as { __warm: typeof seen }).__warm = seen;
        const boxes = new Map<Node, (typeof seen)[number]>();
        new MutationObserver((records) => {
          for (const r of records) {
            for (const n of r.addedNodes) {
              if (
                n instanceof HTMLElement &&
                r.target instanceof HTMLElement &&
                r.target.classList.contains('tab-body') &&
                n.tagName === 'DIV'
              ) {
                const box = { inert: n.inert, hidden: n.getAttribute('aria-hidden') === 'true', panels: [], left: !n.isConnected };
                boxes.set(n, box);
                seen.push(box);
              }
              const box = boxes.get(r.target);
              if (box && n instanceof HTMLElement) box.panels.push(n.dataset.testid ?? n.className);
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${baseUrl}?step=B1.check`);
      await page.waitForFunction(() => document.documentElement.dataset.prefetched === 'true', undefined, { timeout: 30_000 });
      const warm = await page.evaluate(() => (window as unknown as { __warm: unknown }).__warm);
      expect(warm).toEqual(
        ['timing-panel', 'code-panel', 'wire-panel'].map((panel) => ({ inert: true, hidden: true, panels: [panel], left: true })),
      );
      // Nothing moved: the tab body holds the Bytes tab alone, the address still has no tab, the focus is where it was.
      expect(await page.evaluate(() => [...document.querySelectorAll('.tab-body > *')].map((e) => e.className))).toEqual(['bytes-panel']);
      expect(new URL(page.url()).searchParams.get('tab')).toBeNull();
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await page.locator('#panel-tab-code').click();
      await page.locator('.code-panel .code-listing .code-code[data-state]').first().waitFor();
    } finally {
      await page.close();
    }
  });
});
