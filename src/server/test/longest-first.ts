import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A sequencer that starts the files that take longest first: two run at a time, and a phase that
 * starts a long file last ends that long after the others. Vitest orders by the last run's times
 * where it has them, but not in a fresh clone (CI's every run), where it goes by file size: the
 * a11y walks and the route fuzzers are a few lines each over shared code, so they came last. The
 * lists are each config's own, longest first, from the times its phase prints (`npm test`).
 */
export function longestFirst(files: readonly string[]): typeof BaseSequencer {
  const rank = (spec: TestSpecification): number => {
    const at = files.findIndex((file) => spec.moduleId.endsWith(file));
    return at < 0 ? files.length : at;
  };
  return class LongestFirst extends BaseSequencer {
    override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
      // Array.prototype.sort is stable: the rest keep Vitest's own order.
      return (await super.sort(specs)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
