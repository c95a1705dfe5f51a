import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys that take longest, started first: two run at a time, and a phase that starts a
 * long file last ends that long after the others. Vitest orders by the last run's times
 * where it has them (not in a fresh clone, where it goes by file size, and the a11y files are a
 * line each). Measured on this 2-core machine: supplies ~60 s alone, each a11y walk ~55 s.
 */
const LONGEST_FIRST = ['e2e/supplies.test.ts', 'e2e/a11y-phone.test.ts', 'e2e/a11y-desktop.test.ts'];

const rank = (spec: TestSpecification): number => {
  const at = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
  return at < 0 ? LONGEST_FIRST.length : at;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the rest keep Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
