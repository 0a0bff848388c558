import { nodePreset } from '@journals/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// A time zone far from UTC, so a date rule that depended on the machine's zone would fail here.
export default mergeConfig(
  nodePreset,
  defineConfig({ test: { env: { TZ: 'Pacific/Kiritimati' } } }),
);
