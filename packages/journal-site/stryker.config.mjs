// Mutation testing of the discovery code: OAI-PMH, feeds, sitemaps, citations, structured data
// (`pnpm --filter @journals/journal-site test:mutation`). Killed by the discovery unit tests in
// Node (vitest.discovery.config.ts: over an API in memory, the routes over the reference API),
// each mutant by the tests that run it; the module-level mutants (each would rerun every test
// file) are left out.
import { strykerPreset } from '@journals/vitest-config/stryker';

export default strykerPreset({
  mutate: ['src/discovery/**/*.{ts,tsx}'],
  vitestConfig: 'vitest.discovery.config.ts',
  ignoreStatic: true,
});
