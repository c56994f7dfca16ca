// `npm run bench`: the timing model against the published figures, then speed and memory figures, one `name: value unit` per line.
// Not part of `npm test`: numbers are a report against budgets, not pass/fail.
// Each core figure runs in a fresh child process so heaps don't mix.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { traceToPcap } from '../src/sim/export/tracePcap';
import { parseScenario } from '../src/sim/scenario/parseScenario';
import { calibrationTable } from '../src/sim/timing/calibration';
import { buildTrace } from '../src/sim/trace/buildTrace';

const SIZES: [string, number][] = [
  ['8B', 8],
  ['64KiB', 65536],
  ['1MiB', 2 ** 20],
  ['1GiB', 2 ** 30],
];

const gc = (globalThis as { gc?: () => void }).gc;

function scenarioOf(bytes: number) {
  const r = parseScenario({ messageBytes: bytes });
  if (!r.ok) throw new Error('bad scenario');
  return r.scenario;
}

/** Child mode: one measurement, printed as JSON. */
function measure(kind: string, bytes: number) {
  const s = scenarioOf(bytes);
  if (kind !== 'cold') buildTrace(scenarioOf(8)); // warm the code paths (JIT), not the data
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  let trace = buildTrace(s);
  let pcapBytes = 0;
  if (kind === 'pcap') {
    const t1 = performance.now();
    pcapBytes = traceToPcap(trace).length;
    const ms = performance.now() - t1;
    console.log(JSON.stringify({ ms, pcapBytes }));
    return;
  }
  const ms = performance.now() - t0;
  // No GC ran inside this short build, so heapUsed now includes its garbage: a peak, not just what is retained.
  const peak = process.memoryUsage().heapUsed - before;
  gc?.();
  const retained = process.memoryUsage().heapUsed - before;
  console.log(JSON.stringify({ ms, peak, retained, steps: trace.steps.length }));
  trace = null as never;
}

function child(kind: string, bytes: number, runs = 5) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', kind, String(bytes)],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(r.stderr);
    results.push(JSON.parse(r.stdout.trim().split('\n').pop()!));
  }
  return results;
}

/** The timing model against the published figures, side by side: `calibration_<id>: model unit (published ..., error, source)`. */
function calibrationLines(): string[] {
  return calibrationTable().map((r) => {
    const a = r.anchor;
    const [scale, unit, digits] =
      a.unit === 'ns' ? (a.kind === 'pcie' ? [1, 'ns', 0] : [1e-3, 'us', 3]) : [1, a.unit, a.unit === 'Mpps' ? 3 : 2];
    const v = (x: number) => (x * scale).toFixed(digits);
    const err = Math.abs(r.error) < 0.0005 ? '0.0 %' : `${r.error > 0 ? '+' : '-'}${Math.abs(r.error * 100).toFixed(1)} %`;
    return `calibration_${a.id}: ${v(r.predicted)} ${unit} (published ${v(a.value)} ${unit}, ${err}, ${a.source}${r.checked ? ', checked ±15 %' : ''})`;
  });
}

/**
 * `npm run trace` on a 1 GiB message, as a user runs it (node with tsx, from process start to
 * exit, the file written and renamed): wall time and the process's peak RSS (getrusage, through
 * the preload scripts/benchMaxRss.mjs).
 */
function exportRun(dir: string, outputs: string[]): { s: number; rssMb: number } {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const scenario = join(dir, 'scenario.json');
  writeFileSync(scenario, JSON.stringify({ messageBytes: 2 ** 30 }));
  const rss = join(dir, 'rss.txt');
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      join(root, 'scripts/benchMaxRss.mjs'),
      '--import',
      'tsx',
      join(root, 'src/cli/trace.ts'),
      '--scenario',
      scenario,
      ...outputs,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, MAX_RSS_FILE: rss } },
  );
  const s = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(r.stderr);
  return { s, rssMb: Number(readFileSync(rss, 'utf8')) / 1024 };
}

