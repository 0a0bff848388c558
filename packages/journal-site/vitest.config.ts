import { fileURLToPath } from 'node:url';
import { journalIds } from '@journals/site-config';
import { jsdomPreset } from '@journals/vitest-config';
import { enhancementScripts } from '@journals/site-kit/build-time/vite-enhance';
import { defineConfig } from 'vitest/config';

// The shared modules render in the tests for each journal in turn: a Vitest project per journal,
// whose JOURNAL_SITE picks the config `journal-site:config` gives (test/site.ts; the apps alias
// that module to their own app/site.ts). Routes' `?enhance` imports resolve to their scripts'
// addresses as in the apps' builds. Every journal test's page holds the site stylesheet the
// journal's build writes (test/static-styles.setup.ts, from test/site-stylesheet.global.ts). The
// discovery code and its tests are @journals/discovery's.
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
    projects: journalIds.map((journal) => ({
      ...project,
      test: {
        ...jsdomPreset.test,
        name: journal,
        globalSetup: ['./test/site-stylesheet.global.ts'],
        setupFiles: ['./test/static-styles.setup.ts'],
        env: { JOURNAL_SITE: journal },
      },
    })),
  },
});
