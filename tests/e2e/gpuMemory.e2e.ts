// GPU memory on both ends (GPUDirect RDMA), in the page: the Memory Write TLPs of a WRITE into GPU B carry BAR1
// addresses that B's MR map lists; the drawing routes them through the PCIe switch GPU B shares with HCA B, or up
// through the root complex; A's payload reads from GPU A name its BAR1 too. English and Chinese, a laptop and a phone.
import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';
import { shot } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });

/** The hex addresses in a text, in order. */
const addresses = (text: string) => [...text.matchAll(/0x[0-9a-f]{9,}/g)].map((m) => m[0]);

describe('GPU memory (GPUDirect RDMA)', () => {
  it('a WRITE into GPU B through a switch: B3’s TLPs go to BAR1 addresses the MR map lists, drawn through the switch', async () => {
    await s.page.goto(`${baseUrl}?memB=gpu&messageBytes=16384&step=B3.pcie`);
    const bytes = (await s.page.getByTestId('bytes-panel').textContent()) ?? '';
    const tlpAddress = bytes.match(/MWr 1\/\d+: 256 B to (0x[0-9a-f]+)/)?.[1];
    // remoteVa 0x7f0000001000 is 0x1000 into its 64 KiB GPU page.
    expect(tlpAddress).toBe('0x18240001000');
    // B's MR map: its first page's BAR1 range (the MTT's entry, not a DRAM frame) holds that address, 0x1000 in.
    const pageTitles = await s.page.locator('[data-map="mr"] [data-testid="mr-page"] title').allTextContents();
    expect(pageTitles[0]).toContain('BAR1');
    const [from, to] = addresses(pageTitles[0] ?? '').map((a) => BigInt(a));
    expect(BigInt(tlpAddress ?? 0) - from).toBe(0x1000n);
    expect(to - from + 1n).toBe(0x10000n);
    // The route: HCA B's engine to the switch it shares with GPU B, lit; the root complex and DRAM are not.
    await expect.poll(() => s.page.locator('[data-place="B.pcieSwitch"]').getAttribute('data-active')).toBe('true');
    expect(await s.page.locator('[data-place="B.rc"]').getAttribute('data-active')).toBe('false');
    expect(await s.page.locator('[data-gpu="B"]').getAttribute('data-path')).toBe('switch');
    await s.page.goto(`${baseUrl}?memB=gpu&messageBytes=16384&step=B4.land`);
    expect(await s.page.locator('[data-place="B.gpu"]').getAttribute('data-active')).toBe('true');
    expect(await s.page.locator('[data-place="B.dram"]').getAttribute('data-active')).toBe('false');
    await shot(s.page, 'gpu-B4-switch-en-1280');
  });

  it('through the root complex: the same TLPs go up B’s link and back down, and no switch is drawn', async () => {
    await s.page.goto(`${baseUrl}?memB=gpu&p2pPath=root-complex&messageBytes=16384&step=B3.pcie`);
    await expect.poll(() => s.page.locator('[data-place="B.rc"]').getAttribute('data-active')).toBe('true');
    expect(await s.page.locator('[data-place="B.pcieSwitch"]').count()).toBe(0);
    expect(await s.page.locator('[data-gpu="B"]').getAttribute('data-path')).toBe('root-complex');
  });

  it('A’s payload in GPU A: the reads name GPU A’s BAR1, which A’s physical map shows in the 64-bit window; in Chinese', async () => {
    await s.page.goto(`${baseUrl}?memA=gpu&messageBytes=16384&step=A3.payload-fetch&lang=zh-CN`);
    await expect.poll(() => s.page.locator('body').textContent()).toContain('GPU A 的 BAR1（0x18100000000）');
    expect(await s.page.locator('[data-place="A.gpu"]').getAttribute('data-active')).toBe('true');
    expect(await s.page.locator('[data-place="A.dram"]').getAttribute('data-active')).toBe('false');
    await shot(s.page, 'gpu-A3-zh-1280');
  });

  it('“Questions people ask”: the GPU question’s step puts B’s buffer in GPU memory and shows B3’s writes to BAR1', async () => {
    await s.page.goto(`${baseUrl}?step=A1.mmio&panel=questions`);
    await s.page.locator('[data-question="gpu"] [data-show="step"]').click();
    await expect.poll(() => new URL(s.page.url()).searchParams.get('memB')).toBe('gpu');
    expect(new URL(s.page.url()).searchParams.get('step')).toBe('B3.pcie');
    await expect.poll(() => s.page.locator('[data-place="B.pcieSwitch"]').getAttribute('data-active')).toBe('true');
  });

  it('a GPU thread posts (initiator gpu): A1 is GPU A’s, A’s CPU stays idle, the Code tab shows NVSHMEM’s sequence', async () => {
    await s.page.goto(`${baseUrl}?initiator=gpu&post=doorbell&step=A1.mmio`);
    await expect.poll(() => s.page.locator('[data-place="A.gpu"]').getAttribute('data-active')).toBe('true');
    expect(await s.page.locator('[data-place="A.cpu"]').getAttribute('data-active')).toBe('false');
    expect(await s.page.locator('[data-place="A.pcieSwitch"]').getAttribute('data-active')).toBe('true');
    await shot(s.page, 'gpu-init-A1-en-1280');
    await s.page.goto(`${baseUrl}?initiator=gpu&post=doorbell&step=A1.mmio&tab=code&lang=zh-CN`);
    await s.page.getByTestId('code-gpu-init').waitFor();
    expect(await s.page.locator('[data-testid="code-gpu-init"] .code-run').textContent()).toContain('ibgda_ring_db');
    expect(await s.page.getByTestId('code-download').count()).toBe(0);
    await shot(s.page, 'gpu-init-A1-code-zh-1280');
  });

  it('on a phone, in both languages: B4 says GPU B takes the writes at its BAR1', async () => {
    await s.page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const [lang, words] of [
        ['en', 'GPU B takes the writes at its BAR1'],
        ['zh-CN', 'GPU B 在 BAR1 接收这些写入'],
      ] as const) {
        await s.page.goto(`${baseUrl}?memB=gpu&messageBytes=16384&step=B4.land&lang=${lang}`);
        await expect.poll(() => s.page.locator('body').textContent()).toContain(words);
        await shot(s.page, `gpu-B4-${lang}-390`);
      }
    } finally {
      await s.page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});
