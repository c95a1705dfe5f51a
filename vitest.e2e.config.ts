import { defineConfig } from 'vitest/config';
import LongestFirst from './e2e/support/sequencer';

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
    // expect.poll waits on what a person sees. Vitest's 1 s is shorter than a busy 2-core machine
    // takes to draw a page, and its 50 ms rounds of page queries were a share of the phase's work.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    globalSetup: ['src/server/test/pglite-template.global.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
