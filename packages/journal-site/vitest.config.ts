import { fileURLToPath } from 'node:url';
import { jsdomPreset } from '@journals/vitest-config';
import { enhancementScripts } from '@journals/site-kit/vite-enhance';
import { mergeConfig } from 'vitest/config';

// Tests render the shared modules for INDJECE (apps alias this module to their own app/site.ts);
// routes' `?enhance` imports resolve to their scripts' addresses as in the apps' builds.
export default mergeConfig(jsdomPreset, {
  plugins: [enhancementScripts()],
  resolve: {
    alias: [
      {
        find: 'journal-site:config',
        replacement: fileURLToPath(new URL('./test/site.ts', import.meta.url)),
      },
    ],
  },
});
