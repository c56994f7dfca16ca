import { defineConfig } from 'vitest/config';

// Unit and property tests: one project, on both cores. A test that renders views imports tests/unit/support/views.ts,
// which loads the panels' chunk first as the page does; a test of a store passes it the engine (or lets it load).
// Property tests read their number of runs from PROPERTY_RUNS (tests/unit/support/propertyRuns.ts): `npm test` runs
// each 2,000 times, `npm run test:fast` fewer.
// Files share their modules within a worker (isolate: false): importing the core and the views once per worker instead
// of once per file saves about a quarter of the stage (116 s to 90 s on this 2-core machine). A test that needs a fresh
// module state (what is loaded, what is registered) starts with vi.resetModules() and imports dynamically
// (tests/unit/store/engineInjection.test.ts, tests/unit/viz/drawingsCatalogue.test.tsx); CONTRIBUTING.md says so.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 120_000,
    maxWorkers: 2,
    isolate: false,
    setupFiles: ['tests/unit/support/propertyRuns.ts'],
  },
});
