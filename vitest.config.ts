import { defineConfig } from 'vitest/config';

// Unit, domain and server tests. Browser journeys live in vitest.e2e.config.ts.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/pglite-template.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
