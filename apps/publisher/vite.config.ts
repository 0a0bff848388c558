import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteKitStylesheets } from '@journals/site-kit/stylesheets';
import { siteAppViteConfig } from '@journals/site-kit/vite';
import { defineConfig } from 'vite';

// The static CSS of the site stylesheet, after the design system's: site-kit's (the content
// pages' heading and blocks, the contact form), then the publisher's own (every app/**/*.css, in
// path order: the frame, the home).
const appDir = fileURLToPath(new URL('./app/', import.meta.url));
const appStylesheets = globSync('**/*.css', { cwd: appDir })
  .map((file) => file.split('\\').join('/'))
  .sort()
  .map((file) => appDir + file);

export default defineConfig(
  siteAppViteConfig({ prefix: '/', stylesheets: [...siteKitStylesheets, ...appStylesheets] }),
);
