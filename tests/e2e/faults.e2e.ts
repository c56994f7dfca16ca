import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';
import { settled } from './support/settled';
import { shot } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl);

async function open(query: string) {
  await s.page.goto(`${baseUrl}?${query}`);
  await s.page.locator('#step-title').waitFor();
  // Let the step's motion end before looking.
  await settled(s.page);
}

const title = () => s.page.locator('#step-title').textContent();

describe('faults and other operations, in the browser', () => {
  // The marks the drawings show for a fault (refused at B1.check, lost on the link, B's MR filled after the resend)
  // are read from their server render: tests/unit/viz/drawnSteps.test.tsx.
  it('a bad rkey: B’s R_Key check fails and is marked, B answers a NAK, A’s CPU sees the error', async () => {
    await open('fault=bad-rkey&step=B1.check');
    const row = s.page.locator('table.checks tr[data-check="rkey"]');
    expect(await row.getAttribute('data-ok')).toBe('false');
    await expect.poll(() => s.page.locator('table.checks tr[data-ok="false"]').count()).toBe(1);
    await shot(s.page, 'fault-bad-rkey-check');
    await open('fault=bad-rkey&step=ACK.nak');
    await expect.poll(title).toMatch(/NAK: remote access error/);
    await open('fault=bad-rkey&step=COMPLETION.poll');
    await expect.poll(title).toMatch(/sees the error/);
    expect(await s.page.locator('.step-panel').textContent()).toMatch(/IBV_WC_REM_ACCESS_ERR/);
    await shot(s.page, 'fault-bad-rkey-poll');
  });

  it('a lost packet: the link and the resend as pictures; the resent steps are badged RETRY, and the page never scrolls', async () => {
    await open('messageBytes=16384&fault=drop:2&step=FABRIC.switch-1');
    await shot(s.page, 'fault-drop-link');
    await open('messageBytes=16384&fault=drop:2&step=R2.A3.transmit');
    await expect.poll(() => s.page.locator('.phase-badge', { hasText: 'RETRY' }).count()).toBeGreaterThan(0);
    await shot(s.page, 'fault-drop-retransmit');
    // The page itself never scrolls: tall panels scroll inside.
    expect(await s.page.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) <= window.innerHeight)).toBe(true);
  });

  it('a READ: B reads its own memory, the responses come back and land in A’s memory', async () => {
    await open('op=read&messageBytes=16384&step=B3.read-memory');
    await expect.poll(title).toMatch(/HCA B reads B’s memory/);
    await open('op=read&messageBytes=16384&step=RESPONSE.land');
    await expect.poll(title).toMatch(/lands in A’s pinned pages/);
    expect(await s.page.locator('h1').textContent()).toMatch(/RDMA READ/);
    await shot(s.page, 'op-read-land');
  });

  it('three clocks for “done”, side by side: a WRITE with immediate reaches all three', async () => {
    await open('op=write-imm&messageBytes=4096&step=COMPLETION.poll-b&tab=timing');
    const clocks = s.page.getByTestId('done-clocks');
    await clocks.waitFor();
    const states = await clocks
      .locator('li')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-clock'), e.getAttribute('data-state')]));
    expect(states).toEqual([
      ['placed', 'reached'],
      ['cqe', 'reached'],
      ['told', 'reached'],
    ]);
    await shot(s.page, 'three-clocks');
    await open('op=write&step=COMPLETION.poll&tab=timing');
    expect(await s.page.getByTestId('done-clocks').locator('li[data-clock="told"]').getAttribute('data-state')).toBe('never');
    // The steady-stream figure has no fault in its model, and says so when the trace has one.
    const summary = () => s.page.locator('.timing-summary dt').textContent();
    expect(await summary()).not.toMatch(/without the fault/);
    await open('fault=drop:1&step=COMPLETION.poll&tab=timing');
    expect(await summary()).toMatch(/without the fault/);
  });
});
