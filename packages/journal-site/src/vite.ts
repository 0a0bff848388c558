// The Vite config every journal app uses: the site app's config with the site alias.
import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteAppViteConfig } from '@journals/site-kit/vite';
import type { UserConfig } from 'vite';

export interface JournalAppOptions {
  /** The app's folder (where vite.config.ts lives). */
  root: string;
  /** The site's URL prefix with its trailing slash, e.g. '/indjece/'. */
  prefix: `/${string}/`;
}

const layoutDir = fileURLToPath(new URL('./layout/', import.meta.url));

/** The journal frame's static CSS (`src/layout/*.css`), in name order. */
export const journalLayoutStylesheets: string[] = globSync('*.css', { cwd: layoutDir })
  .sort()
  .map((file) => path.join(layoutDir, file));

export function journalAppViteConfig({ root, prefix }: JournalAppOptions): UserConfig {
  return siteAppViteConfig({
    prefix,
    alias: [{ find: 'journal-site:config', replacement: path.join(root, 'app/site.ts') }],
    stylesheets: journalLayoutStylesheets,
  });
}
