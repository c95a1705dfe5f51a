import { defineConfig } from 'vitest/config';
import { longestFirst } from './src/server/test/longest-first.js';

/**
 * Browser journeys: Playwright driving Debian's chromium against the built server on a free port,
 * each file with a server and data folder of its own, two files at a time: journeys are bound by
 * the two cores (Chromium draws in software), and four at a time were slower than two (D111).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // A worker keeps playwright-core and the support modules from one file to the next: loading
    // them again per file was ~1 CPU-s of each of ~30 files. Each file still starts its own server
    // and browser, and no support module keeps state a file could leave to the next.
    isolate: false,
    // expect.poll waits on what a person sees. Vitest's 1 s is shorter than a busy 2-core machine
    // takes to draw a page, and its 50 ms rounds of page queries were a share of the phase's work.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    globalSetup: ['src/server/test/pglite-template.global.ts'],
    // Measured on this 2-core machine (seconds, npm test): supplies 63, the a11y walks 54 and 47,
    // edit-after-upload 29, WebKit 21 (it came last and ran alone), then 14-19 each.
    sequence: {
      sequencer: longestFirst([
        'e2e/supplies.test.ts',
        'e2e/a11y-phone.test.ts',
        'e2e/a11y-desktop.test.ts',
        'e2e/edit-after-upload.test.ts',
        'e2e/engines-webkit.test.ts',
        'e2e/drafts.test.ts',
        'e2e/fabric.test.ts',
        'e2e/honest-listings.test.ts',
        'e2e/item-actions.test.ts',
        'e2e/roll-to-bundle.test.ts',
        'e2e/foundation.test.ts',
        'e2e/upload.test.ts',
        'e2e/fabric-fields-conformance.test.ts',
        'e2e/engines-firefox.test.ts',
      ]),
    },
  },
});
