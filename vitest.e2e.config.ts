import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: Playwright driving Debian's chromium against the built server on a free port,
 * each file with a server and data folder of its own. Four files at a time on a 2-core machine: a
 * journey spends most of its time waiting on what a person waits for (a debounce, a toast, an
 * upload), so two at a time left a core idle (D111).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 4,
    globalSetup: ['src/server/test/pglite-template.global.ts'],
  },
});
