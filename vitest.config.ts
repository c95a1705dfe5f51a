import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { longestFirst } from './src/server/test/longest-first.js';

/**
 * Unit, domain and server tests; browser journeys live in vitest.e2e.config.ts, and `npm test`
 * runs all three projects in one Vitest run (vitest.all.config.ts). Two projects, so the pure
 * tests (src/shared, src/client, bench) start with no database set-up at all, and two workers, one
 * per core of the shop's and CI's 2-core machines: every file keeps its own databases, ports and
 * temporary folders, so any two may run side by side. A worker keeps the modules it loaded from
 * one file to the next (isolate: false): loading the app's modules again for each of ~100 files
 * was a third of the phase. Globals a test stubs are put back after it.
 */
export const COMMON_OPTIONS = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  maxWorkers: 2,
  isolate: false,
  unstubGlobals: true,
  restoreMocks: true,
} as const;

/**
 * Component tests: the real app's pages in a DOM stand-in (happy-dom), the server answered at the
 * HTTP boundary by msw (src/client/test/). What a staff member sees and can do on a page, in
 * milliseconds; a browser journey (e2e/) is for what only a browser shows.
 */
const DOM_TESTS = 'src/client/**/*.dom.test.tsx';

export const UNIT_PROJECTS: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts', 'src/client/**/*.test.tsx', 'bench/**/*.test.ts'],
      exclude: [...configDefaults.exclude, DOM_TESTS],
    },
  },
  {
    extends: true,
    test: {
      name: 'dom',
      include: [DOM_TESTS],
      environment: 'happy-dom',
      setupFiles: ['src/client/test/dom-setup.ts'],
      // A walk through a whole wizard is a few CPU-seconds; a busy 2-core machine stretches its wall time.
      testTimeout: 60_000,
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
];

export default defineConfig({
  test: {
    ...COMMON_OPTIONS,
    sequence: { sequencer: longestFirst(['src/server/main.test.ts', 'src/server/test/fuzz/route-fuzzer.postgres.test.ts']) },
    projects: UNIT_PROJECTS,
  },
});
