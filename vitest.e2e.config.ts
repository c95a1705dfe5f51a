import { defineConfig } from 'vitest/config';

// Browser journeys: Playwright driving Debian's chromium against a real server on a free port.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
