import { jsdomPreset, nodePreset } from '@journals/vitest-config';
import { defineConfig } from 'vitest/config';
import { journalIds } from '@journals/site-config';

// The model's rules in Node, and the screen rendered with Testing Library in jsdom against the
// reference API server, once for each journal. Both run in a time zone far from UTC, so a date rule that
// depended on the machine's zone would fail here.
const env = { TZ: 'Pacific/Kiritimati' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...nodePreset.test,
          name: 'model',
          include: ['test/*.test.ts'],
          env,
        },
      },
      // The screen over the reference API, once per journal: its API path, its prefix, its theme.
      ...journalIds.map((site) => ({
        test: {
          ...jsdomPreset.test,
          name: `screen (${site})`,
          include: ['src/**/*.test.tsx', 'test/screen/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/screen/support/setup.ts'],
          globalSetup: [
            './test/screen/support/journal-api.global.ts',
            './test/screen/support/site-stylesheet.global.ts',
          ],
          env: { ...env, JOURNAL_SITE: site },
        },
      })),
    ],
  },
});
