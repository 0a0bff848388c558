// The Vite config every journal app uses: the site app's config with the site alias.
import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contactStylesheet } from '@journals/site-kit/contact/stylesheet';
import { siteAppViteConfig } from '@journals/site-kit/vite';
import type { UserConfig } from 'vite';

export interface JournalAppOptions {
  /** The app's folder (where vite.config.ts lives). */
  root: string;
  /** The site's URL prefix with its trailing slash, e.g. '/indjece/'. */
  prefix: `/${string}/`;
}

const layoutDir = fileURLToPath(new URL('./layout/', import.meta.url));

/**
 * The journal's static CSS: the contact form's (site-kit), the frame's (`src/layout/*.css`, in
 * name order), then the paper details page's.
 */
export const journalLayoutStylesheets: string[] = [
  contactStylesheet,
  ...globSync('*.css', { cwd: layoutDir })
    .sort()
    .map((file) => path.join(layoutDir, file)),
  fileURLToPath(new URL('./papers/PaperDetails/PaperDetails.css', import.meta.url)),
];

export function journalAppViteConfig({ root, prefix }: JournalAppOptions): UserConfig {
  return siteAppViteConfig({
    prefix,
    alias: [{ find: 'journal-site:config', replacement: path.join(root, 'app/site.ts') }],
    stylesheets: journalLayoutStylesheets,
  });
}
