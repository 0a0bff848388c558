// The Vite config every journal app uses: prefix, React Router, the site alias, SSR fixes.
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import type { UserConfig } from 'vite';

export interface JournalAppOptions {
  /** The app's folder (where vite.config.ts lives). */
  root: string;
  /** The site's URL prefix with its trailing slash, e.g. '/indjece/'. */
  prefix: `/${string}/`;
}

export function journalAppViteConfig({ root, prefix }: JournalAppOptions): UserConfig {
  return {
    // Trailing slash required: without it asset URLs break and prerendering fails silently.
    base: prefix,
    plugins: [reactRouter()],
    resolve: {
      alias: [{ find: 'journal-site:config', replacement: path.join(root, 'app/site.ts') }],
    },
    // styled-components has no exports map: bundle it into the server build.
    ssr: { noExternal: ['styled-components'] },
    server: { host: '127.0.0.1' },
  };
}
