// Vitest presets. Merge one into a package's vitest.config.ts with mergeConfig.
import { defineConfig } from 'vitest/config';

const shared = {
  include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  exclude: ['**/node_modules/**', '**/dist/**', '**/build/**', 'e2e/**'],
  restoreMocks: true,
  unstubEnvs: true,
  unstubGlobals: true,
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // In CI (`.ci/run` exports CI=true) a focused test (`.only`) fails the run.
  allowOnly: !process.env.CI,
};

/** Plain TypeScript and servers: the node environment. */
export const nodePreset = defineConfig({ test: { ...shared, environment: 'node' } });

/** React components rendered with Testing Library in jsdom. */
export const jsdomPreset = defineConfig({ test: { ...shared, environment: 'jsdom' } });
