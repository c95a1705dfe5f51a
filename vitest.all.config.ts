import { defineConfig } from 'vitest/config';
import { longestFirst } from './src/server/test/longest-first.js';
import { COMMON_OPTIONS, UNIT_PROJECTS } from './vitest.config.js';
import { BROWSER_PROJECT } from './vitest.e2e.config.js';

/**
 * `npm test`'s tests: the unit, server and browser projects in one Vitest run, two files at a time,
 * longest first. Run one after the other, each phase ended on its longest files with one core idle
 * (the server tests' last 40 s, the journeys' last 40); in one queue the short files of either
 * fill those ends.
 */
export default defineConfig({
  test: {
    ...COMMON_OPTIONS,
    // Measured on this 2-core machine (seconds, npm test, 2026-12-03). Files not named here follow
    // in Vitest's own order, by size; a fresh clone has no times of an earlier run.
    sequence: {
      sequencer: longestFirst([
        'e2e/engines-webkit.test.ts',
        'src/server/main.test.ts',
        'e2e/engines-firefox.test.ts',
        'e2e/pile.test.ts',
        'e2e/a11y-pages.test.ts',
        'e2e/a11y-supplies.test.ts',
        'src/server/test/fuzz/route-fuzzer.postgres.test.ts',
        'e2e/outbox-killed.test.ts',
        'src/server/test/fuzz/route-fuzzer.pglite.test.ts',
        'src/server/test/fuzz/route-fuzzer.thread.test.ts',
        'e2e/edit-after-upload.test.ts',
        'e2e/foundation.test.ts',
        'e2e/box-services.test.ts',
        'e2e/upload.test.ts',
        'src/client/flows/supplies/supplies-zippers.dom.test.tsx',
        'src/client/flows/supplies/supplies-lengths.dom.test.tsx',
        'e2e/supplies.test.ts',
        'e2e/fabric.test.ts',
        'e2e/drafts.test.ts',
        'e2e/team.test.ts',
        'e2e/item-actions.test.ts',
        'src/server/db/pglite-thread.test.ts',
        'e2e/scan.test.ts',
        'e2e/pwa.test.ts',
        'e2e/roll-to-bundle.test.ts',
        'e2e/boxes.test.ts',
        'src/server/routes/product-photos.routes.test.ts',
        'e2e/honest-listings.test.ts',
        'e2e/outbox.test.ts',
        'src/server/built-server.test.ts',
        'e2e/photos.test.ts',
        'src/server/http/network.test.ts',
        'src/server/services/hash-gate.test.ts',
        'e2e/print.test.ts',
        'src/server/restart-claims.test.ts',
        'src/server/db/connection.test.ts',
        'e2e/item.test.ts',
        'src/server/adapters/mailer/smtp.test.ts',
      ]),
    },
    projects: [...UNIT_PROJECTS, { extends: true, test: { ...BROWSER_PROJECT, globalSetup: [...BROWSER_PROJECT.globalSetup] } }],
  },
});
