import { defineConfig } from 'vitest/config';

// Unit and property tests: one project, on both cores. A test that renders views imports tests/unit/support/views.ts,
// which loads the panels' chunk first as the page does; a test of a store passes it the engine (or lets it load).
// Property tests read their number of runs from PROPERTY_RUNS (tests/unit/support/propertyRuns.ts): `npm test` runs
// each 2,000 times, `npm run test:fast` fewer.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 120_000,
    maxWorkers: 2,
    setupFiles: ['tests/unit/support/propertyRuns.ts'],
  },
});
