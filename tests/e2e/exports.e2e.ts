import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl);

describe('downloads from the app', () => {
  it('the JSON and pcap buttons download the current scenario’s trace', async () => {
    await s.page.goto(`${baseUrl}?messageBytes=9000&step=A3.transmit`);
    await s.page.locator('#step-title').waitFor();
    const [json] = await Promise.all([s.page.waitForEvent('download'), s.page.getByTestId('export-json').click()]);
    const j = JSON.parse(readFileSync((await json.path())!, 'utf8'));
    expect(j.scenario.messageBytes).toBe(9000);
    expect(j.steps.find((x: { id: string }) => x.id === 'A3.transmit').artifacts).toHaveLength(3);
    const [pcap] = await Promise.all([s.page.waitForEvent('download'), s.page.getByTestId('export-pcap').click()]);
    const bytes = readFileSync((await pcap.path())!);
    expect(bytes.readUInt32LE(0)).toBe(0xa1b23c4d);
    expect(bytes.readUInt32LE(20)).toBe(197);
    expect(s.consoleErrors).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});
