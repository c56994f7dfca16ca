import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';
import { settled } from './support/settled';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl);

const currentStepId = () => s.page.locator('.step-item.current').getAttribute('data-step-id');
const urlStep = () => new URL(s.page.url()).searchParams.get('step');

describe('the app shell', () => {
  it('opens on the start card: the question, the answer and three ways in; the link has no step yet', async () => {
    await s.page.goto(baseUrl);
    const card = s.page.getByTestId('start-card');
    await card.waitFor();
    expect(await card.getByRole('heading').textContent()).toContain('what does its CPU write through the InfiniBand card’s PCIe BAR');
    expect(await card.textContent()).toContain('never B’s RAM');
    for (const way of ['real', 'misconception', 'bytes']) expect(await card.locator(`[data-way="${way}"]`).count()).toBe(1);
    expect(urlStep()).toBeNull();
    // → starts the walk, as for a reader who never saw the card: at A1's first step, the setup folded. (Once the page
    // has hydrated: the prerendered card is on screen before any script has run.)
    await settled(s.page);
    await s.page.keyboard.press('ArrowRight');
    // Polled: under load the core's chunk can still be on its way, and the key's action waits for it (nothing dropped).
    await expect.poll(() => card.count()).toBe(0);
    await expect.poll(currentStepId).toBe('A1.wqe');
    await expect.poll(urlStep).toBe('A1.wqe');
    expect(new URL(s.page.url()).searchParams.get('setup')).toBe('0');
    expect(await s.page.locator('.step-item[data-step-id^="SETUP."]').count()).toBe(0);
    // Back stops here; the setup is one click away.
    expect(await s.page.getByRole('button', { name: 'Back', exact: true }).isDisabled()).toBe(true);
    const fold = s.page.getByTestId('setup-fold');
    expect(await fold.textContent()).toContain('How did we get here?');
    await fold.click();
    await expect.poll(urlStep).toBe('SETUP.reg-mr-b');
    expect(new URL(s.page.url()).searchParams.get('setup')).toBeNull();
    expect(await s.page.locator('.step-item[data-step-id^="SETUP."]').count()).toBe(5);
    expect(await fold.count()).toBe(0);
  });

  it('a first visit’s “walk the real path” opens A1’s first step; a deep link into the setup still opens there', async () => {
    await s.page.goto(baseUrl);
    await s.page.locator('[data-way="real"]').click();
    await expect.poll(currentStepId).toBe('A1.wqe');
    expect(await s.page.locator('#step-title').textContent()).toBe('A builds the work request in its own RAM');
    await s.page.goto(`${baseUrl}?step=SETUP.exchange`);
    await s.page.locator('#step-title').waitFor();
    expect(await currentStepId()).toBe('SETUP.exchange');
    expect(await s.page.getByTestId('setup-fold').count()).toBe(0);
  });

  it('the card’s other ways in: the misconception, and the bytes of the store into the BAR', async () => {
    await s.page.goto(baseUrl);
    await s.page.locator('[data-way="misconception"]').click();
    await expect.poll(() => new URL(s.page.url()).searchParams.get('misconception')).toBe('1');
    await s.page.getByTestId('misconception-panel').waitFor();
    await s.page.goto(baseUrl);
    await s.page.locator('[data-way="bytes"]').click();
    await expect.poll(urlStep).toBe('A2.tlp');
    // The bytes come in their own chunk: wait for them, then there is one panel of them.
    await s.page.getByTestId('bytes-panel').waitFor();
    expect(await s.page.getByTestId('bytes-panel').count()).toBe(1);
    // Space on the card starts playing from A1’s first step; Escape just closes it.
    await s.page.goto(`${baseUrl}?speed=4`);
    await s.page.getByTestId('start-card').waitFor();
    await s.page.keyboard.press('Escape');
    expect(await s.page.getByTestId('start-card').count()).toBe(0);
    await expect.poll(currentStepId).toBe('A1.wqe');
  });

  it('renders the first step, the step list, the step panel and the controls', async () => {
    await s.page.goto(`${baseUrl}?step=1`);
    await s.page.locator('#step-title').waitFor();
    expect(await s.page.getByTestId('start-card').count()).toBe(0);
    expect(await s.page.locator('#step-title').textContent()).toBe('B registers its buffer (ibv_reg_mr)');
    expect(await currentStepId()).toBe('SETUP.reg-mr-b');
    expect(await s.page.locator('.step-item').count()).toBe(20);
    for (const name of ['Back', 'Play', 'Next', 'Restart']) expect(await s.page.getByRole('button', { name, exact: true }).count()).toBe(1);
    expect(await s.page.getByLabel('Playback speed').count()).toBe(1);
    expect(urlStep()).toBe('SETUP.reg-mr-b');
  });

  it('next and back change the step and the URL', async () => {
    await s.page.goto(`${baseUrl}?step=1`);
    await s.page.locator('#step-title').waitFor();
    await s.page.getByRole('button', { name: 'Next', exact: true }).click();
    await s.page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(currentStepId).toBe('SETUP.create-qp');
    await expect.poll(urlStep).toBe('SETUP.create-qp');
    await s.page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(currentStepId).toBe('SETUP.reg-mr-a');
    await expect.poll(urlStep).toBe('SETUP.reg-mr-a');
  });

  it('the keyboard steps: Right, Left, End, Home', async () => {
    await s.page.goto(`${baseUrl}?step=SETUP.reg-mr-a`);
    await s.page.locator('#step-title').waitFor();
    await s.page.locator('body').click({ position: { x: 5, y: 5 } });
    await s.page.keyboard.press('ArrowRight');
    await expect.poll(currentStepId).toBe('SETUP.create-qp');
    await s.page.keyboard.press('ArrowLeft');
    await expect.poll(currentStepId).toBe('SETUP.reg-mr-a');
    await s.page.keyboard.press('End');
    await expect.poll(currentStepId).toBe('COMPLETION.poll');
    await s.page.keyboard.press('Home');
    await expect.poll(currentStepId).toBe('SETUP.reg-mr-b');
  });

  it('the step list keeps the current step in view, step after step, without moving the page', async () => {
    await s.page.goto(`${baseUrl}?step=SETUP.reg-mr-b`);
    await s.page.locator('body').click({ position: { x: 5, y: 5 } });
    // Fully inside the list's visible box (the list scrolls; the page does not).
    const currentInView = () =>
      s.page.evaluate(() => {
        const el = document.querySelector('.step-item.current');
        const list = document.querySelector('.step-list ol');
        if (!el || !list) return false;
        let box = list.getBoundingClientRect();
        for (let p = list.parentElement; p; p = p.parentElement) {
          if (getComputedStyle(p).overflowY !== 'visible') {
            const r = p.getBoundingClientRect();
            box = new DOMRect(box.x, Math.max(box.top, r.top), box.width, Math.min(box.bottom, r.bottom) - Math.max(box.top, r.top));
          }
        }
        const r = el.getBoundingClientRect();
        return r.top >= box.top - 1 && r.bottom <= box.bottom + 1 && window.scrollY === 0;
      });
    for (let i = 0; i < 19; i++) {
      await s.page.keyboard.press('ArrowRight');
      await expect.poll(currentInView, { timeout: 3000 }).toBe(true);
    }
    await expect.poll(currentStepId).toBe('COMPLETION.poll');
    await s.page.keyboard.press('Home');
    await expect.poll(currentInView, { timeout: 3000 }).toBe(true);
  });

  it('the step keys still work with focus on the misconception checkbox', async () => {
    await s.page.goto(`${baseUrl}?step=A1.mmio`);
    await s.page.getByRole('checkbox', { name: /Misconception/ }).click();
    const before = await currentStepId();
    await s.page.keyboard.press('ArrowRight');
    expect(await currentStepId()).not.toBe(before);
    await s.page.getByRole('checkbox', { name: /Misconception/ }).click();
  });

  it('a deep link opens at its step, and play advances through the trace', async () => {
    await s.page.goto(`${baseUrl}?step=A2.tlp&speed=4`);
    expect(await s.page.locator('#step-title').textContent()).toBe('The root complex sends a Memory Write TLP to HCA A');
    await s.page.keyboard.press('Space');
    await expect.poll(currentStepId, { timeout: 5000 }).not.toBe('A2.tlp');
    await s.page.getByRole('button', { name: 'Pause', exact: true }).click();
  });

  it('a bad URL names the problem and still shows a working view', async () => {
    await s.page.goto(`${baseUrl}?pathMtu=300&step=bogus`);
    const alert = s.page.locator('.url-errors');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('pathMtu');
    expect(await alert.textContent()).toContain('256, 512, 1024, 2048, 4096');
    expect(await s.page.locator('.step-item').count()).toBe(20);
  });

  it('a step that names none opens as a link without one: the start card, then A1, and images named after it', async () => {
    await s.page.goto(`${baseUrl}?step=bogus`);
    expect(await s.page.locator('.url-errors li code:first-child').allTextContents()).toEqual(['step']);
    const card = s.page.getByTestId('start-card');
    await card.waitFor();
    await s.page.keyboard.press('ArrowRight');
    await expect.poll(() => card.count()).toBe(0);
    await expect.poll(currentStepId).toBe('A1.wqe');
    await expect.poll(urlStep).toBe('A1.wqe');
    await s.page.getByRole('button', { name: 'Share' }).click();
    const [image] = await Promise.all([s.page.waitForEvent('download'), s.page.getByTestId('export-topology-svg').click()]);
    expect(image.suggestedFilename()).toBe('rdma-write-A1.wqe-topology.svg');
  });
});
