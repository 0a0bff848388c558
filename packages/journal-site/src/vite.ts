// The Vite config every journal app uses: the site app's config with the site alias. The site
// stylesheet holds the tokens and the reset; every component's rules are styled components.
import path from 'node:path';
import { siteAppViteConfig } from '@journals/site-kit/build-time/vite';
import type { UserConfig } from 'vite';

export interface JournalAppOptions {
  /** The app's folder (where vite.config.ts lives). */
  root: string;
  /** The site's URL prefix with its trailing slash, e.g. '/indjece/'. */
  prefix: `/${string}/`;
}

export function journalAppViteConfig({ root, prefix }: JournalAppOptions): UserConfig {
  return siteAppViteConfig({
    prefix,
    alias: [{ find: 'journal-site:config', replacement: path.join(root, 'app/site.ts') }],
  });
}
