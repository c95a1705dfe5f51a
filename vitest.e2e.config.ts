import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: Playwright driving Debian's chromium against the built server on a free port,
 * two files at a time (one per core), each with a server and data folder of its own.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    globalSetup: ['src/server/test/pglite-template.global.ts'],
  },
});
