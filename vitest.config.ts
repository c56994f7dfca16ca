import { defineConfig } from 'vitest/config';

// Unit and property tests of the core and the store: fast, no browser.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['tests/unit/support/setup.ts'],
    testTimeout: 120_000,
  },
});