/** pcap-1gib-s (median of 3 pcap exports) and export-peak-rss-mb (the highest peak of those and of a JSON + pcap export). */
function exportLines(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'rdma-bench-export-'));
  try {
    const pcap = [0, 1, 2].map(() => exportRun(dir, ['--pcap', join(dir, 'o.pcap')]));
    const both = exportRun(dir, ['--json', join(dir, 'o.json'), '--pcap', join(dir, 'o.pcap')]);
    const peak = Math.max(both.rssMb, ...pcap.map((r) => r.rssMb));
    return [`pcap-1gib-s: ${median(pcap.map((r) => r.s)).toFixed(2)} s`, `export-peak-rss-mb: ${peak.toFixed(0)} MB`];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `npm run trace -- --explain` on a capture of at least 250 MB made from an export (a 256 MiB RoCEv2 WRITE: 65,536
 * frames), as a user runs it, beside tshark reading the same file in the same run (`-T fields -e infiniband.bth.psn`):
 * capture-index-mb-s, tshark-mb-s, and the explaining process's peak RSS. Budgets (#37): 10x tshark's rate; 256 MB of
 * RSS for a 1 GB capture.
 */
async function captureLines(browser = false): Promise<string[]> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'rdma-bench-capture-'));
  try {
    const scenario = join(dir, 'scenario.json');
    const file = join(dir, 'big.pcap');
    writeFileSync(scenario, JSON.stringify({ transport: 'rocev2', messageBytes: 2 ** 28 }));
    const w = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/trace.ts'), '--scenario', scenario, '--pcap', file], {
      cwd: root,
    });
    if (w.status !== 0) throw new Error(String(w.stderr));
    const bytes = statSync(file).size;
    const rss = join(dir, 'rss.txt');
    const runs = [0, 1, 2].map(() => {
      const t0 = performance.now();
      const r = spawnSync(
        process.execPath,
        ['--import', join(root, 'scripts/benchMaxRss.mjs'), '--import', 'tsx', join(root, 'src/cli/trace.ts'), '--explain', file],
        { cwd: root, encoding: 'utf8', env: { ...process.env, MAX_RSS_FILE: rss } },
      );
      if (r.status !== 0) throw new Error(r.stderr);
      return { s: (performance.now() - t0) / 1000, rssMb: Number(readFileSync(rss, 'utf8')) / 1024 };
    });
    const rate = (mode: string) =>
      median(
        [0, 1, 2].map(() => {
          const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/benchCaptureIndex.ts'), file, mode], {
            cwd: root,
            encoding: 'utf8',
          });
          if (r.status !== 0) throw new Error(r.stderr);
          return bytes / 1e6 / (JSON.parse(r.stdout.trim()).ms / 1000);
        }),
      );
    const index = rate('headers');
    const verify = rate('verify');
    const t0 = performance.now();
    const t = spawnSync('tshark', ['-r', file, '-T', 'fields', '-e', 'infiniband.bth.psn'], { stdio: ['ignore', 'ignore', 'ignore'] });
    const tsharkS = (performance.now() - t0) / 1000;
    if (t.status !== 0) throw new Error('tshark failed');
    const ours = bytes / 1e6 / median(runs.map((r) => r.s));
    const theirs = bytes / 1e6 / tsharkS;
    // The RSS budget is for a 1 GB capture: a 1 GiB WRITE's export (1.09 GB), explained once.
    const big = join(dir, 'gig.pcap');
    writeFileSync(scenario, JSON.stringify({ transport: 'rocev2', messageBytes: 2 ** 30 }));
    const g = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/trace.ts'), '--scenario', scenario, '--pcap', big], {
      cwd: root,
    });
    if (g.status !== 0) throw new Error(String(g.stderr));
    const gr = spawnSync(
      process.execPath,
      ['--import', join(root, 'scripts/benchMaxRss.mjs'), '--import', 'tsx', join(root, 'src/cli/trace.ts'), '--explain', big],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, MAX_RSS_FILE: rss } },
    );
    if (gr.status !== 0) throw new Error(`explain of ${big}: ${gr.error ?? gr.stderr}`);
    const gigRssMb = Number(readFileSync(rss, 'utf8')) / 1024;
    const gigMb = statSync(big).size / 1e6;
    rmSync(big);
    // The app indexing the same file in the browser, in the same run.
    const inBrowser = browser ? await captureInBrowser(file, bytes) : [];
    return [
      ...inBrowser,
      `capture-file-mb: ${(bytes / 1e6).toFixed(0)} MB (${2 ** 16} frames)`,
      `capture-index-mb-s: ${index.toFixed(0)} MB/s (read, headers decoded, rebuilt; no CRC; median of 3; ${(index / theirs).toFixed(1)}x tshark, budget 10x)`,
      `capture-verify-mb-s: ${verify.toFixed(0)} MB/s (the same with every ICRC checked: ${(verify / theirs).toFixed(1)}x tshark)`,
      `capture-cli-mb-s: ${ours.toFixed(0)} MB/s (npm run trace -- --explain, ICRCs checked, process start to exit, median of 3)`,
      `capture-tshark-mb-s: ${theirs.toFixed(0)} MB/s (tshark -r F -T fields -e infiniband.bth.psn, same file, same run)`,
      `capture-peak-rss-mb: ${Math.max(...runs.map((r) => r.rssMb)).toFixed(0)} MB`,
      `capture-1gb-peak-rss-mb: ${gigRssMb.toFixed(0)} MB (npm run trace -- --explain on a ${gigMb.toFixed(0)} MB capture; budget 256 MB)`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The capture panel on the built app (dist/), indexing `file` (scripts/benchCaptureBrowser.ts). */
async function captureInBrowser(file: string, bytes: number): Promise<string[]> {
  const { build } = await import('vite');
  await build({ logLevel: 'silent' });
  const { serve } = await import('./benchLoad');
  const { captureBrowserBench } = await import('./benchCaptureBrowser');
  const server = await serve(fileURLToPath(new URL('../dist', import.meta.url)));
  try {
    return await captureBrowserBench(server.url, file, bytes);
  } finally {
    await server.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (b: number) => (b / 2 ** 20).toFixed(2);

if (process.argv[2] === '--child') {
  measure(process.argv[3], Number(process.argv[4]));
} else {
  // --only=GROUP: one group of browser figures (heap, embed), nothing else.
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (only === 'capture') {
    for (const line of await captureLines(true)) console.log(line);
    process.exit(0);
  }
  const browserOnly = process.argv.includes('--browser-only') || only !== undefined;
  if (!browserOnly) for (const line of calibrationLines()) console.log(line);
  for (const [name, bytes] of browserOnly ? [] : SIZES) {
    const rs = child('trace', bytes);
    console.log(`trace_build_${name}: ${median(rs.map((r) => r.ms)).toFixed(2)} ms`);
    console.log(`trace_peak_heap_${name}: ${mb(Math.max(...rs.map((r) => r.peak)))} MB`);
    console.log(`trace_retained_heap_${name}: ${mb(median(rs.map((r) => r.retained)))} MB`);
  }
  if (!browserOnly) {
    const cold = child('cold', 2 ** 30);
    console.log(`trace_build_cold_1GiB: ${median(cold.map((r) => r.ms)).toFixed(2)} ms`);
    const p = child('pcap', 2 ** 20);
    console.log(`pcap_export_1MiB: ${median(p.map((r) => r.ms)).toFixed(2)} ms`);
    console.log(`pcap_size_1MiB: ${mb(p[0].pcapBytes)} MB`);
    for (const line of exportLines()) console.log(line);
    for (const line of await captureLines(!process.argv.includes('--core-only'))) console.log(line);
  }
  if (!process.argv.includes('--core-only')) {
    const { browserBench } = await import('./benchBrowser');
    for (const line of await browserBench(only)) console.log(line);
  }
}
