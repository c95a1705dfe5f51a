import { defineConfig } from 'vitest/config';
import { longestFirst } from './src/server/test/longest-first.js';

/**
 * Unit, domain and server tests; browser journeys live in vitest.e2e.config.ts. Two projects, so
 * the pure tests (src/shared, src/client, bench) start with no database set-up at all, and two
 * workers, one per core of the shop's and CI's 2-core machines: every file keeps its own
 * databases, ports and temporary folders, so any two may run side by side. A worker keeps the
 * modules it loaded from one file to the next (isolate: false): loading the app's modules again
 * for each of ~100 files was a third of the phase. Globals a test stubs are put back after it.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
    // Measured on this 2-core machine (seconds, npm test): main 39, the route fuzzers 33, 28 and 27,
    // the PGlite thread 15, then 7-11 each. In a fresh clone the fuzzers, a few lines each, came last.
    sequence: {
      sequencer: longestFirst([
        'src/server/main.test.ts',
        'src/server/test/fuzz/route-fuzzer.thread.test.ts',
        'src/server/test/fuzz/route-fuzzer.pglite.test.ts',
        'src/server/test/fuzz/route-fuzzer.postgres.test.ts',
        'src/server/db/pglite-thread.test.ts',
        'src/server/http/network.test.ts',
        'src/server/restart-claims.test.ts',
        'src/server/built-server.test.ts',
        'src/server/cli/backup.test.ts',
        'src/server/adapters/box-table/airtable.test.ts',
        'src/server/services/hash-gate.test.ts',
        'src/server/tls.test.ts',
      ]),
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts', 'src/client/**/*.test.tsx', 'bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          // The migrated PGlite template, made once per set of migrations and kept on disk.
          globalSetup: ['src/server/test/pglite-template.global.ts'],
        },
      },
    ],
  },
});
