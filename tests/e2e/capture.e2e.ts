// Your own capture, in the browser: opened by the file picker and by a drop, read in the page (no request leaves it),
// its connection, message and anomalies listed; a file that is not a capture gets its one line over a working view.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { traceToPcap } from '../../src/sim/export/tracePcap';
import { buildTrace } from '../../src/sim/trace/buildTrace';
import { toolPath } from '../support/tools';
import { scenario } from '../unit/trace/helpers';
import { useSession } from './support/browser';
import { settled } from './support/settled';
import { shot } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });

/** A 3-packet RoCEv2 WRITE whose second packet is lost: a NAK and the resends. */
const pcap = Buffer.from(traceToPcap(buildTrace(scenario({ transport: 'rocev2', messageBytes: 12_288, fault: 'drop:2' }))));

async function openPanel(lang = 'en') {
  await s.page.goto(`${baseUrl}?step=A1.wqe&panel=capture&lang=${lang}`);
  await settled(s.page);
  await s.page.getByTestId('capture-file').waitFor({ state: 'attached' });
}

describe('your own capture, explained', () => {
  it('by the file picker: the connection, the message and what went wrong; no request leaves the page', async () => {
    await openPanel();
    const requests: string[] = [];
    const onRequest = (r: { url(): string }) => requests.push(r.url());
    s.page.on('request', onRequest);
    await s.page.getByTestId('capture-file').setInputFiles({ name: 'write.pcap', mimeType: 'application/vnd.tcpdump.pcap', buffer: pcap });
    const overview = s.page.getByTestId('capture-overview');
    await overview.waitFor();
    s.page.off('request', onRequest);
    // Indexed in a Web Worker (its script is part of the app, fetched once; the capture itself goes nowhere).
    expect(await s.page.getByTestId('capture-indexed').getAttribute('data-where')).toBe('worker');
    expect(requests.filter((u) => !/\/assets\/captureIndex\.worker-[\w-]+\.js$/.test(u))).toEqual([]);
    expect(await overview.textContent()).toContain('write.pcap: pcap; 7 packets, 7 of them RDMA');
    expect(await s.page.getByTestId('capture-connection').first().textContent()).toContain('192.168.1.1 QP 0x11 → 192.168.1.2 QP 0x12');
    expect(await s.page.getByTestId('capture-message').first().textContent()).toContain(
      'RDMA WRITE, 12 KiB, PSN 1–3; packets 1, 2, 3, 5, 6',
    );
    const kinds = await s.page.getByTestId('capture-anomaly').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toEqual(['nak', 'resend-after-nak']);
    await shot(s.page, 'capture-overview-en');
  });

  it('by a drop, in Chinese', async () => {
    await openPanel('zh-CN');
    await s.page.evaluate(
      (bytes) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(bytes)], 'dropped.pcap'));
        document
          .querySelector('[data-testid="capture-drop"]')
          ?.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      },
      [...pcap],
    );
    const overview = s.page.getByTestId('capture-overview');
    await overview.waitFor();
    expect(await overview.textContent()).toContain('dropped.pcap：pcap；共 7 个报文，其中 7 个是 RDMA 报文');
    expect(await s.page.getByTestId('capture-anomaly').nth(1).textContent()).toContain('在 PSN 序列错误 NAK 之后重传');
    await shot(s.page, 'capture-overview-zh');
  });

  it('a file that is not a capture gets one line, over a working view', async () => {
    await openPanel();
    await s.page
      .getByTestId('capture-file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('these are my lab notes\n') });
    const problem = s.page.getByTestId('capture-problem');
    await problem.waitFor();
    expect(await problem.count()).toBe(1);
    expect(await problem.textContent()).toMatch(/^This is not a pcap or pcapng capture: text/);
    await s.page.keyboard.press('Escape');
    await expect.poll(() => s.page.getByTestId('capture-drop').count()).toBe(0);
    expect(await s.page.locator('#step-title').textContent()).toBeTruthy();
  });

  it('one packet pasted as tshark’s hex dump: read as a one-packet capture; a dump with a line lost gets its one line', async () => {
    await openPanel();
    const dir = mkdtempSync(join(tmpdir(), 'rdma-paste-'));
    writeFileSync(join(dir, 'c.pcap'), pcap);
    const dumps = execFileSync(toolPath('tshark'), ['-x', '-r', join(dir, 'c.pcap')], { encoding: 'utf8' })
      .trim()
      .split(/\n\s*\n/);
    rmSync(dir, { recursive: true, force: true });
    await s.page.locator('.capture-paste summary').click();
    // The NAK (frame 4): one packet, an answer with no request before it in this "capture".
    await s.page.getByTestId('capture-paste').fill(dumps[3]);
    await s.page.getByTestId('capture-paste-go').click();
    const overview = s.page.getByTestId('capture-overview');
    await overview.waitFor();
    expect(await overview.textContent()).toContain('pasted packet: pcap; 1 packets, 1 of them RDMA');
    const lines = dumps[0].split('\n');
    await s.page.getByTestId('capture-paste').fill([...lines.slice(0, 1), ...lines.slice(2)].join('\n'));
    await s.page.getByTestId('capture-paste-go').click();
    await expect
      .poll(() => s.page.getByTestId('capture-problem').textContent())
      .toBe('Line 2: the offset 0x0020 does not follow the bytes before it; a line is missing from the copy.');
  });

  it('a link opens a sample capture; a button switches it and the link follows; a bad sample name gets one line', async () => {
    await s.page.goto(`${baseUrl}?step=A1.wqe&capture=sample:write-nak`);
    const overview = s.page.getByTestId('capture-overview');
    await overview.waitFor();
    expect(await overview.textContent()).toContain('write-nak.pcap: pcap; 7 packets, 7 of them RDMA');
    await s.page.locator('[data-testid="capture-sample"][data-sample="wireshark-infiniband"]').click();
    await expect.poll(() => overview.textContent()).toContain('wireshark-infiniband.pcap: pcap; 43 packets');
    await expect.poll(() => new URL(s.page.url()).searchParams.get('capture')).toBe('sample:wireshark-infiniband');
    await s.page.goto(`${baseUrl}?step=A1.wqe&capture=sample:nope`);
    await settled(s.page);
    const errors = s.page.locator('.url-errors li');
    await errors.first().waitFor();
    expect(await errors.count()).toBe(1);
    expect(await errors.first().textContent()).toContain('sample:write-nak');
    expect(await s.page.locator('#step-title').textContent()).toBeTruthy();
  });
});
