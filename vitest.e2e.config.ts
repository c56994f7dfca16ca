import { defineConfig } from 'vitest/config';

// End-to-end tests: the production build served on 127.0.0.1, driven in real headless Chromium. Files on one worker
// share their modules (isolate: false), as the unit tests do: each file still launches and closes its own browser, and
// importing the support and the core once per worker took the suite's import time from 16 s to 5 s. A third worker was
// tried and dropped: 11 s faster on this 2-core machine, but the tests' own time grew by a third, which invites
// timing flakes.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
