// A message of your own capture, walked in the same step UI as the model: its packets are the wire steps, marked as
// your capture's frames; the hosts' steps are the model's, marked inferred (in the step, the list and the drawing);
// the Timing tab puts the capture's times beside the model's; a packet is compared with the model's field by field;
// "Back to the model" ends the walk, and a link made during the walk names the model's step.
import { describe, expect, inject, it } from 'vitest';
import { traceToPcap } from '../../src/sim/export/tracePcap';
import { buildTrace } from '../../src/sim/trace/buildTrace';
import { scenario } from '../unit/trace/helpers';
import { useSession } from './support/browser';
import { settled } from './support/settled';
import { shot } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });

/** A 3-packet RoCEv2 WRITE whose second packet is lost: a NAK and the resends. */
const pcap = Buffer.from(traceToPcap(buildTrace(scenario({ transport: 'rocev2', messageBytes: 12_288, fault: 'drop:2' }))));

async function openWalk(lang = 'en') {
  await s.page.goto(`${baseUrl}?step=A1.wqe&panel=capture&lang=${lang}`);
  await settled(s.page);
  await s.page.getByTestId('capture-file').setInputFiles({ name: 'write.pcap', mimeType: 'application/vnd.tcpdump.pcap', buffer: pcap });
  await s.page.getByTestId('capture-walk').first().click();
  await s.page.getByTestId('walk-banner').waitFor();
}

