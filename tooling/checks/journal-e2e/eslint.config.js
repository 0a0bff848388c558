import { base } from '@journals/eslint-config';

export default [
  ...base,
  // Playwright reads a fixture's dependencies from its first parameter: `({}, use)` has none.
  { files: ['src/fixtures.ts'], rules: { 'no-empty-pattern': 'off' } },
];
