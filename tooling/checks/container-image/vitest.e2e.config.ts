import { nodePreset } from '@journals/vitest-config';
import { defineConfig } from 'vitest/config';

// The image tests: buildah builds and runs the images (minutes, as root); `pnpm test` runs them
// as the test:e2e task.
export default defineConfig({
  test: {
    ...nodePreset.test,
    include: ['e2e/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // One build at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