describe('walking a message of your capture', () => {
  it('its packets are the wire steps, the hosts’ steps are marked inferred, and the model is one click back', async () => {
    await openWalk();
    // The walk opens on the message's first packet, frame 1.
    await expect.poll(() => s.page.locator('#step-title').textContent()).toBe('Frame 1 of your capture: RC RDMA WRITE FIRST');
    expect(await s.page.getByTestId('step-origin').textContent()).toBe('From your capture: frame 1');
    await expect.poll(() => s.page.getByTestId('drawing-origin').textContent()).toBe('From your capture: frame 1');
    // Every packet of the message is a step: 3 requests, the NAK, 2 resends, the ACK.
    const frames = await s.page.locator('.step-list .step-item .step-origin.captured').evaluateAll((els) => els.map((e) => e.textContent));
    expect(frames).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7']);
    // The bytes tab shows the captured packet.
    await s.page.locator('.tab-body .bytes-panel').waitFor();
    // A host step: marked inferred in the step, the list and the drawing.
    await s.page.locator('.step-item[data-step-id="A1.mmio"]').click();
    await expect.poll(() => s.page.getByTestId('step-origin').textContent()).toBe('Not in your capture: what the host did, per the model');
    // The drawings follow the text a painted frame or two later (loading/AfterPaint).
    await expect
      .poll(() => s.page.getByTestId('drawing-origin').textContent())
      .toBe('Not in your capture: what the host did, per the model');
    expect(await s.page.locator('.step-item[data-step-id="A1.mmio"] .step-origin.inferred').count()).toBe(1);
    await shot(s.page, 'capture-walk-inferred-en');
    // The NAK (frame 4): the model sends none there, and its text says what it means.
    await s.page.locator('.step-item[data-step-id="CAPTURE.frame-4"]').click();
    await expect.poll(() => s.page.locator('#step-title').textContent()).toBe('Frame 4 of your capture: RC ACKNOWLEDGE');
    expect(await s.page.locator('.step-panel .summary').textContent()).toContain('a PSN sequence error');
    // A resend (frame 5) says so.
    await s.page.locator('.step-item[data-step-id="CAPTURE.frame-5"]').click();
    await expect.poll(() => s.page.locator('.step-panel .summary').textContent()).toContain('this is a resend');
    // Frame 1 beside the model's first packet: the same fields but those of a run.
    await s.page.locator('.step-item[data-step-id="CAPTURE.frame-1"]').click();
    const diff = s.page.getByTestId('model-diff');
    await diff.waitFor();
    expect(await diff.locator('summary').textContent()).toMatch(/, 0 where this hardware and the model differ$/);
    await shot(s.page, 'capture-walk-packet-en');
    // The Timing tab: the capture's times beside the model's, one row per packet.
    await s.page.locator('.panel-tabs [role="tab"]', { hasText: 'Timing' }).click();
    const times = s.page.getByTestId('capture-times');
    await times.waitFor();
    expect(await times.locator('tbody tr').count()).toBe(7);
    // A link made during the walk names the model's step of the same kind; the file is never in it.
    expect(new URL(s.page.url()).searchParams.get('step')).toBe('A3.transmit');
    // Back to the model: no banner, no origin.
    await s.page.getByTestId('walk-close').click();
    await expect.poll(() => s.page.getByTestId('walk-banner').count()).toBe(0);
    expect(await s.page.getByTestId('step-origin').count()).toBe(0);
    expect(await s.page.locator('#step-title').textContent()).not.toMatch(/^Frame/);
  });

  it('in Chinese, the inferred steps say so', async () => {
    await s.page.goto(`${baseUrl}?step=A1.wqe&panel=capture&lang=zh-CN`);
    await settled(s.page);
    await s.page.getByTestId('capture-file').setInputFiles({ name: 'write.pcap', mimeType: 'application/vnd.tcpdump.pcap', buffer: pcap });
    await s.page.getByTestId('ladder').scrollIntoViewIfNeeded();
    await shot(s.page, 'capture-ladder-zh');
    await openWalk('zh-CN');
    await expect.poll(() => s.page.getByTestId('step-origin').textContent()).toBe('来自你的抓包：第 1 帧');
    await s.page.locator('.step-item[data-step-id="B1.check"]').click();
    await expect.poll(() => s.page.getByTestId('step-origin').textContent()).toBe('不在你的抓包中：按模型推断的主机行为');
    await shot(s.page, 'capture-walk-inferred-zh');
  });

  it('a click on a ladder arrow opens its message’s walk at that packet', async () => {
    await s.page.goto(`${baseUrl}?step=A1.wqe&panel=capture`);
    await settled(s.page);
    await s.page.getByTestId('capture-file').setInputFiles({ name: 'write.pcap', mimeType: 'application/vnd.tcpdump.pcap', buffer: pcap });
    const ladder = s.page.getByTestId('ladder');
    await ladder.waitFor();
    // One arrow per packet, the NAK among them.
    expect(await ladder.getByTestId('ladder-arrow').count()).toBe(7);
    await shot(s.page, 'capture-ladder-en');
    await ladder.locator('[data-testid="ladder-arrow"][data-frame="4"]').click();
    await s.page.getByTestId('walk-banner').waitFor();
    await expect.poll(() => s.page.locator('#step-title').textContent()).toBe('Frame 4 of your capture: RC ACKNOWLEDGE');
    // The keyboard reaches an arrow too: Enter opens it.
    await s.page.goto(`${baseUrl}?step=A1.wqe&panel=capture`);
    await settled(s.page);
    await s.page.getByTestId('capture-file').setInputFiles({ name: 'write.pcap', mimeType: 'application/vnd.tcpdump.pcap', buffer: pcap });
    await s.page.locator('[data-testid="ladder-arrow"][data-frame="6"]').focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(() => s.page.locator('#step-title').textContent()).toBe('Frame 6 of your capture: RC RDMA WRITE LAST');
  });

  it('on a phone, in both languages: the ladder fits and a walk marks its steps', async () => {
    for (const lang of ['en', 'zh-CN']) {
      await s.page.setViewportSize({ width: 390, height: 844 });
      await s.page.goto(`${baseUrl}?step=A1.wqe&panel=capture&lang=${lang}`);
      await settled(s.page);
      await s.page
        .getByTestId('capture-file')
        .setInputFiles({ name: 'write.pcap', mimeType: 'application/vnd.tcpdump.pcap', buffer: pcap });
      const ladder = s.page.getByTestId('ladder');
      await ladder.waitFor();
      await shot(s.page, `capture-overview-phone-${lang}`);
      await ladder.scrollIntoViewIfNeeded();
      const box = await ladder.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await shot(s.page, `capture-ladder-phone-${lang}`);
      await ladder.locator('[data-testid="ladder-arrow"][data-frame="1"]').click();
      await s.page.getByTestId('walk-banner').waitFor();
      await expect.poll(() => s.page.getByTestId('step-origin').count()).toBe(1);
      await shot(s.page, `capture-walk-phone-${lang}`);
    }
  });
});
