#!/usr/bin/env node
// Runs everything a contributor must pass, in order: lint and format, typecheck, unit and
// property tests, end-to-end tests in headless Chromium. Stops at the first stage that fails.
// With --fast (npm run test:fast): the same without the end-to-end tests, and each property test runs
// PROPERTY_RUNS times (100 unless set) instead of the full gate's 2,000: for work in progress.
// Ends with one line "N passed, N failed" that counts tests only (a check such as lint or a
// typecheck that fails counts as one failure, since what comes after it did not run), and exits
// non-zero on any failure or when no test ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const fast = process.argv.includes('--fast');
if (fast) process.env.PROPERTY_RUNS ??= '100';
else delete process.env.PROPERTY_RUNS;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, cmd, args) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  return r.status === 0;
}

class Stop extends Error {}

/** A check that is not a test (lint, typecheck): it passes or it stops the run. */
function check(label, cmd, args) {
  if (run(label, cmd, args)) return;
  failed++;
  failures.push(label);
  throw new Stop();
}

function vitest(label, config, jsonFile) {
  const file = join(out, jsonFile);
  const ok = run(label, 'npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  if (!existsSync(file)) {
    failed++;
    failures.push(`${label}: no results (the run did not start)`);
    throw new Stop();
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // Suites that failed to load, or setup errors, count as one failure each.
  const brokenSuites = (r.testResults ?? []).filter((t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0).length;
  failed += brokenSuites;
  if (!ok && r.numFailedTests === 0 && brokenSuites === 0) {
    failed++;
    failures.push(`${label}: the run failed outside any test (see the output above)`);
  }
  if (r.numFailedTests || brokenSuites) failures.push(`${label}: ${r.numFailedTests + brokenSuites} failed`);
  if (!ok || r.numFailedTests || brokenSuites) throw new Stop();
}

try {
  check('lint and format (Biome)', 'npx', ['biome', 'check', '.']);
  check('typecheck (app, tests, scripts)', 'npx', ['tsc', '-p', 'tsconfig.json']);
  check('typecheck (src/sim alone, without DOM or Node typings)', 'npx', ['tsc', '-p', 'tsconfig.sim.json']);
  vitest(fast ? `unit tests, properties at ${process.env.PROPERTY_RUNS} runs` : 'unit and property tests', 'vitest.config.ts', 'unit.json');
  if (!fast) vitest('end-to-end tests in headless Chromium', 'vitest.e2e.config.ts', 'e2e.json');
} catch (e) {
  if (!(e instanceof Stop)) throw e;
  console.log('\nStopped at the first stage that failed; the stages after it did not run.');
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
