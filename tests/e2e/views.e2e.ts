import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';
import { settled } from './support/settled';
import { shot } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl);

const stepId = () => s.page.locator('.step-item.current').getAttribute('data-step-id');

describe('the views follow the trace', () => {
  // What the drawings light at a step (the doorbell register, B's pages filled) is read from their server render:
  // tests/unit/viz/drawnSteps.test.tsx, and every step family's drawings are pinned in tests/unit/golden/drawings.golden.test.tsx.
  it('walks every step of the default scenario, with a screenshot per step', async () => {
    // Each picture is a step's end state: with reduced motion the views draw it at once (a11y.e2e.ts checks the tween).
    await s.page.emulateMedia({ reducedMotion: 'reduce' });
    await s.page.goto(`${baseUrl}?step=SETUP.reg-mr-b`);
    await s.page.getByTestId('topology').waitFor();
    const count = await s.page.locator('.step-item').count();
    for (let i = 0; i < count; i++) {
      const id = (await stepId())!;
      expect(await s.page.getByTestId('topology').count()).toBe(1);
      expect(await s.page.getByTestId('memory-maps').count()).toBe(1);
      expect(await s.page.getByTestId('bytes-panel').count()).toBe(1);
      await settled(s.page); // let the step's motion finish before the picture
      await shot(s.page, `step-${String(i + 1).padStart(2, '0')}-${id}`);
      if (i < count - 1) await s.page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    expect(await stepId()).toBe('COMPLETION.poll');
    await s.page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('hovering a field highlights its value in the other views (remote VA: RETH -> B’s MR; rkey -> HCA B)', async () => {
    await s.page.goto(`${baseUrl}?step=A3.transmit`);
    await s.page.getByTestId('bytes-panel').waitFor();
    const va = s.page.locator('[data-testid="field"][data-link="remoteVa"]').first();
    await va.hover();
    await expect
      .poll(() => s.page.locator('[data-testid="memory-maps"] [data-linked="true"][data-link="remoteVa"]').count())
      .toBeGreaterThan(0);
    expect(await s.page.locator('[data-testid="byte"][data-highlight="true"]').count()).toBe(8);
    const rkey = s.page.locator('[data-testid="field"][data-link="rkey"]').first();
    await rkey.hover();
    await expect.poll(() => s.page.locator('[data-testid="topology"] [data-linked="true"][data-link="rkey"]').count()).toBeGreaterThan(0);
    await shot(s.page, 'linked-rkey');
    // And back: pointing at B's MR in the memory map highlights the RETH VA bytes.
    await s.page.locator('[data-testid="memory-maps"] [data-link="remoteVa"]').first().hover();
    await expect
      .poll(() => s.page.locator('[data-testid="field"][data-link="remoteVa"][data-highlight="true"]').count())
      .toBeGreaterThan(0);
  });

  it('a step shows its text at once; the drawings follow a painted frame later and the bytes after them, and then all agree', async () => {
    await s.page.goto(`${baseUrl}?step=A1.wqe`);
    await s.page.getByTestId('bytes-panel').waitFor();
    const topologyLabel = () => s.page.locator('[data-testid="topology"] > svg[role="img"]').getAttribute('aria-label');
    await expect.poll(topologyLabel).toContain(await s.page.locator('#step-title').textContent());
    // In the task of the click: the text has changed, the drawing has not (it is not re-rendered in that frame).
    const atClick = (await s.page.evaluate(`(async () => {
      document.querySelector('button[aria-label="Next"]').click();
      // React renders a click's update in a microtask queued by the click.
      await new Promise((r) => queueMicrotask(r));
      return { title: document.querySelector('#step-title').textContent, drawing: document.querySelector('[data-testid="topology"] > svg[role="img"]').getAttribute('aria-label') };
    })()`)) as { title: string; drawing: string };
    expect(atClick.title).toBe('A updates the doorbell record');
    expect(atClick.drawing).not.toContain(atClick.title);
    // A few frames later every view shows the new step.
    await expect.poll(topologyLabel).toContain(atClick.title);
    await expect.poll(() => s.page.getByTestId('bytes-panel').locator('.picker').textContent()).toMatch(/doorbell record/i);
  });

  it('the dump of a 4 KiB packet holds only the rows in view and scrolls to the field pointed at', async () => {
    await s.page.goto(`${baseUrl}?step=A3.segment&messageBytes=65536`);
    const panel = s.page.getByTestId('bytes-panel');
    await panel.waitFor();
    await expect.poll(() => panel.textContent()).toContain('4138 B');
    const rows = panel.locator('.hex-row');
    // 4138 bytes are 518 rows of 8; the dump's box shows a few of them.
    expect(await rows.count()).toBeGreaterThan(3);
    expect(await rows.count()).toBeLessThan(60);
    const hex = panel.locator('.hex');
    expect(await hex.evaluate((el) => el.scrollTop)).toBe(0);
    // The ICRC is the packet's last 4 bytes before the 2-byte VCRC (offsets 4132-4135): pointing at it scrolls the dump there.
    await panel.locator('[data-testid="field"][data-path$="ICRC"]').first().hover();
    await expect.poll(() => hex.evaluate((el) => el.scrollTop)).toBeGreaterThan(10_000);
    for (const o of [4132, 4135])
      expect(await panel.locator(`[data-testid="byte"][data-offset="${o}"]`).getAttribute('data-highlight')).toBe('true');
    expect(await rows.count()).toBeLessThan(60);
  });

  it('changing the message size and the MTU re-draws topology, memory maps and bytes; an invalid MTU keeps the view', async () => {
    await s.page.goto(`${baseUrl}?step=A3.transmit`);
    await s.page.getByTestId('scenario-button').click();
    const panel = s.page.getByTestId('scenario-panel');
    await panel.waitFor();
    const pagesBefore = await s.page.getByTestId('mr-page').count();
    await panel.locator('input[name="messageBytes"]').fill('65536');
    await panel.locator('input[name="pathMtu"]').fill('1024');
    await expect.poll(() => new URL(s.page.url()).searchParams.get('messageBytes')).toBe('65536');
    await expect.poll(() => new URL(s.page.url()).searchParams.get('pathMtu')).toBe('1024');
    expect(await stepId()).toBe('A3.transmit');
    await expect.poll(() => s.page.getByTestId('topology').textContent()).toContain('64 packets');
    await expect.poll(() => s.page.getByTestId('mr-page').count()).toBeGreaterThan(pagesBefore);
    expect(await s.page.getByTestId('bytes-panel').textContent()).toContain('of 64');
    await shot(s.page, 'scenario-64KiB-mtu1024');

    await panel.locator('input[name="pathMtu"]').fill('300');
    const err = s.page.locator('[data-testid="scenario-error"][data-field="pathMtu"]');
    await err.waitFor();
    expect(await err.textContent()).toContain('256, 512, 1024, 2048, 4096');
    expect(await panel.locator('input[name="pathMtu"]').getAttribute('aria-invalid')).toBe('true');
    // The previous, valid view stays.
    expect(new URL(s.page.url()).searchParams.get('pathMtu')).toBe('1024');
    expect(await s.page.getByTestId('topology').textContent()).toContain('64 packets');
    await shot(s.page, 'scenario-invalid-mtu');
    await s.page.keyboard.press('Escape');
  });

  it('works at 1920x1080 and in the dark theme', async () => {
    await s.page.setViewportSize({ width: 1920, height: 1080 });
    await s.page.goto(`${baseUrl}?step=B4.land&messageBytes=20000&theme=dark`);
    await s.page.getByTestId('topology').waitFor();
    await settled(s.page);
    await shot(s.page, 'dark-1920-B4');
    await s.page.setViewportSize({ width: 1280, height: 720 });
  });
});
