import { nodePreset } from '@journals/vitest-config';
import { defineConfig } from 'vitest/config';

// The model's tests alone (the `model` project of vitest.config.ts), for mutation testing
// (stryker.config.mjs): without the screen project, whose setup a mutant run would not need.
export default defineConfig({
  test: { ...nodePreset.test, include: ['test/*.test.ts'], env: { TZ: 'Pacific/Kiritimati' } },
});
