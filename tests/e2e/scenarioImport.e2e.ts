// The app's own scenario inputs follow the CLI's rules: a file or a paste of at most 1 MiB, a BOM accepted, a
// refusal as one escaped line over a working view.
import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });

const open = async () => {
  await s.page.goto(`${baseUrl}?panel=scenario`);
  await s.page.getByTestId('scenario-panel').waitFor();
};
const status = () => s.page.getByTestId('scenario-import-status');
const title = () => s.page.locator('header h1').textContent();

describe('a scenario from a file or a paste', () => {
  it('applies a file with a BOM', async () => {
    await open();
    const file = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"op": "read", "messageBytes": 4096}')]);
    await s.page.getByTestId('scenario-file').setInputFiles({ name: 'read.json', mimeType: 'application/json', buffer: file });
    await expect.poll(() => status().getAttribute('data-ok')).toBe('true');
    expect(await status().textContent()).toBe('Applied the scenario from read.json.');
    await expect.poll(title).toMatch(/RDMA READ/);
  });

  it('refuses a file over 1 MiB before reading it, and keeps the view', async () => {
    await open();
    const big = Buffer.alloc((1 << 20) + 1, 0x20);
    await s.page.getByTestId('scenario-file').setInputFiles({ name: 'big\u001b[31m.json', mimeType: 'application/json', buffer: big });
    await expect.poll(() => status().getAttribute('data-ok')).toBe('false');
    const line = (await status().textContent()) ?? '';
    expect(line).toMatch(/^Not applied \(big\\x1b\[31m\.json\): larger than 1 MiB/);
    expect(line).not.toMatch(/[\p{Cc}]/u);
    await expect.poll(title).toMatch(/RDMA WRITE/);
    expect(await s.page.locator('.step-item').count()).toBeGreaterThan(10);
  });

  it('a paste that is not JSON quotes a few bytes, escaped; a valid paste applies', async () => {
    await open();
    await s.page.getByText('Paste a scenario (JSON)').click();
    await s.page.getByTestId('scenario-paste').fill(`\u0007nope ${'x'.repeat(2000)}`);
    await s.page.getByTestId('scenario-paste-apply').click();
    await expect.poll(() => status().getAttribute('data-ok')).toBe('false');
    const line = (await status().textContent()) ?? '';
    expect(line).toMatch(/^Not applied \(the pasted text\): not valid JSON/);
    expect(line).toContain('\\x07');
    expect(line.length).toBeLessThan(140);
    // A later change in the form makes the refusal old news: it goes.
    await s.page.locator('.scn-starting-points button').nth(1).click();
    await expect.poll(() => status().count()).toBe(0);
    await s.page.getByTestId('scenario-paste').fill('{"op": "send"}');
    await s.page.getByTestId('scenario-paste-apply').click();
    await expect.poll(() => status().getAttribute('data-ok')).toBe('true');
    await expect.poll(title).toMatch(/SEND/);
  });
});
