// The Vite config every journal app uses: the site app's config with the site alias.
import path from 'node:path';
import { siteKitStylesheets } from '@journals/site-kit/stylesheets';
import { siteAppViteConfig } from '@journals/site-kit/vite';
import type { UserConfig } from 'vite';
import { journalSiteStylesheets } from './stylesheets.ts';

export interface JournalAppOptions {
  /** The app's folder (where vite.config.ts lives). */
  root: string;
  /** The site's URL prefix with its trailing slash, e.g. '/indjece/'. */
  prefix: `/${string}/`;
}

/**
 * Every static CSS file a journal's pages use, after the design system's: site-kit's (content
 * pages), then journal-site's own. The list screen's rules are styled components.
 */
export const journalStylesheets: string[] = [...siteKitStylesheets, ...journalSiteStylesheets];

export function journalAppViteConfig({ root, prefix }: JournalAppOptions): UserConfig {
  return siteAppViteConfig({
    prefix,
    alias: [{ find: 'journal-site:config', replacement: path.join(root, 'app/site.ts') }],
    stylesheets: journalStylesheets,
  });
}
