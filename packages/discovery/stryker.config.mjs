// Mutation testing of the discovery code: OAI-PMH, feeds, sitemaps, citations, structured data
// (`pnpm --filter @journals/discovery test:mutation`). Killed by the discovery unit tests in
// Node (vitest.mutation.config.ts: over an API in memory, the routes over the reference API),
// each mutant by the tests that run it; the module-level mutants (each would rerun every test
// file) are left out. The paper helpers (src/paper/, from journal-site's details page) are not
// mutated.
import { strykerPreset } from '@journals/vitest-config/stryker';

export default strykerPreset({
  mutate: ['src/**/*.{ts,tsx}', '!src/paper/**'],
  vitestConfig: 'vitest.mutation.config.ts',
  ignoreStatic: true,
});
