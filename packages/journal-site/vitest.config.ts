import { fileURLToPath } from 'node:url';
import { journalIds } from '@journals/site-config';
import { jsdomPreset } from '@journals/vitest-config';
import { enhancementScripts } from '@journals/site-kit/build-time/vite-enhance';
import { defineConfig } from 'vitest/config';

// The shared modules render in the tests for each journal in turn: a Vitest project per journal,
// whose JOURNAL_SITE picks the config `journal-site:config` gives (test/site.ts; the apps alias
// that module to their own app/site.ts). The discovery code takes its journal as an argument, so
// its tests, which name theirs, run once. Routes' `?enhance` imports resolve to their scripts'
// addresses as in the apps' builds. Every journal test's page holds the site stylesheet the
// journal's build writes (test/static-styles.setup.ts, from test/site-stylesheet.global.ts).
const discoveryTests = 'test/discovery/**/*.test.ts';

const project = {
  plugins: [enhancementScripts()],
  resolve: {
    alias: [
      {
        find: 'journal-site:config',
        replacement: fileURLToPath(new URL('./test/site.ts', import.meta.url)),
      },
    ],
  },
};

export default defineConfig({
  test: {
    projects: [
      { ...project, test: { ...jsdomPreset.test, name: 'discovery', include: [discoveryTests] } },
      ...journalIds.map((journal) => ({
        ...project,
        test: {
          ...jsdomPreset.test,
          name: journal,
          exclude: [...(jsdomPreset.test?.exclude ?? []), discoveryTests],
          globalSetup: ['./test/site-stylesheet.global.ts'],
          setupFiles: ['./test/static-styles.setup.ts'],
          env: { JOURNAL_SITE: journal },
        },
      })),
    ],
  },
});
