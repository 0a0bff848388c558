import { nodePreset } from '@journals/vitest-config';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that start the reference API or load citation-js: seconds where the others take
 * milliseconds.
 */
const slowFiles = /\/(discovery-routes|citation-formats|citation-cache)\.test\.ts$/;

/**
 * The quick files first. Stryker stops a mutant's run at its first failing test, so a mutant a
 * quick test kills never waits for the reference API.
 */
class QuickFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const slow = (file: TestSpecification) => (slowFiles.test(file.moduleId) ? 1 : 0);
    return [...(await super.sort(files))].sort((a, b) => slow(a) - slow(b));
  }
}

// The discovery code's unit tests for mutation testing (stryker.config.mjs): without
// journal-discovery.test.ts, whose `beforeAll` walks the whole reference API (what its tests read
// is covered here by tests over an API in memory, and the routes' by discovery-routes.test.ts),
// and without the tests of the paper helpers (test/paper/), which are not mutated.
export default defineConfig({
  test: {
    ...nodePreset.test,
    include: ['test/*.test.ts'],
    exclude: [...(nodePreset.test?.exclude ?? []), 'test/journal-discovery.test.ts'],
    sequence: { sequencer: QuickFilesFirst },
  },
});
