// Mutation testing of the discovery code: OAI-PMH, feeds, sitemaps, citations, structured data
// (`pnpm --filter @journals/journal-site test:mutation`). Killed by the discovery tests, run in
// Node against the reference API; the module-level mutants (each would restart every discovery
// test, the reference API and its walk included) are left out.
import { strykerPreset } from '@journals/vitest-config/stryker';

export default strykerPreset({
  mutate: ['src/discovery/**/*.{ts,tsx}'],
  testFiles: ['test/discovery/**/*.test.ts'],
  ignoreStatic: true,
});
