import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { longestFirst } from './src/server/test/longest-first.js';

/**
 * Browser journeys: Playwright driving Debian's chromium against the built server on a free port,
 * each file with a server and data folder of its own, two files at a time: journeys are bound by
 * the two cores (Chromium draws in software), and four at a time were slower than two (D111).
 * `npm test` runs them in one Vitest run with the unit and server tests (vitest.all.config.ts);
 * this config runs them alone: `npx vitest run --config vitest.e2e.config.ts e2e/upload.test.ts`.
 */
export const BROWSER_PROJECT = {
  name: 'browser',
  include: ['e2e/**/*.test.ts'],
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // A worker keeps playwright-core and the support modules from one file to the next: loading
  // them again per file was ~1 CPU-s of each of ~30 files. Each file still starts its own server
  // and browser, and no support module keeps state a file could leave to the next.
  isolate: false,
  // expect.poll waits on what a person sees. Vitest's 1 s is shorter than a busy 2-core machine
  // takes to draw a page, and its 50 ms rounds of page queries were a share of the phase's work.
  expect: { poll: { timeout: 10_000, interval: 100 } },
  globalSetup: ['src/server/test/pglite-template.global.ts'],
} satisfies TestProjectInlineConfiguration['test'];

export default defineConfig({
  test: {
    ...BROWSER_PROJECT,
    maxWorkers: 2,
    sequence: {
      sequencer: longestFirst([
        'e2e/supplies.test.ts',
        'e2e/a11y-pages.test.ts',
        'e2e/a11y-supplies.test.ts',
        'e2e/edit-after-upload.test.ts',
      ]),
    },
  },
});
