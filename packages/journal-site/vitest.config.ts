import { fileURLToPath } from 'node:url';
import { jsdomPreset } from '@journals/vitest-config';
import { enhancementScripts } from '@journals/site-kit/build-time/vite-enhance';
import { mergeConfig } from 'vitest/config';

// Tests render the shared modules for INDJECE (apps alias this module to their own app/site.ts);
// routes' `?enhance` imports resolve to their scripts' addresses as in the apps' builds.
// Every test's page holds the site stylesheet the apps' builds write (test/static-styles.setup.ts,
// from test/site-stylesheet.global.ts).
export default mergeConfig(jsdomPreset, {
  plugins: [enhancementScripts()],
  test: {
    globalSetup: ['./test/site-stylesheet.global.ts'],
    setupFiles: ['./test/static-styles.setup.ts'],
  },
  resolve: {
    alias: [
      {
        find: 'journal-site:config',
        replacement: fileURLToPath(new URL('./test/site.ts', import.meta.url)),
      },
    ],
  },
});
