// `pnpm test:e2e`: the Lighthouse gate (e2e/), which serves the built apps and runs Chromium.
import { nodePreset } from '@journals/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...nodePreset.test,
    include: ['e2e/**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**'],
    // Eleven Lighthouse runs on a loaded 2-core machine, each in a fresh Chromium.
    testTimeout: 900_000,
    hookTimeout: 120_000,
  },
});
