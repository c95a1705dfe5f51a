import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from './pglite-template';

/**
 * Vitest global setup: hands every test file the migrated PGlite template (test/pglite-template.ts
 * keeps it on disk between runs, keyed by the migrations).
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await pgliteTemplate());
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
