import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl);

const currentStepId = () => s.page.locator('.step-item.current').getAttribute('data-step-id');
const urlStep = () => new URL(s.page.url()).searchParams.get('step');

describe('the app shell', () => {
  it('renders the first step, the step list, the step panel and the controls', async () => {
    await s.page.goto(baseUrl);
    await s.page.locator('#step-title').waitFor();
    expect(await s.page.locator('#step-title').textContent()).toBe('B registers its buffer (ibv_reg_mr)');
    expect(await currentStepId()).toBe('SETUP.reg-mr-b');
    expect(await s.page.locator('.step-item').count()).toBe(20);
    for (const name of ['Back', 'Play', 'Next', 'Restart']) expect(await s.page.getByRole('button', { name, exact: true }).count()).toBe(1);
    expect(await s.page.getByLabel('Playback speed').count()).toBe(1);
    expect(urlStep()).toBe('SETUP.reg-mr-b');
  });

  it('next and back change the step and the URL', async () => {
    await s.page.getByRole('button', { name: 'Next', exact: true }).click();
    await s.page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await currentStepId()).toBe('SETUP.connect');
    await expect.poll(urlStep).toBe('SETUP.connect');
    await s.page.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await currentStepId()).toBe('SETUP.reg-mr-a');
    await expect.poll(urlStep).toBe('SETUP.reg-mr-a');
  });

  it('the keyboard steps: Right, Left, End, Home', async () => {
    await s.page.locator('body').click({ position: { x: 5, y: 5 } });
    await s.page.keyboard.press('ArrowRight');
    expect(await currentStepId()).toBe('SETUP.connect');
    await s.page.keyboard.press('ArrowLeft');
    expect(await currentStepId()).toBe('SETUP.reg-mr-a');
    await s.page.keyboard.press('End');
    expect(await currentStepId()).toBe('COMPLETION.poll');
    await s.page.keyboard.press('Home');
    expect(await currentStepId()).toBe('SETUP.reg-mr-b');
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

  it('no console errors, no page errors, no request to any other origin', () => {
    expect(s.consoleErrors).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});
