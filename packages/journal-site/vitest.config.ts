import { fileURLToPath } from 'node:url';
import { jsdomPreset } from '@journals/vitest-config';
import { mergeConfig } from 'vitest/config';

// Tests render the shared modules for INDJECE (apps alias this module to their own app/site.ts).
export default mergeConfig(jsdomPreset, {
  resolve: {
    alias: [
      {
        find: 'journal-site:config',
        replacement: fileURLToPath(new URL('./test/site.ts', import.meta.url)),
      },
    ],
  },
});
