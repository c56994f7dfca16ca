// `npm run --silent trace -- --scenario S.json --pptx OUT.pptx`: the same deck as the Share panel's, made by the page
// in headless Chromium, opened by LibreOffice Impress: its slide count, its shape, its titles in Chinese, drawings
// that are not blank. A range it cannot read, or no Chromium, is one line and no file.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EN } from '../../src/i18n/en';
import { formatMsg, withFallback } from '../../src/i18n/format';
import { ZH_CN } from '../../src/i18n/zh-CN/index';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { buildTrace } from '../../src/sim/trace/buildTrace';
import { stepRange } from '../../src/sim/trace/stepRange';
import { toolPath } from '../support/tools';

const dir = mkdtempSync(join(tmpdir(), 'rdma-pptx-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SCENARIO = { transport: 'rocev2', messageBytes: 8192, pathMtu: 4096 };
writeFileSync(join(dir, 's.json'), JSON.stringify(SCENARIO));

/** `npm run --silent trace -- ARGS`, as its script runs it (tsx on the source). */
const trace = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync('npx', ['tsx', 'src/cli/trace.ts', ...args], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 300_000 });

describe('--pptx on the command line', () => {
  it('writes the deck the Share panel makes: 4:3, in Chinese, one slide per step, opened by LibreOffice Impress', () => {
    const out = join(dir, 'walk.pptx');
    const r = trace(['--scenario', join(dir, 's.json'), '--pptx', out, '--steps', 'A1-A3', '--aspect', '4:3', '--lang', 'zh-CN']);
    expect(r.status, r.stderr).toBe(0);
    const parsed = parseScenario(SCENARIO);
    if (!parsed.ok) throw new Error('scenario');
    const t = buildTrace(parsed.scenario);
    const range = stepRange('A1-A3', t.steps);
    if (!range.ok) throw new Error('range');
    const slides = Number(r.stderr.match(/--pptx: (\d+) slides, \d+ KB/)?.[1]);
    expect(slides).toBeGreaterThanOrEqual(range.indices.length + 2);
    execFileSync(
      toolPath('soffice'),
      [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, out],
      { stdio: 'pipe', timeout: 120_000 },
    );
    const pdf = join(dir, 'walk.pdf');
    const info = execFileSync(toolPath('pdfinfo'), [pdf], { encoding: 'utf8' });
    expect(info).toMatch(new RegExp(`Pages:\\s+${slides}\\b`));
    // 4:3: ten inches by seven and a half.
    expect(info).toMatch(/Page size:\s+720 x 540 pts/);
    const pages = execFileSync(toolPath('pdftotext'), ['-layout', pdf, '-'], { encoding: 'utf8' }).split('\f');
    const zh = withFallback(EN as Parameters<typeof withFallback>[0], ZH_CN);
    range.indices.forEach((i, n) => {
      expect(pages[n + 1].replace(/\s/g, ''), t.steps[i].id).toContain(formatMsg(zh, t.steps[i].text.title).replace(/\s/g, ''));
    });
    expect(pages[0].replace(/\s/g, '')).toContain('逐字节解析');
  }, 300_000);

  it('a range it cannot read is one line, exit 2, before anything is built; no Chromium is one line too; no file either way', () => {
    const out = join(dir, 'none.pptx');
    const bad = trace(['--pptx', out, '--steps', 'B4–A1']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('trace: --steps: The range runs backwards, from B4 to A1: give its first step first.\n');
    const none = trace(['--pptx', out], { CHROMIUM_PATH: join(dir, 'no-chromium') });
    expect(none.status).toBe(1);
    expect(none.stderr).toBe(
      `trace: --pptx draws the slides in headless Chromium, and there is none at ${join(dir, 'no-chromium')}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH\n`,
    );
    expect(existsSync(out)).toBe(false);
  }, 120_000);
});
